import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, personUpdateSchema } from '@hv/shared';
import { validateWith } from './form-values.ts';

// The staff screens speak Spanish only: a shared rule's key is shown in its Spanish words
// (docs/decisions/0197-messages-travel-as-keys.md), never as the bare key.
describe('validateWith', () => {
  it('shows the profile rules’ keys in their Spanish words', () => {
    const { errors } = validateWith(personUpdateSchema, {
      full_name: 'a'.repeat(121),
      phone: '',
      country: 'Narnia',
      city: '',
      role: 'Viajero',
    });
    expect(errors).toEqual({ full_name: PROFILE_MESSAGES.fullNameTooLong, country: PROFILE_MESSAGES.country });
  });
});
