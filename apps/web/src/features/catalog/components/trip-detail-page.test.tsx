import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeTrip } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, neverResolves, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { TripDetailPage } from './trip-detail-page.tsx';

const renderTrip = (slug: string) => renderPage('/viaje/:slug', <TripDetailPage />, `/viaje/${slug}`);

const metaDescription = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/** Every optional field filled in, as for 'barrancas-del-cobre' in the demo data. */
const completeTrip = makeTrip({
  destination: 'Barrancas del Cobre',
  slug: 'barrancas-del-cobre',
  price_mxn: 16500,
  price_usd: 920,
  departure_date: '2027-03-15',
  departure_time: '05:45:00',
  return_date: '2027-03-20',
  return_time: '18:15:00',
  description: 'Recorremos la Sierra Tarahumara a bordo del tren Chepe Express.',
  bullets: ['Boletos del tren Chepe Express', 'Cinco noches de hospedaje', 'Seguro de viajero'],
  duration: '6 días / 5 noches',
  capacity: 8,
  max_capacity: 16,
  responsible_name: 'Héctor Loya Chávez',
  responsible_phone: '+52 614 410 3376',
  address: 'Punto de encuentro: Estación del Chepe, Chihuahua',
  website: 'https://www.chepe.mx/',
});

/** Every optional field left out. */
const bareTrip = makeTrip({
  destination: 'Mérida y Valladolid',
  description: null,
  bullets: [],
  price_usd: null,
  return_date: null,
  return_time: null,
  duration: null,
  capacity: null,
  max_capacity: null,
  responsible_name: null,
  responsible_phone: null,
  address: null,
  website: null,
});

describe('trip detail page', () => {
  it("shows 'Cargando detalles del viaje...' while the trip loads", () => {
    stubFetch(() => neverResolves());
    renderTrip('barrancas-del-cobre');

    expect(screen.getByRole('status')).toHaveTextContent('Cargando detalles del viaje...');
  });

  it('loads the trip by slug and shows its destination and price per person', async () => {
    const fetchMock = stubFetch(() => jsonResponse(makeTrip({ destination: 'Oaxaca de Juárez', price_mxn: 8900 })));
    renderTrip('oaxaca-guelaguetza');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oaxaca de Juárez' })).toBeInTheDocument();
    expect(screen.getByText('$8,900.00 MXN por persona')).toBeInTheDocument();
    expect(screen.queryByText('Cargando detalles del viaje...')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/trips/oaxaca-guelaguetza');
    expect(document.title).toBe('Oaxaca de Juárez | Hormiga Viajera');
  });

  it('shows the gallery after the description (issue 16)', async () => {
    stubFetch(() =>
      jsonResponse(
        makeTrip({ destination: 'Oaxaca de Juárez', gallery: [{ url: '/storage/experience-images/trip-oax-1.webp', alt: '' }] }),
      ),
    );
    renderTrip('oaxaca-guelaguetza');
    const gallery = await screen.findByRole('region', { name: 'Galería de fotos' });
    expect(within(gallery).getByRole('img', { name: 'Oaxaca de Juárez, foto 1 de 1' })).toHaveAttribute('loading', 'lazy');
  });

  describe('a trip with every field', () => {
    it('shows the cover photo as a high-priority srcset image', async () => {
      stubFetch(() => jsonResponse({ ...completeTrip, image_url: '/storage/experience-images/barrancas.webp' }));
      renderTrip('barrancas-del-cobre');

      const cover = await screen.findByRole('img', { name: 'Barrancas del Cobre' });
      expect(cover).toHaveAttribute('loading', 'eager');
      expect(cover).toHaveAttribute('fetchpriority', 'high');
      expect(cover).toHaveAttribute('width');
      expect(cover).toHaveAttribute('height');
      expect(cover).toHaveAttribute('sizes');
      expect(cover.getAttribute('srcset')).toContain('/storage/experience-images/barrancas-480.webp 480w');
    });

    it('shows the description and lists what the trip includes', async () => {
      stubFetch(() => jsonResponse(completeTrip));
      renderTrip('barrancas-del-cobre');

      const description = await screen.findByRole('region', { name: 'Descripción del Viaje' });
      expect(description).toHaveTextContent('Recorremos la Sierra Tarahumara a bordo del tren Chepe Express.');
      const inclusions = screen.getByRole('region', { name: '¿Qué incluye?' });
      expect(
        within(inclusions)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Boletos del tren Chepe Express', 'Cinco noches de hospedaje', 'Seguro de viajero']);
    });

    it("fills 'Detalles del Viaje' with the long es-MX date, the time as HH:mm, duration, capacity and return", async () => {
      stubFetch(() => jsonResponse(completeTrip));
      renderTrip('barrancas-del-cobre');

      const details = await screen.findByRole('region', { name: 'Detalles del Viaje' });
      const fact = (label: string) => within(details).getByText(label).nextElementSibling;
      expect(fact('Fecha de salida')).toHaveTextContent('15 de marzo de 2027');
      expect(fact('Hora')).toHaveTextContent(/^05:45$/);
      expect(fact('Duración')).toHaveTextContent('6 días / 5 noches');
      expect(fact('Capacidad')).toHaveTextContent('hasta 16 personas');
      expect(fact('Capacidad')).toHaveTextContent('mínimo 8 personas');
      expect(fact('Regreso')).toHaveTextContent('20 de marzo de 2027');
      expect(fact('Regreso')).toHaveTextContent('a las 18:15');
      expect(within(details).getByText('$16,500.00')).toBeInTheDocument();
      // The taxes said by the price (issue 30 item 6).
      expect(within(details).getByText('Precios en MXN, IVA incluido.')).toBeInTheDocument();
      expect(within(details).getByText('o USD 920.00 por persona')).toBeInTheDocument();
    });

    it("shows 'Contacto y Ubicación' with a dialable phone and the website in a new tab", async () => {
      stubFetch(() => jsonResponse(completeTrip));
      renderTrip('barrancas-del-cobre');

      const contact = await screen.findByRole('region', { name: 'Contacto y Ubicación' });
      expect(within(contact).getByText('Héctor Loya Chávez')).toBeInTheDocument();
      expect(within(contact).getByRole('link', { name: '+52 614 410 3376' })).toHaveAttribute('href', 'tel:+526144103376');
      expect(within(contact).getByText('Punto de encuentro: Estación del Chepe, Chihuahua')).toBeInTheDocument();
      const website = within(contact).getByRole('link', { name: 'Visitar sitio web' });
      expect(website).toHaveAttribute('href', 'https://www.chepe.mx/');
      expect(website).toHaveAttribute('target', '_blank');
      expect(website).toHaveAttribute('rel', 'noopener noreferrer');
      expect(website).toHaveAccessibleDescription('Se abre en una pestaña nueva');
    });

    it("scrolls smoothly to 'Reserva tu Lugar' from 'Reservar Ahora'", async () => {
      stubFetch(() => jsonResponse(completeTrip));
      const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
      const { user } = renderTrip('barrancas-del-cobre');

      await user.click(await screen.findByRole('link', { name: 'Reservar Ahora' }));

      const booking = screen.getByRole('region', { name: 'Reserva tu Lugar' });
      expect(booking).toHaveAttribute('id', 'reservar');
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
      expect(scrollIntoView.mock.contexts[0]).toBe(booking);
      expect(booking).toHaveFocus();
    });

    it('sets the meta description to the first 160 characters of the description', async () => {
      const description = 'Sierra Tarahumara. '.repeat(12);
      stubFetch(() => jsonResponse({ ...completeTrip, description }));
      const { unmount } = renderTrip('barrancas-del-cobre');

      await screen.findByRole('heading', { level: 1, name: 'Barrancas del Cobre' });
      expect(metaDescription()).toBe(description.slice(0, 160));

      unmount();
      expect(metaDescription()).toBeUndefined();
    });
  });

  describe('a trip without the optional fields', () => {
    it('falls back to a fixed text when the trip has no description', async () => {
      stubFetch(() => jsonResponse(bareTrip));
      renderTrip('merida-y-valladolid');

      const description = await screen.findByRole('region', { name: 'Descripción del Viaje' });
      expect(within(description).getByText('No hay descripción disponible para este viaje.')).toBeInTheDocument();
    });

    it("describes the page as 'Detalles sobre el viaje a {destination}'", async () => {
      stubFetch(() => jsonResponse(bareTrip));
      renderTrip('merida-y-valladolid');

      await screen.findByRole('heading', { level: 1, name: 'Mérida y Valladolid' });
      expect(metaDescription()).toBe('Detalles sobre el viaje a Mérida y Valladolid');
    });

    it("has no '¿Qué incluye?' when there are no bullets", async () => {
      stubFetch(() => jsonResponse(bareTrip));
      renderTrip('merida-y-valladolid');

      await screen.findByRole('heading', { level: 1, name: 'Mérida y Valladolid' });
      expect(screen.queryByRole('heading', { name: '¿Qué incluye?' })).not.toBeInTheDocument();
    });

    it("has no 'Contacto y Ubicación' without a responsible name or an address", async () => {
      stubFetch(() => jsonResponse({ ...bareTrip, responsible_phone: '+52 999 214 7785', website: 'https://example.mx' }));
      renderTrip('merida-y-valladolid');

      await screen.findByRole('heading', { level: 1, name: 'Mérida y Valladolid' });
      expect(screen.queryByRole('heading', { name: 'Contacto y Ubicación' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Visitar sitio web' })).not.toBeInTheDocument();
    });

    it('keeps only the departure date and time in the details card', async () => {
      stubFetch(() => jsonResponse({ ...bareTrip, departure_date: '2027-09-16', departure_time: '08:15:00' }));
      renderTrip('merida-y-valladolid');

      const details = await screen.findByRole('region', { name: 'Detalles del Viaje' });
      expect(within(details).getByText('16 de septiembre de 2027')).toBeInTheDocument();
      expect(within(details).getByText('08:15')).toBeInTheDocument();
      for (const label of ['Duración', 'Capacidad', 'Regreso']) {
        expect(within(details).queryByText(label)).not.toBeInTheDocument();
      }
      expect(within(details).queryByText(/USD/)).not.toBeInTheDocument();
      expect(within(details).getByRole('link', { name: 'Reservar Ahora' })).toBeInTheDocument();
    });

    it("offers no 'Visitar sitio web' that opens the trip's own page, in either language (issue 30 item 6)", async () => {
      for (const website of [
        'https://hormigaviajera.mx/viaje/barrancas-del-cobre',
        'https://otro-dominio.mx/en/trip/barrancas-del-cobre/',
      ]) {
        stubFetch(() => jsonResponse({ ...completeTrip, website }));
        const { unmount } = renderTrip('barrancas-del-cobre');
        const contact = await screen.findByRole('region', { name: 'Contacto y Ubicación' });
        expect(within(contact).getByText('Héctor Loya Chávez')).toBeInTheDocument();
        expect(within(contact).queryByRole('link', { name: 'Visitar sitio web' })).not.toBeInTheDocument();
        unmount();
      }
    });

    it('shows the contact block with only an address, without a website link', async () => {
      stubFetch(() => jsonResponse({ ...bareTrip, address: 'Aeropuerto Internacional de Mérida' }));
      renderTrip('merida-y-valladolid');

      const contact = await screen.findByRole('region', { name: 'Contacto y Ubicación' });
      expect(within(contact).getByText('Aeropuerto Internacional de Mérida')).toBeInTheDocument();
      expect(within(contact).queryByText('Responsable')).not.toBeInTheDocument();
      expect(within(contact).queryByRole('link')).not.toBeInTheDocument();
    });

    it('shows only the minimum when the trip has no maximum capacity', async () => {
      stubFetch(() => jsonResponse({ ...bareTrip, capacity: 2 }));
      renderTrip('merida-y-valladolid');

      const details = await screen.findByRole('region', { name: 'Detalles del Viaje' });
      expect(within(details).getByText('Capacidad').nextElementSibling).toHaveTextContent(/^mínimo 2 personas$/);
    });

    it('does not link a website that is not an http(s) address', async () => {
      stubFetch(() => jsonResponse({ ...completeTrip, website: 'javascript:alert(1)' }));
      renderTrip('barrancas-del-cobre');

      const contact = await screen.findByRole('region', { name: 'Contacto y Ubicación' });
      expect(within(contact).queryByRole('link', { name: 'Visitar sitio web' })).not.toBeInTheDocument();
    });
  });

  describe('not found', () => {
    it('says the trip was not found, with a link to all experiences', async () => {
      stubFetch(() => apiErrorResponse(404, 'not_found', 'Viaje no encontrado'));
      renderTrip('no-existe');

      expect(await screen.findByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeInTheDocument();
      expect(screen.getByText('Lo sentimos, no pudimos encontrar el viaje que estás buscando.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver todas las experiencias' })).toHaveAttribute('href', '/experiencias');
    });

    it('treats any other load error as not found, and logs it', async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      stubFetch(() => apiErrorResponse(500, 'internal', 'Algo salió mal. Inténtalo de nuevo más tarde.'));
      renderTrip('barrancas-del-cobre');

      expect(await screen.findByRole('heading', { level: 1, name: 'Viaje no encontrado' })).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalled();
    });

    it("goes to /experiencias from 'Ver todas las experiencias'", async () => {
      stubFetch(() => apiErrorResponse(404, 'not_found', 'Viaje no encontrado'));
      const { user, router } = renderTrip('no-existe');

      await user.click(await screen.findByRole('link', { name: 'Ver todas las experiencias' }));
      expect(router.state.location.pathname).toBe('/experiencias');
    });
  });
});

describe('the cancellation policy (issue 17, docs/product.md §15.1)', () => {
  it("shows the trip's policy in 'Detalles del Viaje'", async () => {
    stubFetch(() => jsonResponse(makeTrip({ free_cancellation_hours: 72 })));
    renderTrip('oaxaca-guelaguetza');
    const card = await screen.findByRole('region', { name: 'Detalles del Viaje' });
    expect(within(card).getByText(/^Cancelación gratuita hasta 72 horas antes/)).toBeInTheDocument();
  });

  it('says when a trip is not refundable', async () => {
    stubFetch(() => jsonResponse(makeTrip({ free_cancellation_hours: 0 })));
    renderTrip('oaxaca-guelaguetza');
    const card = await screen.findByRole('region', { name: 'Detalles del Viaje' });
    expect(within(card).getByText('Esta reserva no es reembolsable.')).toBeInTheDocument();
  });
});

describe('the English page (issue 19)', () => {
  const renderEnglish = (slug: string) => renderEnglishPage('/en/trip/:slug', <TripDetailPage />, `/en/trip/${slug}`);

  it("shows staff's English destination, description and inclusions, with English labels and dates", async () => {
    stubFetch(() =>
      jsonResponse({
        ...completeTrip,
        // The values staff entered (decision 0215), with no Spanish text to read them from.
        duration: null,
        duration_days: 6,
        duration_nights: 5,
        destination_en: 'Copper Canyon',
        description_en: 'We cross the Sierra Tarahumara aboard the Chepe Express train.',
        bullets_en: ['Chepe Express train tickets', 'Five nights of lodging'],
      }),
    );
    renderEnglish('barrancas-del-cobre');

    expect(await screen.findByRole('heading', { level: 1, name: 'Copper Canyon' })).not.toHaveAttribute('lang');
    expect(document.title).toBe('Copper Canyon | Hormiga Viajera');
    expect(metaDescription()).toBe('We cross the Sierra Tarahumara aboard the Chepe Express train.');
    expect(screen.getByText('MX$16,500.00 per person')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Trip summary' })).toHaveTextContent('Departs March 15, 2027');

    const description = screen.getByRole('region', { name: 'About this trip' });
    expect(description).toHaveTextContent('We cross the Sierra Tarahumara aboard the Chepe Express train.');
    const inclusions = screen.getByRole('region', { name: "What's included?" });
    expect(
      within(inclusions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Chepe Express train tickets', 'Five nights of lodging']);

    const details = screen.getByRole('region', { name: 'Trip details' });
    const fact = (label: string) => within(details).getByText(label).nextElementSibling;
    expect(fact('Departure date')).toHaveTextContent('March 15, 2027');
    expect(fact('Return')).toHaveTextContent('March 20, 2027');
    expect(fact('Return')).toHaveTextContent('at 6:15 PM');
    expect(fact('Group size')).toHaveTextContent('up to 16 people');
    expect(fact('Group size')).toHaveTextContent('at least 8 people');
    // The duration's values in English words (issue 30 item 5).
    expect(within(details).getByText('6 days / 5 nights')).not.toHaveAttribute('lang');
    expect(within(details).getByText('or $920.00 USD per person')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Book now' })).toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Contact and location' });
    expect(within(contact).getByRole('link', { name: 'Visit website' })).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('marks the Spanish destination and description lang="es" when staff wrote no English', async () => {
    stubFetch(() => jsonResponse(completeTrip));
    renderEnglish('barrancas-del-cobre');

    expect(await screen.findByRole('heading', { level: 1, name: 'Barrancas del Cobre' })).toHaveAttribute('lang', 'es');
    const description = screen.getByRole('region', { name: 'About this trip' });
    expect(within(description).getByText('Recorremos la Sierra Tarahumara a bordo del tren Chepe Express.')).toHaveAttribute(
      'lang',
      'es',
    );
    expect(within(screen.getByRole('region', { name: "What's included?" })).getByRole('list')).toHaveAttribute('lang', 'es');
  });

  it("describes a trip without a description as 'Details of the trip to …', and says so on the page", async () => {
    stubFetch(() => jsonResponse({ ...bareTrip, destination_en: 'Merida and Valladolid' }));
    renderEnglish('merida-y-valladolid');

    await screen.findByRole('heading', { level: 1, name: 'Merida and Valladolid' });
    expect(metaDescription()).toBe('Details of the trip to Merida and Valladolid');
    expect(screen.getByText('There is no description for this trip yet.')).toBeInTheDocument();
  });

  it('says in English that the trip was not found, with a link to the English list', async () => {
    stubFetch(() => apiErrorResponse(404, 'not_found', 'Viaje no encontrado'));
    renderEnglish('no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Trip not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all experiences' })).toHaveAttribute('href', '/en/experiences');
  });
});
