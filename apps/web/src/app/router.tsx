import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { keyPageLoadEntry } from './page-load-key.ts';
import { createRoutes, discoverRoutes } from './routes.tsx';
import { hydratePageQueries, readPageState } from './page-state.ts';

declare global {
  interface Window {
    /** Where createBrowserRouter itself reads hydration data (and revives route errors from it). */
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * The browser's router over the same route table the server rendered with. A rendered page hands over
 * its query cache first, and the routes it matched have their code loaded before hydration, so the
 * first render is the server's markup, not a loading fallback.
 */
export async function createAppRouter(queryClient: QueryClient) {
  const state = readPageState();
  const routes = createRoutes({ queryClient, server: false });
  let hydrating = false;
  if (state) {
    hydratePageQueries(queryClient, state.queries);
    try {
      await loadMatchedRoutes(routes);
      window.__staticRouterHydrationData = state.router;
      hydrating = true;
    } catch {
      // The page's code did not load (network, a deploy replaced it): render in the browser, where the
      // router retries it and shows its error page if it still fails.
    }
  }
  keyPageLoadEntry();
  return { router: createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes }), serverRendered: hydrating };
}

async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
