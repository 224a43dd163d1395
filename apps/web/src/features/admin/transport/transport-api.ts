import type { TransportRequestRow, TransportRequestUpdateInput } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';
import { adminPath } from '../crud/admin-resource.ts';
import { useAdminMutation } from '../crud/use-admin-mutations.ts';

export interface TransportUpdate {
  id: string;
  body: TransportRequestUpdateInput;
}

/** PATCH a request's status and/or staff note; the list is read again afterwards. */
export function useUpdateTransportRequest() {
  return useAdminMutation('transport-requests', ({ id, body }: TransportUpdate) =>
    apiSend<TransportRequestRow>('PATCH', adminPath('transport-requests', `/${encodeURIComponent(id)}`), body),
  );
}

/** The server's Spanish message (e.g. a refused move), else the screen's own. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
