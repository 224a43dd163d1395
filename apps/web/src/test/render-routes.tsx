import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster.tsx';
import { createRoutes, discoverRoutes } from '@/app/routes.tsx';
import { InEnglish } from './i18n.tsx';

/**
 * Renders routes in a memory router with a fresh query cache (no retries, so a failed
 * request shows its error state at once) and the app's Toaster.
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  { path = '/' }: { path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const table = typeof routes === 'function' ? routes(queryClient) : routes;
  // The admin screens join the app's own table as they do in the browser.
  const router = createMemoryRouter(table, {
    initialEntries: [path],
    patchRoutesOnNavigation: routes === appRoutes ? discoverRoutes : undefined,
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}

/** The app's own route table, as the browser builds it. */
export const appRoutes = (queryClient: QueryClient) => createRoutes({ queryClient, server: false });

/** One page at `pattern`, plus a marker page at every other path to see where a redirect lands. */
export function renderPage(pattern: string, page: ReactElement, path: string) {
  return renderRoutes(
    [
      { path: pattern, element: page },
      { path: '*', element: <p data-testid="other-page" /> },
    ],
    { path },
  );
}

/** One page of the English site at `pattern` (`/en/...`), in English, opened at `path`. */
export function renderEnglishPage(pattern: string, page: ReactElement, path = pattern) {
  return renderPage(pattern, <InEnglish>{page}</InEnglish>, path);
}
