import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api.ts';
import { mfaRefusal, needsMfa, welcomeName } from './use-admin-me.ts';

describe('admin shell helpers', () => {
  it.each([
    [{ fullName: 'María José Pérez', email: 'm@example.com' }, 'María'],
    [{ fullName: '  ', email: 'm@example.com' }, 'm@example.com'],
    [{ fullName: null, email: 'm@example.com' }, 'm@example.com'],
  ])('welcomes %o as %s', (me, expected) => expect(welcomeName(me)).toBe(expected));

  it('recognises the two-step verification refusal', () => {
    expect(needsMfa(new ApiRequestError(403, 'forbidden', 'x', { mfa: 'required' }))).toBe(true);
    expect(needsMfa(new ApiRequestError(403, 'forbidden', 'x'))).toBe(false);
  });

  it('tells an account to enrol from a session to sign in again with its code (issue 27 item 1)', () => {
    expect(mfaRefusal(new ApiRequestError(403, 'forbidden', 'x', { mfa: 'required' }))).toBe('required');
    expect(mfaRefusal(new ApiRequestError(403, 'forbidden', 'x', { mfa: 'session' }))).toBe('session');
    expect(needsMfa(new ApiRequestError(403, 'forbidden', 'x', { mfa: 'session' }))).toBe(true);
    expect(mfaRefusal(new ApiRequestError(401, 'unauthorized', 'x', { mfa: 'session' }))).toBeNull();
  });
});
