import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { loadI18n } from './lib/i18n.tsx';
import { readPageState } from './app/page-state.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A promise rather than a top-level await: with one, Rolldown stops merging the modules the layout shares
// with lazy pages into this chunk, and the first page downloads ~45 one-kilobyte files instead of one.
// The page's language's messages arrive beside the router's first page code (docs/decisions/0159-english-pages.md).
void Promise.all([createAppRouter(queryClient), loadI18n(window.location.pathname, undefined, readPageState()?.namespaces)]).then(
  ([{ router, serverRendered }, i18n]) => {
    const app = (
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>
    );
    // Public pages arrive rendered (docs/architecture.md §12) and are hydrated; the rest is the app shell.
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (a phone would not answer a tap meanwhile).
    if (serverRendered) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  },
);
