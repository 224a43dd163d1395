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

/** The server refuses staff without two-step verification when REQUIRE_STAFF_MFA is on. */
export function needsMfa(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403 && error.fields?.mfa === 'required';
}

/** docs/product.md §11.1: the first word of the full name, else the e-mail. */
export function welcomeName(me: Pick<AdminMe, 'fullName' | 'email'>): string {
  return me.fullName?.trim().split(/\s+/)[0] || me.email;
}
