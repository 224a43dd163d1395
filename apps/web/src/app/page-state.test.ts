import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydratePageQueries } from './page-state.ts';

const MINUTE = 60_000;

describe('hydratePageQueries', () => {
  it('counts a kept page’s data fresh from its arrival, not from its render', () => {
    const rendered = 1_000_000;
    const server = new QueryClient();
    server.setQueryData(['experiences', 'es'], [{ slug: 'globo-teotihuacan' }], { updatedAt: rendered });
    const browser = new QueryClient();

    // The page was rendered 59 s before it arrived: counted from the render it would be stale within a second.
    hydratePageQueries(browser, dehydrate(server), rendered + 59_000);

    const query = browser.getQueryCache().find({ queryKey: ['experiences', 'es'] });
    expect(query?.state.data).toEqual([{ slug: 'globo-teotihuacan' }]);
    expect(query?.state.dataUpdatedAt).toBe(rendered + 59_000);
  });

  it('leaves a failed query as the page showed it', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({ queryKey: ['reviews'], queryFn: () => Promise.reject(new Error('Sin conexión')) });
    const browser = new QueryClient();

    hydratePageQueries(browser, dehydrate(server, { shouldDehydrateQuery: () => true }), 10 * MINUTE);

    const query = browser.getQueryCache().find({ queryKey: ['reviews'] });
    expect(query?.state.status).toBe('error');
    expect(query?.state.dataUpdatedAt).toBe(0);
  });
});
