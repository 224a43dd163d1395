import { StrictMode } from 'react';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router';
import type { Locale } from '@hv/shared';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { PAGE_STATE_ID, type PageState } from './app/page-state.ts';
import { createRoutes } from './app/routes.tsx';
import { setApiTransport, type ApiTransport } from './lib/api.ts';
import { loadedNamespaces, loadI18n } from './lib/i18n.tsx';

/*
 * The server's half of the public pages (docs/architecture.md §12). The API server imports this module
 * from the web build (dist-server) and calls render() for a public URL: React Router's static handler
 * runs the same route table's loaders (the page's data through the same queries, answered in-process),
 * React renders the matched page, and the page's query cache and router state travel in the HTML, so
 * the browser hydrates without asking for them again.
 */

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** `complete` is false when some of the page's data could not be read: answer it, do not keep it. */
  | { kind: 'page'; status: number; html: string; state: string; complete: boolean };

// How this render's queries reach the API: the calling server's own router, in-process. Per render, as
// one process may hold several apps (tests) rendering at once.
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = transports.getStore();
  if (!transport) throw new Error('the page read the API outside render()');
  return transport(path, init);
});

/** Renders one public page; `url` is absolute (the site's public origin and the requested path). */
export async function render(url: string, transport: ApiTransport): Promise<RenderResult> {
  const queryClient = createQueryClient();
  // A failed read is shown at once (the page is answered, not kept); retrying belongs to the browser.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const handler = createStaticHandler(createRoutes({ queryClient, server: true }));
  // Loaders read the page's data here; rendering itself only reads the filled cache.
  const context = await transports.run(transport, () => handler.query(new Request(url)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  // An instance per render: renders of both languages may run at once.
  const i18n = await loadI18n(new URL(url).pathname);
  const html = await renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        {/* The router state is written by us, beside the query cache (hydrate: false). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );

  const hydration: HydrationState = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
  // Failures too: a page that showed an error (a review list that could not load) hydrates showing it.
  const pageState = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  // Data, not code: the Content-Security-Policy allows no inline script, and none is needed.
  const namespaces = loadedNamespaces(i18n, i18n.locale as Locale);
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson({ router: hydration, queries: pageState, namespaces } satisfies PageState)}</script>`;
  const complete = queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status !== 'error');
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, html, state, complete };
}

/** The whole page once every lazy part has rendered (the HTML is cached, so nothing is gained by flushing early). */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const timer: { id?: NodeJS.Timeout } = {};
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer.id);
        if (failed) return reject(failed instanceof Error ? failed : new Error(String(failed)));
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer.id);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failed = error;
      },
    });
    // A page that never finishes rendering must not hold the request forever.
    timer.id = setTimeout(() => abort(new Error('render timed out')), 10_000);
  });
}

/** React Router's own encoding of route errors in hydration data (the browser revives RouteErrorResponse). */
function serializeErrors(errors: HydrationState['errors']): HydrationState['errors'] {
  if (!errors) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can appear in it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
