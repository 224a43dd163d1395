/**
 * Every admin list speaks one contract (docs/architecture.md §15.4, packages/shared lists.ts). A resource is
 * the path under /api/admin/; extra params (e.g. the people group) travel with every call.
 */
export type AdminResource =
  'people' | 'trips' | 'experiences' | 'coupons' | 'gift-cards' | 'rewards' | 'transport-requests' | 'reviews';
export type AdminParams = Record<string, string>;

export const ADMIN_PER_PAGE = 20;

export const adminKeys = {
  all: (resource: AdminResource) => ['admin', resource] as const,
  list: (resource: AdminResource, params: AdminParams) => ['admin', resource, 'list', params] as const,
  detail: (resource: AdminResource, id: string, part: string) => ['admin', resource, 'detail', id, part] as const,
};

export function adminPath(resource: AdminResource, suffix = '', params: AdminParams = {}): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ''));
  const query = search.toString();
  return `/api/admin/${resource}${suffix}${query ? `?${query}` : ''}`;
}
