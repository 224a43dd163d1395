import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Namespace } from '@/lib/i18n.tsx';

/** The element where a server-rendered page leaves its state for the browser (docs/architecture.md §12). */
export const PAGE_STATE_ID = 'hv-page-state';

export interface PageState {
  /** React Router's loader data and route errors, in its own encoding. */
  router: HydrationState;
  /** The page's query cache. */
  queries: DehydratedState;
  /** The message namespaces the page showed besides core (lib/i18n.tsx): loaded before hydrating. */
  namespaces: Namespace[];
}

/** The state the server left in the page, or null for the app shell. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}

/**
 * Hands the page's query cache to the browser's, its data counted fresh from the page's arrival.
 * The server keeps a rendered page until the catalogue changes (or for the cache's lifetime), so
 * the data is as current as the page itself; counted from the render, a page kept 50 s would reach
 * the browser nearly stale and be asked again right after hydrating.
 */
export function hydratePageQueries(queryClient: QueryClient, queries: DehydratedState, arrivedAt = Date.now()) {
  hydrate(queryClient, {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: arrivedAt } } : query,
    ),
  });
}
