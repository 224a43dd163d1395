import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditActorView, AuditList, AuditRecordKind } from '@hv/shared';
import { apiGet } from '@/lib/api.ts';

// The audit trail's calls (docs/product.md §15.7): the server filters and pages; Administrador only.

/** The Historial filters, as they stand in the page's URL. */
export interface AuditFilters {
  actor: string;
  kind: string;
  /** A booking's reference (8 characters, as normaliseReference reads it). */
  reference: string;
  from: string;
  to: string;
  page: number;
}

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: string) => ['admin', 'audit', 'list', query] as const,
  actors: ['admin', 'audit', 'actors'] as const,
};

/** The query string of what is set; `record` with `kind` asks for one record's own history. */
export function auditQuery(f: Partial<AuditFilters> & { record?: string; perPage?: number }): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'kind', 'record', 'reference', 'from', 'to'] as const) if (f[key]) params.set(key, f[key]);
  if (f.page && f.page > 1) params.set('page', String(f.page));
  if (f.perPage) params.set('perPage', String(f.perPage));
  return params.toString();
}

export function useAuditList(query: string, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => apiGet<AuditList>(`/api/admin/audit?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: opts.enabled ?? true,
  });
}

/** One record's history: its lines, newest first. */
export const useRecordHistory = (kind: AuditRecordKind, id: string, page = 1, enabled = true) =>
  useAuditList(auditQuery({ kind, record: id, page, perPage: 10 }), { enabled });

export function useAuditActors() {
  return useQuery({
    queryKey: auditKeys.actors,
    queryFn: ({ signal }) => apiGet<AuditActorView[]>('/api/admin/audit/actors', { signal }),
    staleTime: 60_000,
  });
}
