import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogStatus } from '@hv/shared';
import { apiSend } from '@/lib/api.ts';
import { adminKeys, adminPath, type AdminParams, type AdminResource } from './admin-resource.ts';

/** A mutation on an admin resource that refreshes its lists (and details) when it succeeds. */
export function useAdminMutation<Input, Result = unknown>(
  resource: AdminResource,
  mutationFn: (input: Input) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(resource) }),
  });
}

export interface SaveInput {
  /** Absent on create. */
  id?: string;
  body: unknown;
}

/** POST (create) or PUT (edit) a row; `body` is JSON or, for uploads, FormData. */
export function useSaveEntity(resource: AdminResource, params: AdminParams = {}) {
  return useAdminMutation(resource, ({ id, body }: SaveInput) =>
    id
      ? apiSend('PUT', adminPath(resource, `/${encodeURIComponent(id)}`, params), body)
      : apiSend('POST', adminPath(resource, '', params), body),
  );
}

export function useDeleteEntity(resource: AdminResource) {
  return useAdminMutation(resource, (id: string) => apiSend<void>('DELETE', adminPath(resource, `/${encodeURIComponent(id)}`)));
}

export function useSetActive(resource: AdminResource) {
  return useAdminMutation(resource, ({ id, is_active }: { id: string; is_active: boolean }) =>
    apiSend('PATCH', adminPath(resource, `/${encodeURIComponent(id)}/active`), { is_active }),
  );
}

export function useSetStatus(resource: AdminResource) {
  return useAdminMutation(resource, ({ id, status }: { id: string; status: CatalogStatus }) =>
    apiSend('PATCH', adminPath(resource, `/${encodeURIComponent(id)}/status`), { status }),
  );
}
