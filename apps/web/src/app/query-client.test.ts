import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api.ts';
import { shouldRetry } from './query-client.ts';

describe('query retry rule', () => {
  it.each([
    ['a 404', new ApiRequestError(404, 'not_found', 'No encontrado.'), 0, false],
    ['a 403', new ApiRequestError(403, 'forbidden', 'Sin permiso.'), 0, false],
    ['a 500, first failure', new ApiRequestError(500, 'internal', 'Error'), 0, true],
    ['a 500, third failure', new ApiRequestError(500, 'internal', 'Error'), 2, false],
    ['a network error', new ApiRequestError(0, 'network_error', 'Sin conexión'), 1, true],
  ])('%s → retry %s', (_label, error, failures, expected) => {
    expect(shouldRetry(failures, error)).toBe(expected);
  });
});
