import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeExperience } from '@/test/factories.ts';
import { jsonResponse, neverResolves, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderRoutes } from '@/test/render-routes.tsx';
import { LandingPage } from './landing-page.tsx';

const EXPERIENCES = [
  makeExperience({ name: 'Nado en cenotes de Yucatán', slug: 'cenotes' }),
  makeExperience({ name: 'Callejoneada en Guanajuato', slug: 'callejoneada', price: 650 }),
  makeExperience({ name: 'Globo en Teotihuacán', slug: 'globo', price: 4200 }),
];

function stubApi() {
  return stubFetch((url) => (url.pathname === '/api/experiences' ? jsonResponse({ data: EXPERIENCES }) : neverResolves()));
}

const renderLanding = () => renderRoutes([{ path: '/', element: <LandingPage /> }]);

function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion'),
  })) as typeof window.matchMedia;
}

describe('LandingPage', () => {
  it('has the four sections of docs/product.md §2.3 as anchors', async () => {
    stubApi();
    renderLanding();

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const id of ['inicio', 'experiencias', 'renta-transporte', 'reviews']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
    expect(document.title).toBe('Hormiga Viajera | Experiencias y viajes por México');
  });

  it('offers all experiences and a jump to the transport section in the hero', async () => {
    stubApi();
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderLanding();

    const hero = document.getElementById('inicio')!;
    expect(within(hero).getByRole('link', { name: /Ver todas las experiencias/ })).toHaveAttribute('href', '/experiencias');
    await user.click(within(hero).getByRole('button', { name: /Rentar transporte/ }));

    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('renta-transporte'));
    expect(document.getElementById('renta-transporte')).toHaveFocus();
  });

  it('shows the 3 popular experiences asked of the server', async () => {
    const fetchMock = stubApi();
    renderLanding();

    const section = document.getElementById('experiencias')!;
    const cards = await within(section).findAllByRole('link', { name: /Nado|Callejoneada|Globo/ });
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('href', '/experiencia/cenotes');
    expect(within(section).getByText('$650.00')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), window.location.origin);
    expect(url.searchParams.get('limit')).toBe('3');
  });

  it('promises exactly the five transport claims of docs/product.md §2.3', async () => {
    stubApi();
    renderLanding();

    const section = document.getElementById('renta-transporte')!;
    // The section's body is a lazy chunk that arrives as it nears the screen.
    await within(section).findByRole('form', { name: 'Solicita tu transporte' });
    for (const claim of [
      'Confirmación en menos de 24 horas',
      'Cancelación gratuita hasta 48 h antes',
      'Conductores certificados',
      'Seguro de viajero incluido',
      'Servicio puerta a puerta',
    ]) {
      expect(within(section).getByText(claim)).toBeInTheDocument();
    }
    expect(within(section).getByRole('form', { name: 'Solicita tu transporte' })).toBeInTheDocument();
  });

  it('shows the four vehicles with their capacities in a labelled carousel', async () => {
    stubApi();
    renderLanding();

    const carousel = await screen.findByRole('region', { name: 'Nuestros vehículos' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 de 4', '2 de 4', '3 de 4', '4 de 4']);
    for (const text of ['Hasta 4 personas', 'Hasta 7 personas', 'Hasta 14 pasajeros', 'Hasta 19 personas']) {
      expect(within(carousel).getByText(text)).toBeInTheDocument();
    }
    expect(within(carousel).getByRole('button', { name: 'Vehículo anterior' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Vehículo siguiente' })).toBeInTheDocument();
  });

  it('groups the fleet gallery, vans included', async () => {
    stubApi();
    const { user } = renderLanding();

    const tabs = await screen.findByRole('tablist', { name: 'Tipo de vehículo en la galería' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Sedanes', 'SUVs', 'Vans']);

    await user.click(within(tabs).getByRole('tab', { name: 'Vans' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Toyota Hiace para grupos y eventos')).toBeInTheDocument();
    expect(within(panel).getByText('Mercedes Sprinter en la Riviera Maya')).toBeInTheDocument();
  });

  it('shows five testimonials with their star rating', async () => {
    stubApi();
    renderLanding();

    const reviews = await screen.findByRole('region', { name: 'Opiniones de viajeros' });
    expect(within(reviews).getAllByRole('group')).toHaveLength(5);
    const ratings = within(reviews).getAllByRole('img', { name: /^Calificación: \d de 5$/ });
    expect(ratings).toHaveLength(5);
    expect(ratings[0]).toHaveAccessibleName('Calificación: 5 de 5');
    expect(within(reviews).getAllByRole('img', { name: 'Calificación: 4 de 5' }).length).toBeGreaterThan(0);
  });

  it('autoplays the carousels, and lets the visitor pause them', async () => {
    stubApi();
    const { user } = renderLanding();

    const reviews = await screen.findByRole('region', { name: 'Opiniones de viajeros' });
    const pause = within(reviews).getByRole('button', { name: 'Pausar carrusel' });
    await user.click(pause);
    expect(within(reviews).getByRole('button', { name: 'Reproducir carrusel' })).toBeInTheDocument();
  });

  it('does not autoplay for people who prefer reduced motion', async () => {
    preferReducedMotion();
    stubApi();
    renderLanding();

    for (const name of ['Nuestros vehículos', 'Opiniones de viajeros']) {
      const carousel = await screen.findByRole('region', { name });
      expect(within(carousel).getByRole('button', { name: 'Reproducir carrusel' })).toBeInTheDocument();
    }
  });
});

describe('LandingPage in English', () => {
  function renderEnglishLanding() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/en', element: <LandingPage /> }], { initialEntries: ['/en'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
      { wrapper: InEnglish },
    );
  }

  it('greets in English and links to the English pages', async () => {
    stubFetch((url) => (url.pathname === '/api/experiences' ? jsonResponse({ data: [] }) : neverResolves()));
    renderEnglishLanding();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discover Mexico step by step, like a travelling ant' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Hormiga Viajera | Experiences and trips across Mexico'));
    const hero = document.getElementById('inicio')!;
    expect(within(hero).getByRole('link', { name: /See all experiences/ })).toHaveAttribute('href', '/en/experiences');
    expect(within(hero).getByRole('button', { name: /Book transport/ })).toBeInTheDocument();
    expect(within(hero).getByText('Small groups')).toBeInTheDocument();

    const popular = document.getElementById('experiencias')!;
    expect(within(popular).getByRole('heading', { level: 2, name: 'Popular experiences' })).toBeInTheDocument();
    expect(within(popular).getByRole('link', { name: /Browse all experiences/ })).toHaveAttribute('href', '/en/experiences');
    expect(await within(popular).findByText(/No experiences are available right now\./)).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'What our travellers say' })).toBeInTheDocument();
    const reviews = await screen.findByRole('region', { name: 'Traveller reviews' });
    expect(within(reviews).getAllByRole('img', { name: 'Rating: 5 out of 5' }).length).toBeGreaterThan(0);
    expect(within(reviews).getByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
  });
});
