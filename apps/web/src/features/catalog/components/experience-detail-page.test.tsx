import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeExperience } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ExperienceDetailPage } from './experience-detail-page.tsx';

const renderDetail = (slug: string) => renderPage('/experiencia/:slug', <ExperienceDetailPage />, `/experiencia/${slug}`);

describe('experience detail page', () => {
  it('loads the experience by slug and shows its name, bullets, price and capacity', async () => {
    const experience = makeExperience({
      name: 'Nado en cenotes',
      slug: 'nado-en-cenotes',
      price: 1250,
      max_capacity: 12,
      duration: '6 horas',
      bullets: ['Transporte redondo', 'Guía certificado', 'Comida típica'],
    });
    const fetchMock = stubFetch(() => jsonResponse(experience));
    renderDetail('nado-en-cenotes');

    expect(screen.getByText('Cargando aventura...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nado en cenotes' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/experiences/nado-en-cenotes');

    const inclusions = screen.getByRole('region', { name: '¿Qué incluye esta experiencia?' });
    const items = within(inclusions).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Transporte redondo', 'Guía certificado', 'Comida típica']);

    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByText(/por persona/)).toBeInTheDocument();
    expect(screen.getByText('hasta 12 personas')).toBeInTheDocument();
    expect(screen.getByText('6 horas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Experiencias' })).toHaveAttribute('href', '/experiencias');
    // No start times or meeting point: nothing said about them.
    expect(screen.queryByText(/Hora de inicio|Horas de inicio|Punto de encuentro/)).toBeNull();
  });

  it('says the season of an experience that runs part of the year: Temporada: enero a marzo (issue 30 item 7)', async () => {
    stubFetch(() => jsonResponse(makeExperience({ seasons: [{ from: '01-01', to: '03-31' }] })));
    renderDetail('nado-en-cenotes');
    const card = await screen.findByRole('complementary', { name: 'Precio y reserva' });
    expect(within(card).getByText('Temporada: enero a marzo')).toBeInTheDocument();
  });

  it('says no season for an experience that runs all year', async () => {
    stubFetch(() => jsonResponse(makeExperience({ seasons: [] })));
    renderDetail('nado-en-cenotes');
    await screen.findByRole('complementary', { name: 'Precio y reserva' });
    expect(screen.queryByText(/Temporada/)).toBeNull();
  });

  it('says when and where to be: the start times and the meeting point with its map (issue 15)', async () => {
    stubFetch(() =>
      jsonResponse(
        makeExperience({
          start_times: ['07:00', '13:30'],
          meeting_point: 'Plaza principal de Valladolid',
          meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Valladolid',
        }),
      ),
    );
    renderDetail('nado-en-cenotes');
    const times = (await screen.findByText('Horas de inicio')).closest('div')!;
    expect(times).toHaveTextContent('07:00 · 13:30');
    const place = screen.getByText('Punto de encuentro').closest('div')!;
    expect(place).toHaveTextContent('Plaza principal de Valladolid');
    const map = within(place).getByRole('link', { name: 'Ver en el mapa (se abre en otra pestaña)' });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Valladolid');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the gallery after the cover in order, lazy WebP widths with their descriptions (issue 16)', async () => {
    stubFetch(() =>
      jsonResponse(
        makeExperience({
          name: 'Nado en cenotes',
          gallery: [
            { url: '/storage/experience-images/cenote-azul-1.webp', alt: 'Cenote de aguas azules bajo una bóveda' },
            { url: '/storage/experience-images/cenote-2.webp', alt: '' },
          ],
        }),
      ),
    );
    renderDetail('nado-en-cenotes');
    const gallery = await screen.findByRole('region', { name: 'Galería de fotos' });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual([
      'Cenote de aguas azules bajo una bóveda',
      'Nado en cenotes, foto 2 de 2',
    ]);
    expect(photos[0]).toHaveAttribute('loading', 'lazy');
    expect(photos[0]).toHaveAttribute(
      'srcset',
      '/storage/experience-images/cenote-azul-1-480.webp 480w, /storage/experience-images/cenote-azul-1-960.webp 960w, /storage/experience-images/cenote-azul-1.webp 1600w',
    );
    expect(photos[0]).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 240px, (min-width: 640px) calc(50vw - 4.5rem), calc(50vw - 2.25rem)',
    );
    // The cover stays the first, eager image.
    expect(screen.getByRole('img', { name: 'Nado en cenotes' })).toHaveAttribute('loading', 'eager');
  });

  it('shows no gallery section for an experience without photos', async () => {
    stubFetch(() => jsonResponse(makeExperience({ gallery: [] })));
    renderDetail('nado-en-cenotes');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Galería de fotos' })).toBeNull();
  });

  it('titles the document with the experience name and the brand', async () => {
    stubFetch(() => jsonResponse(makeExperience({ name: 'Tour de mezcal', slug: 'tour-de-mezcal' })));
    renderDetail('tour-de-mezcal');

    await screen.findByRole('heading', { level: 1, name: 'Tour de mezcal' });
    expect(document.title).toBe('Tour de mezcal | Hormiga Viajera');
  });

  it("scrolls to the 'Reserva tu Lugar' section from 'Reservar Ahora'", async () => {
    stubFetch(() => jsonResponse(makeExperience()));
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderDetail('nado-en-cenotes');

    const bookNow = await screen.findByRole('link', { name: 'Reservar Ahora' });
    // A real link, so a tap before the page's code runs still lands on the section (decision 0209).
    expect(bookNow).toHaveAttribute('href', '#reservar');
    await user.click(bookNow);

    const booking = screen.getByRole('region', { name: 'Reserva tu Lugar' });
    expect(booking).toHaveAttribute('id', 'reservar');
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(booking);
    expect(booking).toHaveFocus();
  });

  it("loads the booking form into 'Reserva tu Lugar', priced from the experience", async () => {
    stubFetch(() => jsonResponse(makeExperience({ price: 1250, max_capacity: 12 })));
    renderDetail('nado-en-cenotes');

    const booking = await screen.findByRole('region', { name: 'Reserva tu Lugar' });
    expect(await within(booking).findByRole('button', { name: 'Reservar' })).toBeInTheDocument();
    expect(within(booking).getByRole('group', { name: 'Cantidad de Pasajeros' })).toBeInTheDocument();
    expect(within(booking).getByText('Solo fines de semana')).toBeInTheDocument();
    expect(within(booking).getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$1,250.00');
  });

  it('replaces the address with /experiencias when the experience does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => apiErrorResponse(404, 'not_found', 'Experiencia no encontrada.'));
    const { router } = renderDetail('no-existe');

    await waitFor(() => expect(router.state.location.pathname).toBe('/experiencias'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByTestId('other-page')).toBeInTheDocument();
  });

  it('also goes back to /experiencias when the request fails for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { router } = renderDetail('nado-en-cenotes');

    await waitFor(() => expect(router.state.location.pathname).toBe('/experiencias'));
  });
});

describe('the cancellation policy (issue 17, docs/product.md §15.1)', () => {
  it("says until when the experience can be cancelled free, next to 'Reservar Ahora'", async () => {
    stubFetch(() => jsonResponse(makeExperience({ free_cancellation_hours: 24 })));
    renderDetail('nado-en-cenotes');
    const aside = await screen.findByRole('complementary', { name: 'Precio y reserva' });
    expect(aside).toHaveTextContent(
      'Política de cancelación: Cancelación gratuita hasta 24 horas antes de la fecha y hora de inicio; después, o si no te presentas, el pago no es reembolsable.',
    );
  });

  it('names the languages the guide speaks (issue 28)', async () => {
    stubFetch(() => jsonResponse(makeExperience({ guide_languages: ['es', 'en'] })));
    renderDetail('nado-en-cenotes');
    const aside = await screen.findByRole('complementary', { name: 'Precio y reserva' });
    expect(within(aside).getByText('Idiomas del guía').closest('div')).toHaveTextContent('Español, Inglés');
  });

  it('says when an experience is not refundable', async () => {
    stubFetch(() => jsonResponse(makeExperience({ free_cancellation_hours: 0 })));
    renderDetail('nado-en-cenotes');
    const aside = await screen.findByRole('complementary', { name: 'Precio y reserva' });
    expect(within(aside).getByText('Esta reserva no es reembolsable.')).toBeInTheDocument();
  });
});

describe('the English page (issue 19)', () => {
  const renderEnglish = (slug: string) =>
    renderEnglishPage('/en/experience/:slug', <ExperienceDetailPage />, `/en/experience/${slug}`);

  it('says the season in English: Season: January to March (issue 30 item 7)', async () => {
    stubFetch(() => jsonResponse(makeExperience({ seasons: [{ from: '01-01', to: '03-31' }] })));
    renderEnglish('nado-en-cenotes');
    const card = await screen.findByRole('complementary', { name: 'Price and booking' });
    expect(within(card).getByText('Season: January to March')).toBeInTheDocument();
  });

  it('names the languages the guide speaks in English (issue 28)', async () => {
    stubFetch(() => jsonResponse(makeExperience({ guide_languages: ['es', 'en', 'fr'] })));
    renderEnglish('nado-en-cenotes');
    const card = await screen.findByRole('complementary', { name: 'Price and booking' });
    expect(within(card).getByText('Guide languages').closest('div')).toHaveTextContent('Spanish, English, French');
  });

  it("shows staff's English name, description, inclusions and meeting point, with English labels", async () => {
    stubFetch(() =>
      jsonResponse(
        makeExperience({
          name: 'Nado en cenotes',
          name_en: 'Cenote swim',
          description: 'Sumérgete en tres cenotes sagrados.',
          description_en: 'Dive into three sacred cenotes.',
          bullets: ['Transporte redondo', 'Guía certificado'],
          bullets_en: ['Round-trip transport', 'Certified guide'],
          meeting_point: 'Plaza principal de Valladolid',
          meeting_point_en: 'Valladolid main square',
          meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Valladolid',
          start_times: ['07:00'],
          price: 1250,
          max_capacity: 12,
          // The value staff entered wins over older text (decision 0215).
          duration_hours: 1.5,
          duration: 'Medio día',
        }),
      ),
    );
    renderEnglish('nado-en-cenotes');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Cenote swim' });
    expect(heading).not.toHaveAttribute('lang');
    expect(document.title).toBe('Cenote swim | Hormiga Viajera');
    expect(screen.getByText('Dive into three sacred cenotes.')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Sumérgete en tres cenotes sagrados.')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cenote swim' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to experiences' })).toHaveAttribute('href', '/en/experiences');

    const inclusions = screen.getByRole('region', { name: "What's included?" });
    expect(
      within(inclusions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Round-trip transport', 'Certified guide']);

    const card = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(within(card).getByRole('heading', { name: 'Experience details' })).toBeInTheDocument();
    expect(within(card).getByText('MX$1,250.00')).toBeInTheDocument();
    expect(within(card).getByText('per person')).toBeInTheDocument();
    // The taxes said by the price (issue 30 item 6).
    expect(within(card).getByText('Prices in MXN, VAT (IVA) included.')).toBeInTheDocument();
    expect(within(card).getByText('Group size').closest('div')).toHaveTextContent('up to 12 people');
    // A 12-hour clock for English readers.
    expect(within(card).getByText('Start time').closest('div')).toHaveTextContent('7:00 AM');
    const place = within(card).getByText('Meeting point').closest('div')!;
    expect(within(place).getByText('Valladolid main square')).not.toHaveAttribute('lang');
    expect(within(place).getByRole('link', { name: 'View on map (opens in a new tab)' })).toBeInTheDocument();
    // The duration's values in English words (issue 30 item 5).
    expect(within(card).getByText('1.5 hours')).not.toHaveAttribute('lang');
    expect(within(card).getByRole('link', { name: 'Book now' })).toBeInTheDocument();
  });

  it('shows the Spanish text marked lang="es" where staff wrote no English', async () => {
    stubFetch(() =>
      jsonResponse(
        makeExperience({
          name: 'Nado en cenotes',
          description: 'Sumérgete en tres cenotes sagrados.',
          bullets: ['Transporte redondo', 'Guía certificado'],
          meeting_point: 'Plaza principal de Valladolid',
        }),
      ),
    );
    renderEnglish('nado-en-cenotes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nado en cenotes' })).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Sumérgete en tres cenotes sagrados.')).toHaveAttribute('lang', 'es');
    const inclusions = screen.getByRole('region', { name: "What's included?" });
    expect(within(inclusions).getByRole('list')).toHaveAttribute('lang', 'es');
    const card = screen.getByRole('complementary', { name: 'Price and booking' });
    expect(within(card).getByText('Plaza principal de Valladolid')).toHaveAttribute('lang', 'es');
    // The words around them are still English.
    expect(within(card).getByText('Meeting point')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Book now' })).toBeInTheDocument();
  });
});
