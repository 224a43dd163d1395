import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunction, type Params } from 'react-router';
import { LANDING_POPULAR_EXPERIENCES, localeOfPath, localizedPaths } from '@hv/shared';
import { experienceQueryOptions, experiencesQueryOptions, tripQueryOptions } from '@/features/catalog';
import { itemReviewsQueryOptions } from '@/features/reviews';
import { searchPageQueries } from '@/features/search';
import { ApiRequestError } from '@/lib/api.ts';
import { publicConfigQueryOptions } from '@/lib/use-public-config.ts';

export interface PageDataEnv {
  /** The app's query cache: the pages read their data from it with the same queries. */
  queryClient: QueryClient;
  /** True while the server renders a page (docs/architecture.md §12). */
  server: boolean;
}

/** The longest experience list the server renders into the page (a tour operator's catalogue is dozens). */
export const SERVER_RENDERED_LIST_MAX = 200;

// Any query's options; each list below mixes result types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * The data each public page shows, named once for both renderers. On the server the loader waits for it,
 * so the HTML carries the content and the query cache is handed to the browser (no request, no spinner
 * on hydration). In the browser it only starts the requests while the page's code downloads; the page
 * shows its own loading and error states as before, so navigation never waits on a blank screen.
 */
export function pageData({ queryClient, server }: PageDataEnv) {
  const load =
    (
      queries: (params: Params, request: Request) => AnyQuery[],
      after?: (params: Params, request: Request) => void,
    ): LoaderFunction =>
    async ({ params, request }) => {
      // Every page shows the WhatsApp button, whose number comes from the server's settings.
      const all = [publicConfigQueryOptions, ...queries(params, request)];
      if (!server) {
        for (const query of all) void queryClient.prefetchQuery(query);
        return null;
      }
      // prefetchQuery keeps a failure in the cache (the page shows it) instead of throwing.
      await Promise.all(all.map((query) => queryClient.prefetchQuery(query)));
      after?.(params, request);
      return null;
    };

  /**
   * A detail page stands on its item: unknown → `onNotFound`; unreadable (database down) → a 503 route
   * error ('Algo salió mal'), which the server does not cache.
   */
  const requireItem = (query: AnyQuery, onNotFound: () => never): void => {
    const error = queryClient.getQueryState(query.queryKey)?.error;
    if (!error) return;
    // Any refusal of the slug (unknown, hidden, malformed) is "no such page"; the rest is a failure.
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) onNotFound();
    throw data(null, { status: 503 });
  };

  return {
    /** Pages whose content is in their code (legal pages): only the layout's settings. */
    fixed: load(() => []),
    landing: load(() => [experiencesQueryOptions({ limit: LANDING_POPULAR_EXPERIENCES })]),
    /** The search results page: what its `q` finds, asked as the search boxes ask (issue 30). */
    search: load((_params, request) => searchPageQueries(new URL(request.url).searchParams.get('q'))),
    experiences: load(
      () => [experiencesQueryOptions()],
      () => {
        // A catalogue of thousands would make a page of megabytes, rendered and kept per process: past
        // this size the list is left to the browser (the page shows its loading state and fetches it).
        const key = experiencesQueryOptions().queryKey;
        const list = queryClient.getQueryData(key);
        if (list && list.data.length > SERVER_RENDERED_LIST_MAX) queryClient.removeQueries({ queryKey: key, exact: true });
      },
    ),
    experience: load(
      ({ slug = '' }) => [experienceQueryOptions(slug), itemReviewsQueryOptions('experience', slug)],
      // docs/product.md §2.6: an unknown experience sends the visitor to the list — as a real redirect.
      ({ slug = '' }, request) =>
        requireItem(experienceQueryOptions(slug), () => {
          throw redirect(localizedPaths(localeOfPath(new URL(request.url).pathname)).experiences);
        }),
    ),
    trip: load(
      ({ slug = '' }) => [tripQueryOptions(slug), itemReviewsQueryOptions('trip', slug)],
      // docs/product.md §2.7: an unknown trip is the page's not-found state, answered with a 404 status.
      ({ slug = '' }) =>
        requireItem(tripQueryOptions(slug), () => {
          throw data(null, { status: 404 });
        }),
    ),
  };
}
