import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hv/shared';
import { apiGet, ApiRequestError } from '@/lib/api.ts';

export interface AdminMe {
  id: string;
  email: string;
  role: Role;
  fullName: string | null;
}

export function useAdminMe() {
  return useQuery({
    queryKey: ['admin', 'me'] as const,
    queryFn: ({ signal }) => apiGet<AdminMe>('/api/admin/me', { signal }),
    retry: false,
  });
}

/**
 * Why the server refuses staff when REQUIRE_STAFF_MFA is on: the account has no two-step
 * verification yet ('required'), or this session was opened without the app's code ('session').
 */
export type MfaRefusal = 'required' | 'session';

export function mfaRefusal(error: unknown): MfaRefusal | null {
  if (!(error instanceof ApiRequestError) || error.status !== 403) return null;
  const kind = error.fields?.mfa;
  return kind === 'required' || kind === 'session' ? kind : null;
}

export const needsMfa = (error: unknown): boolean => mfaRefusal(error) !== null;

/** docs/product.md §11.1: the first word of the full name, else the e-mail. */
export function welcomeName(me: Pick<AdminMe, 'fullName' | 'email'>): string {
  return me.fullName?.trim().split(/\s+/)[0] || me.email;
}
