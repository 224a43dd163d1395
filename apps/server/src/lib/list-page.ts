import type { ListQuery, ListResponse } from '@hv/shared';

/** docs/architecture.md §15.4: the one list answer, `{ data, count, currentPage, perPage, totalPages }`. */
export function listPage<T>(data: T[], count: number, query: Pick<ListQuery, 'page' | 'perPage'>): ListResponse<T> {
  return {
    data,
    count,
    currentPage: query.page,
    perPage: query.perPage,
    totalPages: Math.max(1, Math.ceil(count / query.perPage)),
  };
}

/** Postgres' unique-violation error, from PGlite or node-postgres (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string }; message?: string };
  return e?.code === '23505' || e?.cause?.code === '23505' || String(e?.message ?? '').includes('duplicate key');
}
