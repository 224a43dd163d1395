import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';
import { ADMIN_PER_PAGE, adminKeys, adminPath, type AdminParams, type AdminResource } from './admin-resource.ts';

export interface AdminListParams {
  q: string;
  page: number;
  /** Fixed filters of the screen, e.g. `{ group: 'travellers' }`. */
  filters?: AdminParams;
}

/** One page of an admin list, searched and paginated by the server (100 000 rows stay fast). */
export function useAdminList<Row>(resource: AdminResource, { q, page, filters = {} }: AdminListParams) {
  const params: AdminParams = { ...filters, q, page: String(page), perPage: String(ADMIN_PER_PAGE) };
  return useQuery({
    queryKey: adminKeys.list(resource, params),
    queryFn: ({ signal }) => apiGet<ListResponse<Row>>(adminPath(resource, '', params), { signal }),
    // Keep the current rows on screen while the next page or search arrives.
    placeholderData: keepPreviousData,
  });
}
