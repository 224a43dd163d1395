import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { authState, makeAuthUser, WithAuth } from '@/test/auth.tsx';
import { jsonResponse, neverResolves, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { appRoutes, renderRoutes } from '@/test/render-routes.tsx';
import { LanguageSuggestion } from './language-suggestion.tsx';

// The auth dialog's code loads on its first opening (auth-dialog-provider.tsx). Compiled on that click,
// its forms' module graph took 19.6 s when other test files were compiling beside this one, past the
// dialog test's wait: the test measured the compiler, not the page. Compiled here, while the file is
// collected (no test's clock runs), the click finds it ready, as a visitor's second opening does.
await import('@/features/auth/components/auth-dialog.tsx');

afterEach(() => {
  act(() => resetToastsForTests());
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

const CONFIG = { brand_name: 'Hormiga Viajera', whatsapp_number: '5215598765432' };

/** The site's reads answered: config, an empty catalogue, no search results. */
function stubSiteApi() {
  return stubFetch((url) => {
    if (url.pathname === '/api/config') return jsonResponse(CONFIG);
    if (url.pathname === '/api/search') return jsonResponse({ results: [] });
    if (url.pathname === '/api/experiences') return jsonResponse({ data: [] });
    return neverResolves();
  });
}

const renderApp = (path: string) => renderRoutes(appRoutes, { path });

// jsdom loads no CSS, so the desktop bar is "visible"; the mobile menu stays `hidden` until opened.
const mainNav = () => screen.getByRole('navigation', { name: 'Principal' });
const header = () => document.querySelector('header')!;
const mobileMenu = () => document.getElementById('menu-movil')!;

describe('public header', () => {
  it('shows the landing anchors on the home page, without Inicio before scrolling on desktop', async () => {
    stubSiteApi();
    renderApp('/');

    await screen.findByRole('heading', { level: 1 });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Experiencias' })).toHaveAttribute('href', '/#experiencias');
    expect(within(nav).getByRole('link', { name: 'Renta de Transporte' })).toHaveAttribute('href', '/#renta-transporte');
    expect(within(nav).getByRole('link', { name: 'Reseñas' })).toHaveAttribute('href', '/#reviews');
    expect(within(nav).queryByRole('link', { name: 'Inicio' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Hormiga Viajera' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Ver todas las experiencias/ })).toHaveAttribute('href', '/experiencias');
  });

  it('adds Inicio to the desktop bar once the page is scrolled more than 50 px', async () => {
    stubSiteApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 50 });
      fireEvent.scroll(window);
    });
    expect(within(mainNav()).queryByRole('link', { name: 'Inicio' })).not.toBeInTheDocument();

    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 51 });
      fireEvent.scroll(window);
    });
    expect(within(mainNav()).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/#inicio');
  });

  it('has the labelled search box in the desktop bar', async () => {
    stubSiteApi();
    renderApp('/experiencias');

    await screen.findByRole('heading', { level: 1, name: 'Nuestras Experiencias' });
    const search = within(header()).getByRole('combobox', { name: 'Buscar experiencias y viajes' });
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mobile menu with the search box, Inicio and the account button; Escape closes it', async () => {
    stubSiteApi();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'menu-movil');
    expect(mobileMenu()).not.toBeVisible();
    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    const menu = mobileMenu();
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('combobox', { name: 'Buscar experiencias y viajes' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/#inicio');
    expect(within(menu).getByRole('button', { name: /Entrar \/ Crear cuenta/ })).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Reseñas' }));
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.tab();
    expect(within(mobileMenu()).getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(mobileMenu()).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
  });

  it("shows only 'Página principal' on the experiences list", async () => {
    stubSiteApi();
    renderApp('/experiencias');

    await screen.findByRole('heading', { level: 1, name: 'Nuestras Experiencias' });
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Página principal']);
    expect(links[0]).toHaveAttribute('href', '/');
  });

  it.each([
    ['/experiencia/nado-en-cenotes', 'Cargando aventura...'],
    ['/viaje/oaxaca', 'Cargando detalles del viaje...'],
  ])("shows only 'Volver a experiencias' on %s", async (path, loadingText) => {
    stubFetch(() => neverResolves());
    renderApp(path);

    await screen.findByText(loadingText);
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Volver a experiencias']);
    expect(links[0]).toHaveAttribute('href', '/experiencias');
  });

  it("opens the auth dialog from 'Entrar / Crear cuenta'", async () => {
    stubSiteApi();
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(header()).getAllByRole('button', { name: /Entrar \/ Crear cuenta/ })[0]!);

    // Its code was compiled when this file was collected (above).
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Crear Cuenta' })).toBeInTheDocument();
  });
});

describe('public footer and contact button', () => {
  it('shows the copyright with the current year, the legal links and the Mexico City contact', async () => {
    stubSiteApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Hormiga Viajera`, { exact: false })).toBeInTheDocument();
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-y-condiciones',
    );
    expect(within(legal).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/privacidad');
    expect(within(legal).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/cookies');

    const contact = footer.querySelector('#contacto')!;
    expect(contact).toHaveTextContent(/Ciudad de México/);
    expect(within(contact as HTMLElement).getByRole('link', { name: 'contacto@hormigaviajera.mx' })).toHaveAttribute(
      'href',
      'mailto:contacto@hormigaviajera.mx',
    );
    // The phone is the configured WhatsApp number, shown the Mexican way.
    expect(await within(contact as HTMLElement).findByRole('link', { name: '+52 55 9876 5432' })).toHaveAttribute(
      'href',
      'tel:+525598765432',
    );
  });

  it("shows the operator's legal identity from the site's settings: legal name, RFC and RNT (issue 30 item 6)", async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/config')
        return jsonResponse({
          ...CONFIG,
          auth_providers: [],
          operator: {
            legal_name: 'Viajes de Prueba, S.C.',
            rfc: 'VPR200101XY9',
            rnt: '09990150000001',
            address: 'Calle 1, Centro, 00000 Ciudad de México',
            phone: '+52 55 0000 0000',
          },
        });
      if (url.pathname === '/api/experiences') return jsonResponse({ data: [] });
      return neverResolves();
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    await waitFor(() =>
      expect(footer).toHaveTextContent(
        'Viajes de Prueba, S.C. · RFC: VPR200101XY9 · Registro Nacional de Turismo (RNT): 09990150000001',
      ),
    );
  });

  it('links the four social networks in a new tab, safely', async () => {
    stubSiteApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const social = within(screen.getByRole('contentinfo')).getByRole('list', { name: 'Redes sociales' });
    const links = within(social).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Hormiga Viajera en Facebook (se abre en una pestaña nueva)',
      'Hormiga Viajera en Instagram (se abre en una pestaña nueva)',
      'Hormiga Viajera en TikTok (se abre en una pestaña nueva)',
      'Hormiga Viajera en YouTube (se abre en una pestaña nueva)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.(facebook|instagram|tiktok|youtube)\.com\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.each([
    ['/', ['#', '#experiencias', '#renta-transporte', '#contacto', '/mi-reserva', '/facturar']],
    ['/experiencias', ['/', '/#experiencias', '/#renta-transporte', '/#contacto', '/mi-reserva', '/facturar']],
  ])('on %s the footer links point to %j (the anchors, then find my booking and ask for a factura)', async (path, hrefs) => {
    stubSiteApi();
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });

    const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Pie de página' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(hrefs);
  });

  it('opens a WhatsApp chat with the configured number and a greeting, in a new tab', async () => {
    let answerConfig: ((response: Response) => void) | null = null;
    stubFetch((url) => {
      if (url.pathname === '/api/config') return new Promise<Response>((resolve) => (answerConfig = resolve));
      return jsonResponse({ data: [] });
    });
    renderApp('/experiencias');
    await screen.findByRole('heading', { level: 1 });

    const button = screen.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    // Until the config answers, the published fallback number.
    expect(button.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5215512345678\?text=/);

    // The config request may start after the first paint: answer it once it has been made.
    await waitFor(() => expect(answerConfig).not.toBeNull());
    await act(async () => answerConfig!(jsonResponse(CONFIG)));
    await waitFor(() => expect(button.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5215598765432\?text=/));
    const text = new URL(button.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe('¡Hola, Hormiga Viajera! Me gustaría recibir información sobre sus experiencias y viajes.');
  });
});

describe('contact button while a form is being filled', () => {
  /** A phone (or not): only the button's phone query answers `matches`. */
  function screenIsPhone(phone: boolean) {
    const real = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...real(query), matches: phone && query === '(max-width: 639px)' });
  }
  // jsdom applies no CSS: `invisible` (visibility: hidden) is what takes it off screen and out of the tab order.
  const whatsapp = () => screen.getByRole('link', { name: 'Escríbenos por WhatsApp', hidden: true });

  it('steps aside on a phone while a form field has the focus, and comes back when it leaves', async () => {
    screenIsPhone(true);
    stubSiteApi();
    const { user } = renderApp('/experiencias');
    await screen.findByRole('heading', { level: 1, name: 'Nuestras Experiencias' });
    expect(whatsapp()).not.toHaveClass('invisible');

    await user.click(within(header()).getByRole('combobox', { name: 'Buscar experiencias y viajes' }));
    expect(whatsapp()).toHaveClass('invisible');

    // A button takes no typing: the contact button returns.
    act(() => screen.getByRole('button', { name: 'Abrir menú' }).focus());
    expect(whatsapp()).not.toHaveClass('invisible');
  });

  it('stays on wider screens, where it does not sit over the fields', async () => {
    screenIsPhone(false);
    stubSiteApi();
    const { user } = renderApp('/experiencias');
    await screen.findByRole('heading', { level: 1, name: 'Nuestras Experiencias' });

    await user.click(within(header()).getByRole('combobox', { name: 'Buscar experiencias y viajes' }));
    expect(whatsapp()).not.toHaveClass('invisible');
  });
});

describe('public layout', () => {
  it('answers unknown addresses with a Spanish 404 page', async () => {
    stubSiteApi();
    renderApp('/no-existe/para-nada');

    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    // The title is set by an effect, which may run after the heading is first on screen.
    await waitFor(() => expect(document.title).toBe('Página no encontrada | Hormiga Viajera'));
  });
});

/** The app's routes at `path` inside `wrapper` (e.g. the English provider, a signed-in session). */
function renderAppWithin(path: string, wrapper: (props: { children: ReactNode }) => ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { wrapper },
  );
  return { router, user };
}

const renderEnglishApp = (path: string) => renderAppWithin(path, InEnglish);

describe('language switch (docs/decisions/0159-english-pages.md)', () => {
  it("offers 'English' in the header of a Spanish page, leading to the same page under /en", async () => {
    stubFetch(() => neverResolves());
    renderApp('/experiencia/nado-en-cenotes');
    await screen.findByText('Cargando aventura...');

    const english = within(header()).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/experience/nado-en-cenotes');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/experience/nado-en-cenotes',
    );
  });

  it("shows the header and footer in English on an English page, and offers 'Español'", async () => {
    stubSiteApi();
    const { user } = renderEnglishApp('/en');
    await screen.findByRole('heading', { level: 1 });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Experiences' })).toHaveAttribute('href', '/en#experiencias');
    expect(within(nav).getByRole('link', { name: 'Transport rental' })).toHaveAttribute('href', '/en#renta-transporte');
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/en#reviews');
    expect(within(header()).getByRole('link', { name: 'Hormiga Viajera' })).toHaveAttribute('href', '/en');
    expect(within(header()).getByRole('combobox', { name: 'Search experiences and trips' })).toBeInTheDocument();
    const spanish = within(header()).getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', '/');
    expect(spanish).toHaveAttribute('lang', 'es');

    // The phone menu holds the switch too.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(mobileMenu()).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/en/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
    expect(within(footer).getByRole('link', { name: 'Find your booking' })).toHaveAttribute('href', '/en/my-booking');
    expect(within(footer).getByText(/All rights reserved\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
  });

  it("on an English inner page shows 'Home page' and links 'Español' to the Spanish page", async () => {
    stubSiteApi();
    renderEnglishApp('/en/experiences');
    await screen.findByRole('heading', { level: 1 });

    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([['Home page', '/en']]);
    expect(within(header()).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/experiencias');
  });

  it('answers an unknown English address with an English 404 page', async () => {
    stubSiteApi();
    renderEnglishApp('/en/nowhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    await waitFor(() => expect(document.title).toBe('Page not found | Hormiga Viajera'));
  });
});

describe('language suggestion', () => {
  /** The browser's languages, as navigator.languages reports them (jsdom says en-US). */
  function browserLanguages(languages: string[]) {
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
  }
  afterEach(() => {
    delete (navigator as { languages?: unknown }).languages;
    document.cookie = 'hv_lang=; path=/; max-age=0';
  });

  const toEnglish = () => screen.queryByRole('region', { name: 'This page is also available in English.' });

  it('offers the English page, in English, to a browser that prefers English', async () => {
    browserLanguages(['en-US', 'es']);
    stubSiteApi();
    renderApp('/experiencias');
    await screen.findByRole('heading', { level: 1, name: 'Nuestras Experiencias' });

    const region = toEnglish()!;
    expect(region).toHaveAttribute('lang', 'en');
    expect(within(region).getByRole('link', { name: 'Switch to English' })).toHaveAttribute('href', '/en/experiences');
    expect(within(region).getByRole('button', { name: 'No thanks' })).toBeInTheDocument();
  });

  it('stays away from a browser that prefers Spanish', async () => {
    browserLanguages(['es-MX', 'en']);
    stubSiteApi();
    renderApp('/experiencias');
    await screen.findByRole('heading', { level: 1, name: 'Nuestras Experiencias' });

    expect(toEnglish()).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /también está en español/ })).not.toBeInTheDocument();
  });

  it("goes away on 'No thanks' and stays away, the page's language remembered", async () => {
    browserLanguages(['en-US']);
    stubSiteApi();
    const { user, unmount } = renderApp('/experiencias');
    await screen.findByRole('heading', { level: 1, name: 'Nuestras Experiencias' });

    await user.click(within(toEnglish()!).getByRole('button', { name: 'No thanks' }));
    expect(toEnglish()).not.toBeInTheDocument();
    expect(document.cookie).toContain('hv_lang=es');
    // The address bar never changed: no redirect.
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestras Experiencias' })).toBeInTheDocument();

    unmount();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(toEnglish()).not.toBeInTheDocument();
  });

  it("follows the language chosen in this browser over the browser's languages", async () => {
    browserLanguages(['en-US']);
    document.cookie = 'hv_lang=es; path=/';
    stubSiteApi();
    const { unmount } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(toEnglish()).not.toBeInTheDocument();
    unmount();

    browserLanguages(['es-MX']);
    document.cookie = 'hv_lang=en; path=/';
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(toEnglish()).toBeInTheDocument();
  });

  it("follows a signed-in traveller's language over the browser's", async () => {
    browserLanguages(['es-MX']);
    stubSiteApi();
    const state = authState(makeAuthUser({ locale: 'en-GB' }));
    renderAppWithin('/', ({ children }) => <WithAuth state={state}>{children}</WithAuth>);
    await screen.findByRole('heading', { level: 1 });

    expect(toEnglish()).toBeInTheDocument();
  });

  it('offers the Spanish page, in Spanish, on an English page to a browser that prefers Spanish', async () => {
    browserLanguages(['es-MX']);
    stubSiteApi();
    renderEnglishApp('/en/experiences');
    await screen.findByRole('heading', { level: 1 });

    const region = screen.getByRole('region', { name: 'Esta página también está en español.' });
    expect(region).toHaveAttribute('lang', 'es');
    expect(within(region).getByRole('link', { name: 'Cambiar a español' })).toHaveAttribute('href', '/experiencias');
    expect(within(region).getByRole('button', { name: 'No, gracias' })).toBeInTheDocument();
  });

  it("is never in the server's HTML, so a cached page is the same for everyone", () => {
    browserLanguages(['es-MX']);
    const html = renderToString(
      <InEnglish>
        <MemoryRouter initialEntries={['/en/experiences']}>
          <LanguageSuggestion />
        </MemoryRouter>
      </InEnglish>,
    );
    expect(html).toBe('');
  });
});
