import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { Role } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch, type FetchHandler } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';

// Test setup shared by the admin screens' component tests.

/** One page of an admin list, as the server answers it. */
export const listPage = <T,>(rows: T[]) => ({ data: rows, count: rows.length, currentPage: 1, perPage: 20, totalPages: 1 });

/**
 * Renders an admin screen against a stubbed staff API: who is signed in (`role`), the screen's
 * list at `listPath` answering `rows`, and `other` for everything else (writes, details);
 * whatever `other` leaves out fails with a 500.
 */
export function renderAdminScreen<T>(
  element: ReactElement,
  { listPath, role = 'Administrador', rows = [], other }: { listPath: string; role?: Role; rows?: T[]; other?: FetchHandler },
) {
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (method === 'GET' && url.pathname === listPath) return jsonResponse(listPage(rows));
    return other?.(url, init) ?? apiErrorResponse(500, 'internal', 'Algo salió mal.');
  });
  const view = renderRoutes([{ path: '/', element }]);
  return { ...view, fetchMock };
}

/** The requests sent with `method`, each as its path and parsed JSON body. */
export const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({
      path: new URL(String(input), window.location.origin).pathname,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));

/** The table row with a cell named `name` (its text, or the value of an input in it). */
export async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}
