import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CHECKOUT_MESSAGES, DESK_MESSAGES, type CheckoutQuote, type ManualSaleResult, type Role } from '@hv/shared';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { makeAvailability, makeExperience, makeTrip } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { listPage } from '../crud/test-utils.tsx';
import type { PersonRow } from '../people/people-api.ts';
import ManualSalePage from './manual-sale-page.tsx';
import { NewSaleLink } from './new-sale-link.tsx';
import { useAdminMe } from '../shell/use-admin-me.ts';

// Wednesday 18 November 2026, midday in Mexico City.
const NOW = new Date('2026-11-18T18:00:00Z');

const EXPERIENCE = makeExperience({ name: 'Globo al amanecer', price: 1400, start_times: ['06:30', '08:00'], max_capacity: 8 });
const TRIP = makeTrip({ destination: 'Barrancas del Cobre', price_mxn: 9800, departure_date: '2026-12-12' });
const DEPARTED = makeTrip({ destination: 'Viaje que ya salió', departure_date: '2026-11-01' });
const HIDDEN = makeExperience({ name: 'Experiencia en borrador', status: 'Borrador' });
const ROSA: PersonRow = {
  id: '00000000-0000-4000-8000-00000000a0a0',
  email: 'rosa@example.com',
  full_name: 'Rosa Martínez',
  phone: '+525512345678',
  country: 'México',
  city: 'Puebla',
  role: 'Viajero',
  seeds: 40,
  created_at: '2026-10-01T12:00:00.000Z',
};
const QUOTE: CheckoutQuote = {
  subtotal: 2800,
  discount: 280,
  total: 2520,
  giftCardAmount: 0,
  amount: 2520,
  currency: 'MXN',
  giftCard: null,
};
const PAID: ManualSaleResult = {
  id: '00000000-0000-4000-8000-0000000000c1',
  reference: '0000C1AB',
  status: 'Pagada',
  total: 2520,
  paymentPath: null,
  voucherPath: '/reserva/0000C1AB?t=voucher',
};
const LINKED: ManualSaleResult = {
  id: '00000000-0000-4000-8000-0000000000c2',
  reference: 'ABCD1234',
  status: 'Pendiente',
  total: 9800,
  paymentPath: '/pagar/ABCD1234?t=firma-del-enlace',
  voucherPath: null,
};

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** The staff API the screen uses, with `role` signed in; `override` answers first. */
function deskApi(role: Role, override: Handler = () => undefined) {
  const sales: unknown[] = [];
  const quotes: unknown[] = [];
  const fetchMock = stubFetch(async (url, init) => {
    const custom = await override(url, init);
    if (custom) return custom;
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (url.pathname === '/api/admin/experiences') return jsonResponse(listPage([EXPERIENCE, HIDDEN]));
    if (url.pathname === '/api/admin/trips') return jsonResponse(listPage([TRIP, DEPARTED]));
    if (url.pathname === '/api/closed-dates') return jsonResponse({ dates: ['2026-11-28'] });
    // Places left on the chosen date, per start time (paid bookings and payment links holding theirs).
    if (url.pathname === '/api/availability')
      return jsonResponse(
        makeAvailability({
          capacity: 8,
          booked: 3,
          placesLeft: 5,
          startTimes: [
            { startTime: '06:30', placesLeft: 5 },
            { startTime: '08:00', placesLeft: 2 },
          ],
        }),
      );
    if (url.pathname === '/api/admin/people') return jsonResponse(listPage(url.searchParams.get('q') === 'rosa' ? [ROSA] : []));
    if (url.pathname === '/api/payments/quote') {
      quotes.push(JSON.parse(String(init?.body)));
      return jsonResponse(QUOTE);
    }
    if (url.pathname === '/api/admin/bookings/manual') {
      const body = JSON.parse(String(init?.body)) as { payment: { mode: string } };
      sales.push(body);
      return jsonResponse(body.payment.mode === 'link' ? LINKED : PAID, 201);
    }
    return apiErrorResponse(500, 'internal', `sin stub: ${url.pathname}`);
  });
  return { fetchMock, sales, quotes };
}

const renderSale = () =>
  renderRoutes(
    [
      { path: '/admin/reservas/nueva', element: <ManualSalePage /> },
      { path: '*', element: <p data-testid="other-page" /> },
    ],
    { path: '/admin/reservas/nueva' },
  );

type User = ReturnType<typeof renderSale>['user'];

// The form waits for the booking feature's checkout fields, a chunk of their own (slow to load the first time).
const itemSelect = () => screen.findByRole('combobox', { name: /Experiencia o viaje/ }, { timeout: 10_000 });

async function chooseItem(user: User, name: RegExp) {
  const select = await itemSelect();
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeInTheDocument());
  await user.selectOptions(select, within(select).getByRole('option', { name }));
}

async function typeContact(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Luis Pérez');
  await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'luis@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Celular' }), '33 1234 5678');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetToastsForTests();
});

// Each test fills a long form (about twenty fields): slow on a busy 2-core machine.
const slow = { timeout: 30_000 };

describe("'Nueva venta manual'", slow, () => {
  it('sells an experience paid outside the site: the server total prefills the amount; the account fills the contact', async () => {
    const { sales, quotes } = deskApi('Coordinador');
    const { user } = renderSale();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva venta manual' })).toBeInTheDocument();

    // Only what can be sold: public, and trips not yet gone.
    const select = await itemSelect();
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).queryByRole('option', { name: /borrador|ya salió/ })).not.toBeInTheDocument();
    await chooseItem(user, /^Globo al amanecer/);

    // The booking form's calendar: weekends only, closed dates not offered.
    await user.click(screen.getByRole('button', { name: /^Fecha/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    expect(within(calendar).getByRole('button', { name: /^sábado, 28 de noviembre de 2026, cerrada/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(calendar).getByRole('button', { name: /^viernes, 20 de noviembre/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('button', { name: /^sábado, 21 de noviembre/ }));
    await user.click(screen.getByRole('radio', { name: '08:00' }));
    const passengers = screen.getByRole('spinbutton', { name: /Pasajeros/ });
    await user.clear(passengers);
    await user.type(passengers, '2');
    await user.type(screen.getByRole('textbox', { name: /Código de cupón/ }), 'verano10');

    await user.type(screen.getByRole('searchbox', { name: /Buscar cuenta de viajero/ }), 'rosa');
    await user.click(await screen.findByRole('button', { name: /Rosa Martínez/ }));
    expect(screen.getByText(/Cuenta:/).parentElement).toHaveTextContent('Rosa Martínez · rosa@example.com');
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Rosa Martínez');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('rosa@example.com');
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('55 1234 5678');
    expect(screen.getByRole('textbox', { name: 'Nombre completo del pasajero 1' })).toHaveValue('Rosa Martínez');
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo del pasajero 2' }), 'Jorge Martínez');

    // The server's price, before anything is saved, and the amount it prefills.
    expect(await screen.findByText('$2,520.00')).toBeInTheDocument();
    expect(screen.getByText('Descuento del cupón').nextElementSibling).toHaveTextContent('−$280.00');
    const amount = screen.getByRole('textbox', { name: /Importe recibido/ });
    expect(amount).toHaveValue('2520.00');
    expect(quotes.at(-1)).toEqual({
      kind: 'experience',
      id: EXPERIENCE.id,
      date: '2026-11-21',
      startTime: '08:00',
      passengers: 2,
      couponCode: 'VERANO10',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: /Método/ }), 'Transferencia');
    await user.type(screen.getByRole('textbox', { name: /Nota/ }), 'SPEI recibido');
    await user.click(screen.getByRole('button', { name: 'Registrar venta pagada' }));

    expect(await screen.findByRole('heading', { name: 'Venta registrada' })).toHaveFocus();
    expect(sales).toEqual([
      {
        kind: 'experience',
        id: EXPERIENCE.id,
        date: '2026-11-21',
        startTime: '08:00',
        passengers: 2,
        couponCode: 'VERANO10',
        contactName: 'Rosa Martínez',
        contactEmail: 'rosa@example.com',
        contactPhoneCountry: 'MX',
        contactPhone: '55 1234 5678',
        passengerNames: ['Rosa Martínez', 'Jorge Martínez'],
        userId: ROSA.id,
        payment: { mode: 'paid', method: 'Transferencia', amount: 2520, note: 'SPEI recibido' },
      },
    ]);
    expect(screen.getByText('0000C1AB')).toBeInTheDocument();
    expect(screen.getByText('Pagada')).toBeInTheDocument();
    expect(screen.getByText(/Pagada en transferencia\. Enviamos la confirmación a rosa@example\.com\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la reserva' })).toHaveAttribute('href', `/admin/reservas/${PAID.id}`);
    expect(screen.queryByRole('button', { name: 'Copiar enlace' })).not.toBeInTheDocument();
  });

  it("sends a payment link: the full link, 'Copiar enlace' and 'Enviar por WhatsApp' with it", async () => {
    const { sales } = deskApi('Administrador');
    const { user } = renderSale();
    await chooseItem(user, /^Barrancas del Cobre/);
    // A trip leaves on its date: shown, not chosen.
    expect(screen.getByText('sábado, 12 de diciembre de 2026')).toBeInTheDocument();
    await typeContact(user);
    await user.click(screen.getByRole('radio', { name: /Enviar enlace de pago/ }));
    expect(screen.queryByRole('textbox', { name: /Importe recibido/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nota/ }), 'Pidió pagar con tarjeta');
    await user.click(screen.getByRole('button', { name: 'Crear reserva y enlace' }));

    expect(await screen.findByRole('heading', { name: 'Reserva creada: falta el pago' })).toBeInTheDocument();
    expect(sales).toEqual([
      {
        kind: 'trip',
        id: TRIP.id,
        date: '2026-12-12',
        passengers: 1,
        contactName: 'Luis Pérez',
        contactEmail: 'luis@example.com',
        contactPhoneCountry: 'MX',
        contactPhone: '33 1234 5678',
        passengerNames: ['Luis Pérez'],
        payment: { mode: 'link', expiresInHours: 24, note: 'Pidió pagar con tarjeta' },
      },
    ]);
    const url = `${window.location.origin}/pagar/ABCD1234?t=firma-del-enlace`;
    expect(screen.getByRole('textbox', { name: 'Enlace de pago' })).toHaveValue(url);
    expect(screen.getByText('Pendiente')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Enlace copiado.')).toBeInTheDocument();

    const whatsapp = screen.getByRole('link', { name: /Enviar por WhatsApp/ });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/523312345678');
    expect(href.searchParams.get('text')).toBe(
      `Hola Luis, este es el enlace para pagar tu reserva ABCD1234 de Barrancas del Cobre (12 de diciembre de 2026) en Hormiga Viajera, por $9,800.00: ${url}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Ver la reserva' })).toHaveAttribute('href', `/admin/reservas/${LINKED.id}`);

    // Another sale starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Registrar otra venta' }));
    expect(await itemSelect()).toHaveValue('');
  });

  it("puts the server's refusal of the amount under 'Importe recibido'", async () => {
    const message = DESK_MESSAGES.manualAmount('$9,800.00');
    deskApi('Coordinador', (url) =>
      url.pathname === '/api/admin/bookings/manual'
        ? apiErrorResponse(400, 'validation', message, { 'payment.amount': message })
        : undefined,
    );
    const { user } = renderSale();
    await chooseItem(user, /^Barrancas del Cobre/);
    await typeContact(user);
    const amount = screen.getByRole('textbox', { name: /Importe recibido/ });
    await waitFor(() => expect(amount).toHaveValue('2520.00'));
    await user.clear(amount);
    await user.type(amount, '9000');
    await user.click(screen.getByRole('button', { name: 'Registrar venta pagada' }));

    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Venta registrada' })).not.toBeInTheDocument();
  });

  it('checks the form before sending: no item, no contact, no amount', async () => {
    const { sales } = deskApi('Coordinador');
    const { user } = renderSale();
    await itemSelect();
    await user.click(screen.getByRole('button', { name: 'Registrar venta pagada' }));

    expect(await screen.findByText('Elige una experiencia o un viaje de la lista.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu nombre completo.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el importe recibido, por ejemplo 1400.00.')).toBeInTheDocument();
    expect(sales).toEqual([]);
  });

  it('a walk-in: opens with today, the first start time and cash chosen, shows places left, and sells without an e-mail', async () => {
    // Saturday 21 November 2026, 10:00 in Mexico City: a busy Saturday at the desk.
    vi.setSystemTime(new Date('2026-11-21T16:00:00Z'));
    const { sales, fetchMock } = deskApi('Coordinador');
    const { user } = renderSale();
    await chooseItem(user, /^Globo al amanecer/);

    expect(screen.getByRole('button', { name: /^Fecha/ })).toHaveTextContent('sábado, 21 de noviembre de 2026');
    expect(screen.getByRole('radio', { name: '06:30' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pagada fuera del sitio/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Método/ })).toHaveValue('Efectivo');
    expect(await screen.findByText('06:30 · Quedan 5 lugares — 08:00 · Quedan 2 lugares')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/api/availability'))).toBe(
      `/api/availability?kind=experience&id=${EXPERIENCE.id}&date=2026-11-21`,
    );

    // Only a name and a phone.
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Luis Pérez');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '33 1234 5678');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Importe recibido/ })).toHaveValue('2520.00'));
    await user.click(screen.getByRole('button', { name: 'Registrar venta pagada' }));

    expect(await screen.findByRole('heading', { name: 'Venta registrada' })).toBeInTheDocument();
    expect(sales).toEqual([
      {
        kind: 'experience',
        id: EXPERIENCE.id,
        date: '2026-11-21',
        startTime: '06:30',
        passengers: 1,
        contactName: 'Luis Pérez',
        contactPhoneCountry: 'MX',
        contactPhone: '33 1234 5678',
        passengerNames: ['Luis Pérez'],
        payment: { mode: 'paid', method: 'Efectivo', amount: 2520 },
      },
    ]);
    expect(screen.getByText(/Sin correo: no se envió confirmación/)).toBeInTheDocument();
  });

  it('the walk-in calendar shows each day’s places left and places held by payments under way (decision 0222)', async () => {
    vi.setSystemTime(new Date('2026-11-21T16:00:00Z'));
    const day = (date: string, sold: { startTime: string; passengers: number; held: number }[]) => ({
      date,
      bookable: true,
      closed: false,
      reason: null,
      sold,
    });
    const { fetchMock } = deskApi('Coordinador', (url) =>
      url.pathname === `/api/admin/experiences/${EXPERIENCE.id}/availability`
        ? jsonResponse({
            month: '2026-11',
            name: EXPERIENCE.name,
            capacity: 8,
            startTimes: ['06:30', '08:00'],
            days: [
              day('2026-11-21', [
                { startTime: '06:30', passengers: 3, held: 2 },
                { startTime: '08:00', passengers: 6, held: 0 },
              ]),
              day('2026-11-22', [
                { startTime: '06:30', passengers: 0, held: 0 },
                { startTime: '08:00', passengers: 0, held: 0 },
              ]),
            ],
          })
        : undefined,
    );
    const { user } = renderSale();
    await chooseItem(user, /^Globo al amanecer/);
    await user.click(screen.getByRole('button', { name: /^Fecha/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    // The words under the day are the words in its name.
    const today = await within(calendar).findByRole('button', {
      name: /^sábado, 21 de noviembre de 2026.*5 libres · 2 en pago/,
    });
    expect(within(today).getByText('5 libres')).toBeInTheDocument();
    expect(within(today).getByText('2 en pago')).toBeInTheDocument();
    const sunday = within(calendar).getByRole('button', { name: /^domingo, 22 de noviembre de 2026/ });
    expect(sunday).toHaveAccessibleName(expect.stringContaining('16 libres'));
    expect(within(sunday).getByText('16 libres')).toBeInTheDocument();
    expect(within(sunday).queryByText(/en pago/)).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls
        .map(([u]) => String(u))
        .find((u) => u.includes(`/api/admin/experiences/${EXPERIENCE.id}/availability`)),
    ).toBe(`/api/admin/experiences/${EXPERIENCE.id}/availability?month=2026-11`);
  });

  it('offers only the dates the experience runs: its weekdays inside its season (decision 0208)', async () => {
    // Saturday 21 November 2026 at the desk: a whale tour that runs on Wednesdays and Saturdays, January to March.
    vi.setSystemTime(new Date('2026-11-21T16:00:00Z'));
    const whales = makeExperience({
      name: 'Ballenas en Bahía Magdalena',
      start_times: [],
      weekdays: ['wed', 'sat'],
      seasons: [{ from: '01-01', to: '03-31' }],
    });
    deskApi('Coordinador', (url) =>
      url.pathname === '/api/admin/experiences' ? jsonResponse(listPage([EXPERIENCE, whales])) : undefined,
    );
    const { user } = renderSale();
    await chooseItem(user, /^Ballenas en Bahía Magdalena/);

    // Today is a Saturday but out of season: not kept as the walk-in's date.
    const button = screen.getByRole('button', { name: /^Fecha/ });
    expect(button).toHaveTextContent('Elige una fecha');
    expect(screen.getByText('Solo miércoles y sábado')).toBeInTheDocument();
    await user.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    // It opens on the season's first month; its Wednesdays and Saturdays only.
    expect(within(calendar).getByRole('button', { name: /^sábado, 2 de enero de 2027/ })).not.toHaveAttribute('aria-disabled');
    expect(within(calendar).getByRole('button', { name: /^miércoles, 6 de enero de 2027/ })).not.toHaveAttribute('aria-disabled');
    expect(within(calendar).getByRole('button', { name: /^domingo, 3 de enero de 2027/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The weekends before the season are not on offer.
    await user.click(within(calendar).getByRole('button', { name: 'Mes anterior' }));
    expect(await within(calendar).findByRole('button', { name: /^sábado, 19 de diciembre de 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('marks the e-mail required only where it is: not for cash, yes for a transfer or a payment link', async () => {
    deskApi('Coordinador');
    const { user } = renderSale();
    await chooseItem(user, /^Barrancas del Cobre/);
    const email = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
    const label = () => document.querySelector(`label[for="${email().id}"]`)!;
    // Cash (chosen from the start): optional, as its hint says; no '*', not announced as required.
    expect(screen.getByRole('combobox', { name: /Método/ })).toHaveValue('Efectivo');
    expect(screen.getByText('Opcional si paga en efectivo: ahí le enviamos la confirmación.')).toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-required');
    expect(label()).toHaveTextContent(/^Correo electrónico$/);
    // A transfer needs the e-mail: the '*' and aria-required are back.
    await user.selectOptions(screen.getByRole('combobox', { name: /Método/ }), 'Transferencia');
    expect(email()).toHaveAttribute('aria-required', 'true');
    expect(label()).toHaveTextContent(/^Correo electrónico \*$/);
    // So does a payment link.
    await user.selectOptions(screen.getByRole('combobox', { name: /Método/ }), 'Efectivo');
    expect(email()).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('radio', { name: /Enviar enlace de pago/ }));
    expect(email()).toHaveAttribute('aria-required', 'true');
    expect(label()).toHaveTextContent(/^Correo electrónico \*$/);
  });

  it('asks for an e-mail when the walk-in does not pay cash', async () => {
    const { sales } = deskApi('Coordinador');
    const { user } = renderSale();
    await chooseItem(user, /^Barrancas del Cobre/);
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Luis Pérez');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '33 1234 5678');
    await user.click(screen.getByRole('radio', { name: /Enviar enlace de pago/ }));
    await user.click(screen.getByRole('button', { name: 'Crear reserva y enlace' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.contactEmail)).toBeInTheDocument();
    expect(sales).toEqual([]);
  });

  it('a payment link holds the places for the hours chosen, and says until when (decision 0205)', async () => {
    const sales: unknown[] = [];
    deskApi('Administrador', (url, init) => {
      if (url.pathname !== '/api/admin/bookings/manual') return undefined;
      sales.push(JSON.parse(String(init?.body)));
      return jsonResponse({ ...LINKED, linkExpiresAt: '2026-11-18T20:00:00.000Z', linkEmailedTo: 'luis@example.com' }, 201);
    });
    const { user } = renderSale();
    await chooseItem(user, /^Barrancas del Cobre/);
    await typeContact(user);
    await user.click(screen.getByRole('radio', { name: /Enviar enlace de pago/ }));
    const hours = screen.getByRole('combobox', { name: /El enlace guarda los lugares/ });
    expect(hours).toHaveValue('24');
    expect(
      within(hours)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 horas', '6 horas', '12 horas', '1 día (24 h)', '2 días (48 h)', '3 días (72 h)']);
    await user.selectOptions(hours, '2 horas');
    await user.click(screen.getByRole('button', { name: 'Crear reserva y enlace' }));

    expect(await screen.findByRole('heading', { name: 'Reserva creada: falta el pago' })).toBeInTheDocument();
    expect(sales).toMatchObject([{ payment: { mode: 'link', expiresInHours: 2 } }]);
    expect(
      screen.getByText(
        /Le enviamos el enlace a luis@example\.com\. Los lugares quedan guardados hasta el miércoles, 18 de noviembre de 2026, 14:00; después se liberan\./,
      ),
    ).toBeInTheDocument();
  });

  it('tells an Organizador they cannot sell, and shows no form', async () => {
    const { fetchMock } = deskApi('Organizador');
    renderSale();
    expect(
      await screen.findByText(/Como Organizador puedes consultar las reservas, pero no registrar ventas/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nueva venta manual' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/admin/bookings/manual'))).toBe(false);
  });
});

function RoleProbe() {
  const me = useAdminMe();
  return me.data ? <p>{`rol: ${me.data.role}`}</p> : null;
}

describe("'Nueva venta' on Reservas", () => {
  it.each([
    ['Administrador', true],
    ['Coordinador', true],
    ['Organizador', false],
  ] as const)('is shown to an %s: %s', async (role, shown) => {
    deskApi(role);
    // A probe reading the same session renders in the same commit: once it shows the role, the link has decided.
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <NewSaleLink />
            <RoleProbe />
          </>
        ),
      },
    ]);
    expect(await screen.findByText(`rol: ${role}`)).toBeInTheDocument();
    if (shown) expect(screen.getByRole('link', { name: 'Nueva venta' })).toHaveAttribute('href', '/admin/reservas/nueva');
    else expect(screen.queryByRole('link', { name: 'Nueva venta' })).not.toBeInTheDocument();
  });
});
