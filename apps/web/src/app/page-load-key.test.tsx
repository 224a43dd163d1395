import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { keyPageLoadEntry } from './page-load-key.ts';
import { createRoutes } from './routes.tsx';

// The app's routes (the public layout renders React Router's <ScrollRestoration />) in a browser
// router over jsdom's real history, as main.tsx runs them; only window.scrollTo is watched.

const SAVED_POSITIONS = 'react-router-scroll-positions';
let scrollTo: ReturnType<typeof vi.fn>;
let router: ReturnType<typeof createBrowserRouter> | undefined;

beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  stubFetch(() => jsonResponse({ brand_name: 'Hormiga Viajera', whatsapp_number: '5215512345678', auth_providers: [] }));
  sessionStorage.clear();
});

afterEach(() => {
  router?.dispose();
  router = undefined;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  window.history.replaceState(null, '', '/');
});

/** A full page load at `path`: the entry as the browser hands it over, then the app's start-up. */
async function loadPage(heading: string) {
  keyPageLoadEntry();
  const queryClient = new QueryClient();
  router = createBrowserRouter(createRoutes({ queryClient, server: false }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: heading });
  // <ScrollRestoration /> restores in a render of its own, after the page first shows.
  await act(async () => {});
  return router;
}

const lastScroll = () => scrollTo.mock.calls.at(-1);

describe('scroll position across page loads', () => {
  it('opens a freshly loaded page at the top, not where the previous page load of the tab was left', async () => {
    // The previous full load (React Router's 'default' entry) was left on its footer.
    sessionStorage.setItem(SAVED_POSITIONS, JSON.stringify({ default: 4662 }));
    window.history.replaceState(null, '', '/privacidad');

    await loadPage('Aviso de Privacidad');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 4662);
    expect(lastScroll()).toEqual([0, 0]);
  });

  it('returns a reloaded page to where it was', async () => {
    window.history.replaceState(null, '', '/privacidad');
    keyPageLoadEntry();
    const key = (window.history.state as { key: string }).key;
    sessionStorage.setItem(SAVED_POSITIONS, JSON.stringify({ [key]: 700 }));

    // The browser keeps the entry's state across a reload; the start-up keeps its key.
    await loadPage('Aviso de Privacidad');
    expect((window.history.state as { key: string }).key).toBe(key);
    expect(lastScroll()).toEqual([0, 700]);
  });

  it('starts a page opened from a link at the top, and "back" returns to where the first page was', async () => {
    window.history.replaceState(null, '', '/privacidad');
    const app = await loadPage('Aviso de Privacidad');

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1200 });
    await act(() => app.navigate('/cookies'));
    await screen.findByRole('heading', { level: 1, name: 'Política de Cookies' });
    expect(lastScroll()).toEqual([0, 0]);

    await act(() => app.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Aviso de Privacidad' });
    await waitFor(() => expect(lastScroll()).toEqual([0, 1200]));
  });
});
