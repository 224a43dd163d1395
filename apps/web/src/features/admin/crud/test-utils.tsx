import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
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

/**
 * Makes the page as wide as `width` px for the media queries of the admin lists
 * (`(max-width: …)` and `(min-width: …)`), e.g. 820 for a tablet in portrait.
 */
export function atWidth(width: number) {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && Boolean(max || min);
    return { ...matchMedia(query), matches };
  });
}
