import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CaptureResult, CheckoutQuote, CreatedOrder } from '@hv/shared';
import { PAYMENT_MESSAGES } from '@hv/shared';
import { SESSION_QUERY_KEY } from '@/lib/session.ts';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { AuthContext } from '@/lib/use-auth.ts';
import { authState, makeAuthUser } from '@/test/auth.tsx';
import { makeAvailability, makeExperience, makeTrip } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { experienceBookable, tripBookable, type BookableItem } from '../lib/bookable-item.ts';
import { resetPayPalSdkForTests, type PayPalButtonsOptions, type PayPalNamespace } from '../lib/paypal-sdk.ts';
import { BookingForm } from './booking-form.tsx';
import { leavePage } from './mercado-pago-checkout.tsx';

// Wednesday 18 November 2026, midday in Mexico City.
const NOW = new Date('2026-11-18T18:00:00Z');

const CONFIG = { clientId: 'test-client', sdkUrl: '/paypal-standin/sdk/js', currency: 'MXN', testMode: true };
const QUOTE: CheckoutQuote = {
  subtotal: 3750,
  discount: 0,
  total: 3750,
  giftCardAmount: 0,
  amount: 3750,
  currency: 'MXN',
  giftCard: null,
};
const ORDER: CreatedOrder = {
  ...QUOTE,
  orderId: 'ORDER-1',
  bookingId: '00000000-0000-4000-8000-000000000b01',
  holdExpiresAt: null,
};
const CAPTURE: CaptureResult = {
  booking: {
    id: ORDER.bookingId,
    reference: '00000000',
    itemName: 'Nado en cenotes de Yucatán',
    date: '2026-11-21',
    passengers: 3,
    amount: 3750,
    giftCardAmount: 0,
    paypalAmount: 3750,
    currency: 'MXN',
    status: 'Pagada',
  },
  seedsAwarded: 175,
  seeds: 250,
  payerGivenName: 'Valeria',
  confirmationPath: '/reserva/00000000?t=firma-de-prueba',
};

/**
 * A stand-in for PayPal's SDK: when the form adds the script, `window.paypal.Buttons` draws a
 * pay button and a cancel button that call the form's callbacks as PayPal would.
 */
function fakePayPal() {
  const rendered: PayPalButtonsOptions[] = [];
  const sdk: PayPalNamespace = {
    Buttons: (options) => ({
      render: async (container) => {
        rendered.push(options);
        const pay = document.createElement('button');
        pay.type = 'button';
        pay.textContent = 'Pagar con PayPal';
        pay.addEventListener('click', async () => {
          try {
            const orderID = await options.createOrder();
            await options.onApprove({ orderID });
          } catch (error) {
            options.onError?.(error);
          }
        });
        const cancel = document.createElement('button');
        cancel.type = 'button';
        cancel.textContent = 'Cancelar pago';
        cancel.addEventListener('click', async () => {
          const orderID = await options.createOrder();
          options.onCancel?.({ orderID });
        });
        container.append(pay, cancel);
      },
      close: async () => {},
    }),
  };
  // Only what the form calls (window.paypal is typed as the whole SDK by @paypal/paypal-js).
  window.paypal = sdk as unknown as Window['paypal'];
  // jsdom does not fetch scripts: announce the load as the browser would.
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement) queueMicrotask(() => node.dispatchEvent(new Event('load')));
  });
  observer.observe(document.head, { childList: true });
  return { rendered, stop: () => observer.disconnect() };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** The payment API with happy answers; `override` answers first when it returns something. */
function stubPaymentsApi(override: Handler = () => undefined) {
  return stubFetch(async (url, init) => {
    const custom = await override(url, init);
    if (custom) return custom;
    if (url.pathname === '/api/payments/config') return jsonResponse(CONFIG);
    if (url.pathname === '/api/availability') return jsonResponse(makeAvailability());
    if (url.pathname === '/api/payments/quote') return jsonResponse(QUOTE);
    if (url.pathname === '/api/payments/orders') return jsonResponse(ORDER, 201);
    if (url.pathname === `/api/payments/orders/${ORDER.orderId}/capture`) return jsonResponse(CAPTURE);
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
  });
}

const renderForm = (item: BookableItem) => renderPage('/', <BookingForm item={item} />, '/');

async function pickDate(user: ReturnType<typeof renderForm>['user'], dayName: RegExp) {
  await user.click(screen.getByRole('button', { name: /^Fecha/ }));
  const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
  await user.click(within(calendar).getByRole('button', { name: dayName }));
}

/** Who books and who travels: the buyer (also the first passenger), then 'Pasajero N' for the others. */
async function fillPeople(user: ReturnType<typeof renderForm>['user']) {
  // A signed-in traveller's contact is already there (from the profile): only blanks are typed.
  const typeIfBlank = async (name: string, value: string) => {
    const field = screen.getByRole('textbox', { name });
    if (!(field as HTMLInputElement).value) await user.type(field, value);
  };
  await typeIfBlank('Nombre completo', 'Ana López');
  await typeIfBlank('Correo electrónico', 'ana@example.com');
  await typeIfBlank('Celular', '55 1234 5678');
  for (const field of screen.getAllByRole('textbox', { name: /^Nombre completo del pasajero \d+$/ })) {
    if (!(field as HTMLInputElement).value) await user.type(field, `Pasajero ${field.getAttribute('name')!.split('.')[1]}`);
  }
}

/** The people part of a checkout body as fillPeople() typed it. */
const PEOPLE = {
  contactName: 'Ana López',
  contactEmail: 'ana@example.com',
  contactPhoneCountry: 'MX',
  contactPhone: '55 1234 5678',
};

let paypal: ReturnType<typeof fakePayPal>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  paypal = fakePayPal();
});

afterEach(() => {
  window.localStorage.clear();
  paypal.stop();
  vi.useRealTimers();
  resetPayPalSdkForTests();
  resetToastsForTests();
  delete window.paypal;
});

describe("booking form 'Reserva tu Lugar'", () => {
  it("'Cantidad de Pasajeros' starts at 1: minus disabled at 1, plus disabled at max_capacity", async () => {
    stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience({ max_capacity: 3 })));

    const stepper = screen.getByRole('group', { name: 'Cantidad de Pasajeros' });
    const minus = within(stepper).getByRole('button', { name: 'Quitar un pasajero' });
    const plus = within(stepper).getByRole('button', { name: 'Agregar un pasajero' });
    expect(within(stepper).getByRole('status')).toHaveTextContent('1 pasajero');
    expect(minus).toBeDisabled();

    await user.click(plus);
    await user.click(plus);
    expect(within(stepper).getByRole('status')).toHaveTextContent('3 pasajeros');
    expect(plus).toBeDisabled();
    // Focus is not dropped on the page when the button it was on turns disabled.
    expect(minus).toHaveFocus();
    await user.click(minus);
    expect(plus).toBeEnabled();
  });

  it('allows up to 20 passengers when the item has no max_capacity', async () => {
    stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience({ max_capacity: null })));
    const plus = screen.getByRole('button', { name: 'Agregar un pasajero' });
    for (let i = 1; i < 20; i++) await user.click(plus);
    expect(screen.getByRole('group', { name: 'Cantidad de Pasajeros' })).toHaveTextContent('20');
    expect(plus).toBeDisabled();
  });

  it("shows 'Total a Pagar' as passengers × price in es-MX MXN", async () => {
    stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience({ price: 1250 })));
    expect(screen.getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$1,250.00');
    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    expect(screen.getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$3,750.00');
  });

  it('says by the total that prices are in MXN with IVA, and links the terms and the privacy notice accepted by paying (issue 30 item 6)', async () => {
    stubPaymentsApi();
    renderForm(experienceBookable(makeExperience({ price: 1250 })));
    expect(screen.getByText('1 pasajero × $1,250.00 MXN por persona Precios en MXN, IVA incluido.')).toBeInTheDocument();
    const consent = screen.getByText(/^Al pagar aceptas los/);
    expect(consent).toHaveTextContent('Al pagar aceptas los Términos y el Aviso de privacidad.');
    expect(within(consent).getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/terminos-y-condiciones');
    expect(within(consent).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  it("offers only weekends from today on, in Spanish, with the hint 'Solo fines de semana'", async () => {
    stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience()));
    const trigger = screen.getByRole('button', { name: 'Fecha Elige una fecha' });
    expect(trigger).toHaveAccessibleDescription('Solo fines de semana');

    await user.click(trigger);
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    expect(within(calendar).getByText('Noviembre de 2026')).toBeInTheDocument();
    const day = (name: RegExp) => within(calendar).getByRole('button', { name });
    expect(day(/^sábado, 21 de noviembre/)).not.toHaveAttribute('aria-disabled');
    expect(day(/^domingo, 22 de noviembre/)).not.toHaveAttribute('aria-disabled');
    expect(day(/^viernes, 20 de noviembre/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^miércoles, 18 de noviembre de 2026, hoy/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^sábado, 14 de noviembre/)).toHaveAttribute('aria-disabled', 'true');
    expect(within(calendar).getByRole('button', { name: 'Mes anterior' })).toBeDisabled();

    // A weekday cannot be picked.
    await user.click(day(/^viernes, 20 de noviembre/));
    expect(calendar).toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Fecha Elige una fecha');
  });

  it('offers only dates in season: a whale tour of January to March opens on its first weekend, November and December are off (issue 30 item 7)', async () => {
    stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience({ seasons: [{ from: '01-01', to: '03-31' }] })));
    await user.click(screen.getByRole('button', { name: 'Fecha Elige una fecha' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    const day = (name: RegExp) => within(calendar).getByRole('button', { name });
    // The first day on offer is the season's first weekend day.
    expect(within(calendar).getByText('Enero de 2027')).toBeInTheDocument();
    await waitFor(() => expect(day(/^sábado, 2 de enero de 2027/)).toHaveFocus());
    expect(day(/^sábado, 2 de enero de 2027/)).not.toHaveAttribute('aria-disabled');
    await user.click(within(calendar).getByRole('button', { name: 'Mes anterior' }));
    expect(within(calendar).getByText('Diciembre de 2026')).toBeInTheDocument();
    expect(day(/^sábado, 5 de diciembre de 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^domingo, 27 de diciembre de 2026/)).toHaveAttribute('aria-disabled', 'true');
    // An out-of-season weekend cannot be picked.
    await user.click(day(/^sábado, 5 de diciembre de 2026/));
    expect(screen.getByRole('button', { name: /^Fecha/ })).toHaveAccessibleName('Fecha Elige una fecha');
  });

  it('shows the dates staff closed as unavailable, named cerrada, and never picks them', async () => {
    const experience = makeExperience();
    const fetchMock = stubPaymentsApi((url) =>
      url.pathname === '/api/closed-dates' ? jsonResponse({ dates: ['2026-11-21', '2026-11-29'] }) : undefined,
    );
    const { user } = renderForm(experienceBookable(experience));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        `/api/closed-dates?kind=experience&id=${experience.id}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Fecha Elige una fecha' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    const day = (name: RegExp) => within(calendar).getByRole('button', { name });
    const closed = day(/^sábado, 21 de noviembre de 2026, cerrada$/);
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^domingo, 29 de noviembre de 2026, cerrada$/)).toHaveAttribute('aria-disabled', 'true');
    // The other weekend days stay on offer, and none of them is called closed.
    expect(day(/^domingo, 22 de noviembre de 2026$/)).not.toHaveAttribute('aria-disabled');
    expect(day(/^sábado, 28 de noviembre de 2026$/)).not.toHaveAttribute('aria-disabled');
    // Focus starts on the first day on offer: the closed Saturday is skipped.
    await waitFor(() => expect(day(/^domingo, 22 de noviembre/)).toHaveFocus());

    await user.click(closed);
    expect(calendar).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Fecha/ })).toHaveAccessibleName('Fecha Elige una fecha');
    await user.click(day(/^domingo, 22 de noviembre/));
    expect(screen.getByRole('button', { name: /^Fecha/ })).toHaveAccessibleName('Fecha domingo, 22 de noviembre de 2026');
  });

  it("does not hold a date from the page's first step that staff closed (decision 0243)", async () => {
    stubPaymentsApi((url) => (url.pathname === '/api/closed-dates' ? jsonResponse({ dates: ['2026-11-21'] }) : undefined));
    renderPage(
      '/',
      <BookingForm
        item={experienceBookable(makeExperience())}
        start={{ date: '2026-11-21', startTime: null, passengers: 1, counts: null, continued: false }}
      />,
      '/',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /^Fecha/ })).toHaveAccessibleName('Fecha Elige una fecha'));
  });

  it('asks no closed dates for a trip, which has its one departure date', async () => {
    const fetchMock = stubPaymentsApi();
    renderForm(tripBookable(makeTrip({ departure_date: '2026-12-12' })));
    await screen.findByText(/12 de diciembre de 2026/);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/closed-dates'))).toBe(false);
  });

  it('works from the keyboard: focus starts on the first weekend day, arrows move, Enter picks', async () => {
    stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience()));
    screen.getByRole('button', { name: /^Fecha/ }).focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Calendario: Fecha' });
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /^sábado, 21 de noviembre/ })).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: /^sábado, 28 de noviembre/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(within(calendar).getByText('Diciembre de 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /^lunes, 28 de diciembre/ })).toHaveFocus();
    await user.keyboard('{End}{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'Fecha domingo, 3 de enero de 2027' });
    expect(trigger).toHaveFocus();
  });

  it("without a date, 'Reservar' shows the 'Fecha no seleccionada' toast and no PayPal", async () => {
    const fetchMock = stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience()));
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    expect(await screen.findByText('Fecha no seleccionada')).toBeInTheDocument();
    expect(screen.getByText('Por favor, elige una fecha para tu experiencia.')).toBeInTheDocument();
    // Focus goes to the field to fix: the date's button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fecha Elige una fecha' })).toHaveFocus());
    expect(screen.queryByText('Cargando PayPal...')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payments'))).toBe(false);
  });

  it('shows the places left for the chosen date', async () => {
    const fetchMock = stubPaymentsApi();
    const item = experienceBookable(makeExperience());
    const { user } = renderForm(item);
    await pickDate(user, /^sábado, 21 de noviembre/);

    expect(await screen.findByText('Lugares disponibles para esa fecha: 10')).toBeInTheDocument();
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/api/availability'));
    expect(url).toBe(`/api/availability?kind=experience&id=${item.id}&date=2026-11-21`);
  });

  it("starts from the page's first step and, after its 'Continuar', takes the traveller on to the contact (decision 0243)", async () => {
    stubPaymentsApi();
    const item = experienceBookable(makeExperience());
    renderPage(
      '/',
      <BookingForm item={item} start={{ date: '2026-11-21', startTime: null, passengers: 3, counts: null, continued: true }} />,
      '/',
    );
    expect(within(screen.getByRole('group', { name: 'Cantidad de Pasajeros' })).getByRole('status')).toHaveTextContent(
      '3 pasajeros',
    );
    expect(screen.getByRole('button', { name: /^Fecha/ })).toHaveTextContent('sábado, 21 de noviembre de 2026');
    // One name per traveller, as if the stepper had been used.
    expect(screen.getByRole('textbox', { name: /del pasajero 3/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /del pasajero 4/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveFocus());
  });

  it("after a 'Continuar' without a date, takes the traveller to the date", async () => {
    stubPaymentsApi();
    renderPage(
      '/',
      <BookingForm
        item={experienceBookable(makeExperience())}
        start={{ date: null, startTime: null, passengers: 1, counts: null, continued: true }}
      />,
      '/',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /^Fecha/ })).toHaveFocus());
  });

  it('pays through PayPal: order on the server, capture, success toast, seeds, then the confirmation page', async () => {
    const bodies: unknown[] = [];
    stubPaymentsApi((url, init) => {
      if (url.pathname === '/api/payments/orders') bodies.push(JSON.parse(String(init?.body)));
      return undefined;
    });
    const item = experienceBookable(makeExperience({ price: 1250 }));
    const { user, queryClient, router } = renderForm(item);
    const traveller = makeAuthUser({ seeds: 75 });
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: traveller, session: { id: 's' } });

    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await user.type(screen.getByLabelText(/Código de cupón/), 'verano10');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    const checkout = screen.getByRole('region', { name: 'Paga con PayPal' });
    expect(checkout).toHaveFocus();
    expect(await within(checkout).findByText('Modo de prueba: no se mueve dinero real.')).toBeInTheDocument();
    const script = document.querySelector<HTMLScriptElement>('script[data-paypal-sdk]');
    // PayPal's buttons speak the page's language.
    expect(script?.getAttribute('src')).toBe(
      '/paypal-standin/sdk/js?client-id=test-client&currency=MXN&intent=capture&locale=es_MX',
    );

    await user.click(await within(checkout).findByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByText('¡Reserva completada!')).toBeInTheDocument();
    expect(screen.getByText('Gracias por tu compra, Valeria. Recibirás un correo de confirmación.')).toBeInTheDocument();
    expect(paypal.rendered[0]?.style).toEqual({ layout: 'vertical' });
    // The browser sends no amount: the server prices the order.
    // Who books and travels goes with it; the first passenger is the buyer.
    expect(bodies).toEqual([
      {
        kind: 'experience',
        id: item.id,
        date: '2026-11-21',
        passengers: 3,
        couponCode: 'VERANO10',
        ...PEOPLE,
        passengerNames: ['Ana López', 'Pasajero 1', 'Pasajero 2'],
        // The page's language: the confirmation e-mail is written in it.
        locale: 'es',
      },
    ]);
    // The header's badge reads the session: it shows the new balance at once.
    expect(queryClient.getQueryData<{ user: { seeds: number } }>(SESSION_QUERY_KEY)?.user.seeds).toBe(250);

    // The proof of payment: the confirmation page, and nothing left to follow up after a reload.
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserva/00000000'));
    expect(router.state.location.search).toBe('?t=firma-de-prueba');
    expect(window.localStorage.getItem('hv:pending-order')).toBeNull();
  });

  it('remembers the order it started until its outcome is known (a reload resumes it)', async () => {
    stubPaymentsApi((url) => (url.pathname.endsWith('/capture') ? new Promise<Response>(() => {}) : undefined));
    const { user } = renderForm(experienceBookable(makeExperience()));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));
    await waitFor(() => expect(window.localStorage.getItem('hv:pending-order')).toContain(`"orderId":"${ORDER.orderId}"`));
    expect(JSON.parse(window.localStorage.getItem('hv:pending-order')!)).toMatchObject({
      bookingId: ORDER.bookingId,
      returnPath: '/',
    });
  });

  it("keeps the form as it was and shows 'Error en el pago' when the capture fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubPaymentsApi((url) => (url.pathname.endsWith('/capture') ? apiErrorResponse(502, 'http_502', 'Bad gateway') : undefined));
    const { user } = renderForm(experienceBookable(makeExperience()));
    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    await pickDate(user, /^domingo, 22 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByText('Error en el pago')).toBeInTheDocument();
    expect(
      screen.getByText('Ocurrió un error al procesar tu pago con PayPal. Por favor, inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cantidad de Pasajeros' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Pagar con PayPal' })).toBeInTheDocument();
  });

  it('forgets the order once PayPal holds its capture for review: the traveller was told, no follow-up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubPaymentsApi((url) =>
      url.pathname.endsWith('/capture')
        ? apiErrorResponse(422, 'unprocessable', PAYMENT_MESSAGES.capturePending, undefined, { key: 'payment.capturePending' })
        : undefined,
    );
    const { user } = renderForm(experienceBookable(makeExperience()));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByText(PAYMENT_MESSAGES.capturePending)).toBeInTheDocument();
    expect(window.localStorage.getItem('hv:pending-order')).toBeNull();
  });

  it("shows the server's message when it refuses the order (e.g. the places just ran out), once", async () => {
    stubPaymentsApi((url) =>
      url.pathname === '/api/payments/orders'
        ? apiErrorResponse(409, 'conflict', 'Ya no quedan lugares para esa fecha.')
        : undefined,
    );
    const { user } = renderForm(experienceBookable(makeExperience()));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByText('Ya no quedan lugares para esa fecha.')).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo iniciar el pago')).toHaveLength(1);
    expect(screen.queryByText('Error en el pago')).not.toBeInTheDocument();
  });

  it("checks a coupon on 'Reservar' and shows the server's discount, or its refusal without opening PayPal", async () => {
    let valid = false;
    stubPaymentsApi((url) => {
      if (url.pathname !== '/api/payments/quote') return undefined;
      return valid
        ? jsonResponse({ ...QUOTE, subtotal: 1250, discount: 125, total: 1125, amount: 1125 })
        : apiErrorResponse(422, 'unprocessable', 'El cupón no es válido o ya no tiene usos disponibles.');
    });
    const { user } = renderForm(experienceBookable(makeExperience({ price: 1250 })));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await user.type(screen.getByLabelText(/Código de cupón/), 'NOEXISTE');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    expect(await screen.findByText('El cupón no es válido o ya no tiene usos disponibles.')).toBeInTheDocument();
    expect(screen.getByText('No se pudo iniciar el pago')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar' })).toBeInTheDocument();

    valid = true;
    await user.clear(screen.getByLabelText(/Código de cupón/));
    await user.type(screen.getByLabelText(/Código de cupón/), 'VERANO10');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('region', { name: 'Paga con PayPal' })).toBeInTheDocument();
    expect(screen.getByText('Descuento del cupón').nextElementSibling).toHaveTextContent('−$125.00');
    expect(screen.getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$1,125.00');
  });

  it('a cancelled payment charges nothing and says so', async () => {
    const fetchMock = stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience()));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar pago' }));

    expect(await screen.findByText(/Cancelaste el pago: no se hizo ningún cargo/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/capture'))).toBe(false);
  });

  it('counts down the places the order holds, and a second try after cancelling reopens the same order (ADR 0213)', async () => {
    const held = { ...ORDER, holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000).toISOString() };
    const fetchMock = stubPaymentsApi((url) => (url.pathname === '/api/payments/orders' ? jsonResponse(held, 201) : undefined));
    const { user } = renderForm(experienceBookable(makeExperience()));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar pago' }));

    expect(await screen.findByRole('timer')).toHaveTextContent('Te guardamos 1 lugar durante 10:00');
    await user.click(screen.getByRole('button', { name: 'Pagar con PayPal' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/orders/${ORDER.orderId}/capture`))).toBe(true),
    );
    const orders = fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === '/api/payments/orders');
    expect(orders).toHaveLength(1);
  });

  it("books a trip on its departure date, with no calendar, and shows 'Cargando PayPal...' while the SDK loads", async () => {
    paypal.stop(); // the script never finishes loading
    stubPaymentsApi();
    const trip = makeTrip({ departure_date: '2026-12-12', price_mxn: 8900 });
    const { user } = renderForm(tripBookable(trip));

    expect(screen.queryByRole('button', { name: /^Fecha/ })).not.toBeInTheDocument();
    expect(screen.getByText('sábado, 12 de diciembre de 2026')).toBeInTheDocument();
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Cargando PayPal...')).toBeInTheDocument();
  });
});

describe('issue 15: codes on the spot, start times, who books', () => {
  it("'Aplicar' prices a coupon before a date is chosen; a refusal sits under the field until the code is edited", async () => {
    const bodies: unknown[] = [];
    stubPaymentsApi((url, init) => {
      if (url.pathname !== '/api/payments/codes') return undefined;
      const body = JSON.parse(String(init?.body)) as { couponCode?: string };
      bodies.push(body);
      return body.couponCode === 'VERANO10'
        ? jsonResponse({ ...QUOTE, subtotal: 1250, discount: 125, total: 1125, amount: 1125 })
        : apiErrorResponse(422, 'unprocessable', 'El cupón no es válido o ya no tiene usos disponibles.', {
            couponCode: 'El cupón no es válido o ya no tiene usos disponibles.',
          });
    });
    const item = experienceBookable(makeExperience({ price: 1250 }));
    const { user } = renderForm(item);
    const field = screen.getByRole('textbox', { name: /Código de cupón/ });
    await user.type(field, 'noexiste');
    await user.click(screen.getByRole('button', { name: 'Aplicar cupón' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('El cupón no es válido o ya no tiene usos disponibles.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('No se pudo iniciar el pago')).not.toBeInTheDocument();

    await user.clear(field);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, 'verano10{Enter}');
    expect(await screen.findByText('Descuento del cupón')).toBeInTheDocument();
    expect(screen.getByText('Descuento del cupón').nextElementSibling).toHaveTextContent('−$125.00');
    expect(screen.getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$1,125.00');
    expect(bodies).toEqual([
      { kind: 'experience', id: item.id, passengers: 1, couponCode: 'NOEXISTE' },
      { kind: 'experience', id: item.id, passengers: 1, couponCode: 'VERANO10' },
    ]);
    // Editing the applied code takes its discount away.
    await user.type(field, 'X');
    expect(screen.queryByText('Descuento del cupón')).not.toBeInTheDocument();
  });

  it('asks for one of several start times, shows the meeting point, and sends the time chosen', async () => {
    const bodies: { startTime?: string }[] = [];
    stubPaymentsApi((url, init) => {
      if (url.pathname === '/api/payments/orders') bodies.push(JSON.parse(String(init?.body)));
      if (url.pathname === '/api/availability')
        return jsonResponse(
          makeAvailability({
            booked: 12,
            placesLeft: 12,
            startTimes: [
              { startTime: '09:00', placesLeft: 0 },
              { startTime: '13:30', placesLeft: 12 },
            ],
          }),
        );
      return undefined;
    });
    const experience = makeExperience({
      start_times: ['09:00', '13:30'],
      meeting_point: 'Embarcadero Nuevo Nativitas',
      meeting_point_url: 'https://www.google.com/maps/search/?api=1&query=Nativitas',
    });
    const { user } = renderForm(experienceBookable(experience));
    expect(screen.getByText(/Embarcadero Nuevo Nativitas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver en el mapa (se abre en otra pestaña)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Nativitas',
    );
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    const times = screen.getByRole('group', { name: /Hora de inicio/ });
    expect(times).toHaveAccessibleDescription('Elige una de las horas de inicio de esta experiencia.');
    expect(screen.queryByRole('region', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
    // 09:00 has no places left that day.
    expect(within(times).getByRole('radio', { name: /09:00/ })).toBeDisabled();
    await user.click(within(times).getByRole('radio', { name: '13:30' }));
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));
    await waitFor(() => expect(bodies[0]?.startTime).toBe('13:30'));
  });

  it("puts the server's refusal of a contact field under that field", async () => {
    stubPaymentsApi((url) =>
      url.pathname === '/api/payments/quote'
        ? apiErrorResponse(400, 'validation', 'Revisa los datos.', {
            contactPhone: 'Escribe un número de celular válido para el país elegido.',
          })
        : undefined,
    );
    const { user } = renderForm(experienceBookable(makeExperience()));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await user.type(screen.getByRole('textbox', { name: /Código de cupón/ }), 'VERANO10');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    const phone = screen.getByRole('textbox', { name: 'Celular' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Escribe un número de celular válido'));
  });
});

describe('paying with a gift card', () => {
  const PARTIAL: CheckoutQuote = {
    subtotal: 3750,
    discount: 0,
    total: 3750,
    giftCardAmount: 500,
    amount: 3250,
    currency: 'MXN',
    giftCard: { series: 'HV7K2M9QX4TB', remaining: 0 },
  };
  const FULL: CheckoutQuote = {
    subtotal: 1250,
    discount: 0,
    total: 1250,
    giftCardAmount: 1250,
    amount: 0,
    currency: 'MXN',
    giftCard: { series: 'Q8ZP3RWN6C1D', remaining: 250 },
  };
  const signedIn = (element: React.ReactElement) => (
    <AuthContext value={authState(makeAuthUser({ fullName: 'Valeria Viajera' }))}>{element}</AuthContext>
  );

  it('pays in part: the card takes its part, the summary shows both parts and PayPal is ordered for the rest', async () => {
    const bodies: Record<string, unknown[]> = { quote: [], order: [] };
    stubPaymentsApi((url, init) => {
      if (url.pathname === '/api/payments/quote') {
        bodies.quote!.push(JSON.parse(String(init?.body)));
        return jsonResponse(PARTIAL);
      }
      if (url.pathname === '/api/payments/orders') {
        bodies.order!.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...ORDER, ...PARTIAL }, 201);
      }
      return undefined;
    });
    const item = experienceBookable(makeExperience({ price: 1250 }));
    const { user, router } = renderForm(item);
    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await user.type(screen.getByLabelText(/Gift card/), 'hv7k2m9qx4tb');
    expect(screen.getByLabelText('Gift card (opcional)')).toHaveValue('HV7K2M9QX4TB');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    const checkout = await screen.findByRole('region', { name: 'Paga con PayPal' });
    expect(screen.getByText('Gift card', { selector: 'dt' }).nextElementSibling).toHaveTextContent('−$500.00');
    expect(screen.getByText('A pagar con PayPal').nextElementSibling).toHaveTextContent('$3,250.00');
    expect(screen.getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$3,750.00');
    expect(within(checkout).getByText(/La gift card paga \$500\.00; con PayPal, \$3,250\.00\./)).toBeInTheDocument();

    await user.click(await within(checkout).findByRole('button', { name: 'Pagar con PayPal' }));
    expect(await screen.findByText('¡Reserva completada!')).toBeInTheDocument();
    const sent = {
      kind: 'experience',
      id: item.id,
      date: '2026-11-21',
      passengers: 3,
      giftCardSeries: 'HV7K2M9QX4TB',
      ...PEOPLE,
      passengerNames: ['Ana López', 'Pasajero 1', 'Pasajero 2'],
      locale: 'es',
    };
    expect(bodies).toEqual({ quote: [sent], order: [sent] });
    // The traveller lands on the confirmation page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserva/00000000'));
    expect(screen.queryByText('A pagar con PayPal')).not.toBeInTheDocument();
  });

  it("pays in full with 'Pagar con gift card' instead of PayPal, with the same success toast", async () => {
    const paid: unknown[] = [];
    const fetchMock = stubPaymentsApi((url, init) => {
      if (url.pathname === '/api/payments/quote') return jsonResponse(FULL);
      if (url.pathname === '/api/payments/gift-card') {
        paid.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...CAPTURE, booking: { ...CAPTURE.booking, giftCardAmount: 1250, paypalAmount: 0 } }, 201);
      }
      return undefined;
    });
    const item = experienceBookable(makeExperience({ price: 1250 }));
    const { user, router } = renderPage('/', signedIn(<BookingForm item={item} />), '/');
    await pickDate(user, /^domingo, 22 de noviembre/);
    await user.type(screen.getByLabelText(/Gift card/), 'Q8ZP3RWN6C1D');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    const checkout = await screen.findByRole('region', { name: 'Paga con tu gift card' });
    expect(screen.getByText('A pagar con PayPal').nextElementSibling).toHaveTextContent('$0.00');
    expect(screen.getByText('Saldo que le quedará a la gift card Q8ZP3RWN6C1D: $250.00')).toBeInTheDocument();
    expect(within(checkout).queryByRole('button', { name: /PayPal/ })).not.toBeInTheDocument();
    expect(document.querySelector('script[data-paypal-sdk]')).toBeNull();

    await user.click(within(checkout).getByRole('button', { name: 'Pagar con gift card' }));
    expect(await screen.findByText('¡Reserva completada!')).toBeInTheDocument();
    expect(screen.getByText('Gracias por tu compra, Valeria. Recibirás un correo de confirmación.')).toBeInTheDocument();
    // The contact comes from the signed-in traveller's profile; the first passenger is the buyer.
    expect(paid).toEqual([
      {
        kind: 'experience',
        id: item.id,
        date: '2026-11-22',
        passengers: 1,
        giftCardSeries: 'Q8ZP3RWN6C1D',
        contactName: 'Valeria Viajera',
        contactEmail: 'viajero@example.com',
        contactPhoneCountry: 'MX',
        contactPhone: '55 1234 5678',
        passengerNames: ['Valeria Viajera'],
        locale: 'es',
      },
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payments/orders'))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserva/00000000'));
  });

  it('lets a visitor without an account pay with a gift card alone (the confirmation goes to the typed e-mail)', async () => {
    stubPaymentsApi((url) => (url.pathname === '/api/payments/quote' ? jsonResponse(FULL) : undefined));
    const { user } = renderForm(experienceBookable(makeExperience({ price: 1250 })));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await user.type(screen.getByLabelText(/Gift card/), 'Q8ZP3RWN6C1D');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    const checkout = await screen.findByRole('region', { name: 'Paga con tu gift card' });
    expect(within(checkout).getByRole('button', { name: 'Pagar con gift card' })).toBeEnabled();
    expect(screen.queryByText(/Inicia sesión para pagar/)).not.toBeInTheDocument();
  });

  it.each([
    ['unknown', 'No encontramos esa gift card. Revisa la serie.'],
    ['expired', 'La gift card está vencida.'],
    ['in USD', 'Esta gift card es en USD y no puede pagar una reserva en pesos mexicanos (MXN).'],
    ['empty', 'La gift card ya no tiene saldo.'],
  ])("shows the server's refusal of a card that is %s under the field, not in a toast", async (_label, message) => {
    stubPaymentsApi((url) =>
      url.pathname === '/api/payments/quote'
        ? jsonResponse({ error: { code: 'unprocessable', message, fields: { giftCardSeries: message } } }, 422)
        : undefined,
    );
    const { user } = renderForm(experienceBookable(makeExperience()));
    await pickDate(user, /^sábado, 21 de noviembre/);
    const field = screen.getByLabelText(/Gift card/);
    await user.type(field, 'ZZZZ00000000');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('No se pudo iniciar el pago')).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('region', { name: /Paga con/ })).not.toBeInTheDocument();
    // Typing again clears the message.
    await user.type(field, 'X');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("a change after 'Reservar' asks for the figures again", async () => {
    stubPaymentsApi((url) => (url.pathname === '/api/payments/quote' ? jsonResponse(PARTIAL) : undefined));
    const { user } = renderForm(experienceBookable(makeExperience({ price: 1250 })));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await user.type(screen.getByLabelText(/Gift card/), 'HV7K2M9QX4TB');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('region', { name: 'Paga con PayPal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    expect(screen.queryByRole('region', { name: 'Paga con PayPal' })).not.toBeInTheDocument();
    expect(screen.queryByText('A pagar con PayPal')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar' })).toBeInTheDocument();
  });
});

// The whole form is filled before the payment step: slow on a busy 2-core machine.
describe('a coupon that covers the whole total', { timeout: 20_000 }, () => {
  const FREE: CheckoutQuote = {
    subtotal: 2500,
    discount: 2500,
    total: 0,
    giftCardAmount: 0,
    amount: 0,
    currency: 'MXN',
    giftCard: null,
  };

  it("confirms with 'Confirmar reserva' instead of PayPal, through the gift-card path without a card", async () => {
    const confirmed: unknown[] = [];
    const fetchMock = stubPaymentsApi((url, init) => {
      if (url.pathname === '/api/payments/quote') return jsonResponse(FREE);
      if (url.pathname === '/api/payments/gift-card') {
        confirmed.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...CAPTURE, booking: { ...CAPTURE.booking, amount: 0, paypalAmount: 0 } }, 201);
      }
      return undefined;
    });
    const item = experienceBookable(makeExperience({ price: 1250 }));
    const { user, router } = renderForm(item);
    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await user.type(screen.getByLabelText(/Código de cupón/), 'gratis100');
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    const checkout = await screen.findByRole('region', { name: 'Confirma tu reserva' });
    expect(within(checkout).getByText(/Total \$0\.00\. Tu cupón cubre el total: no se hace ningún cargo\./)).toBeInTheDocument();
    expect(screen.getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$0.00');
    // PayPal cannot take 0 MXN: its SDK is never loaded and no order is asked for.
    expect(within(checkout).queryByRole('button', { name: /PayPal|gift card/ })).not.toBeInTheDocument();
    expect(document.querySelector('script[data-paypal-sdk]')).toBeNull();

    await user.click(within(checkout).getByRole('button', { name: 'Confirmar reserva' }));
    expect(await screen.findByText('¡Reserva completada!')).toBeInTheDocument();
    expect(confirmed).toEqual([
      {
        kind: 'experience',
        id: item.id,
        date: '2026-11-21',
        passengers: 2,
        couponCode: 'GRATIS100',
        ...PEOPLE,
        passengerNames: ['Ana López', 'Pasajero 1'],
        locale: 'es',
      },
    ]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payments/orders'))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserva/00000000'));
  });
});

describe('the cancellation policy before paying (issue 17, docs/product.md §15.1)', () => {
  it("shows the item's free-cancellation hours, or that a trip is not refundable", async () => {
    stubPaymentsApi();
    const view = renderForm(experienceBookable(makeExperience({ free_cancellation_hours: 24 })));
    expect(screen.getByText(/^Cancelación gratuita hasta 24 horas antes de la fecha y hora de inicio/)).toBeInTheDocument();
    expect(screen.getByText('Política de cancelación:')).toBeInTheDocument();
    view.unmount();
    renderForm(tripBookable(makeTrip({ departure_date: '2026-12-05', free_cancellation_hours: 0 })));
    expect(screen.getByText('Esta reserva no es reembolsable.')).toBeInTheDocument();
    expect(screen.queryByText(/Cancelación gratuita/)).toBeNull();
  });
});

describe("a signed-in traveller's stored phone (decision 0218)", () => {
  // libphonenumber comes only for a profile with a phone, after the form shows: the phone is then
  // split into its country and national number, as before, unless the traveller changed it meanwhile.
  const withPhone = (phone: string, country: string | null = null) => (
    <AuthContext value={authState(makeAuthUser({ phone, country }))}>
      <BookingForm item={experienceBookable(makeExperience())} />
    </AuthContext>
  );

  it('is split into its country and national number', async () => {
    stubPaymentsApi();
    renderPage('/', withPhone('+1 415 555 2671', 'México'), '/');
    const phone = screen.getByRole('textbox', { name: 'Celular' });
    await waitFor(() => expect(phone).toHaveValue('(415) 555-2671'));
    expect(screen.getByRole('combobox', { name: 'Código de país' })).toHaveValue('US');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('viajero@example.com');
  });

  it('a number libphonenumber cannot read stays as stored, under the profile country', async () => {
    stubPaymentsApi();
    renderPage('/', withPhone('12', 'Colombia'), '/');
    const phone = screen.getByRole('textbox', { name: 'Celular' });
    expect(phone).toHaveValue('12');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Código de país' })).toHaveValue('CO'));
    expect(phone).toHaveValue('12');
  });
});

describe('form feedback (issue 30 item 13)', () => {
  it('the first passenger filled in from the buyer loses its red error; +52 1 is a valid mobile', async () => {
    stubPaymentsApi();
    const { user } = renderForm(experienceBookable(makeExperience()));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    const first = screen.getByRole('textbox', { name: 'Nombre completo del pasajero 1' });
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Ana López');
    expect(first).toHaveValue('Ana López');
    await waitFor(() => expect(first).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Escribe el nombre completo de este pasajero.')).toBeNull();

    const phone = screen.getByRole('textbox', { name: 'Celular' });
    await user.type(phone, '+52 1 33 1876 2041');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Escribe un número de celular válido para el país elegido.')).toBeNull();
  });

  it('an amount with its minus sign is one unbreakable word', async () => {
    stubPaymentsApi((url) =>
      url.pathname === '/api/payments/codes'
        ? jsonResponse({ ...QUOTE, subtotal: 1250, discount: 125, total: 1125, amount: 1125 })
        : undefined,
    );
    const { user } = renderForm(experienceBookable(makeExperience({ price: 1250 })));
    await user.type(screen.getByRole('textbox', { name: /Código de cupón/ }), 'verano10{Enter}');
    const discount = (await screen.findByText('Descuento del cupón')).nextElementSibling!;
    expect(discount).toHaveTextContent('−$125.00');
    expect(discount).toHaveClass('whitespace-nowrap');
  });
});

describe('a date already inside the free-cancellation window (issue 30 item 3)', () => {
  // Wednesday 12:00 now; Saturday 21 at 10:00 on a 72-hour policy closed Wednesday at 10:00.
  const lastMinute = () => experienceBookable(makeExperience({ free_cancellation_hours: 72, start_times: ['10:00'] }));

  it('says so before paying, and not for a date still outside it', async () => {
    stubPaymentsApi();
    const { user } = renderForm(lastMinute());
    const warning = 'Esta fecha ya no admite cancelación gratuita ni cambios de fecha.';
    expect(screen.queryByText(warning)).toBeNull();
    await pickDate(user, /^sábado, 21 de noviembre/);
    expect((await screen.findByText(warning)).closest('[role="status"]')).not.toBeNull();
    await pickDate(user, /^sábado, 28 de noviembre/);
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
  });

  it('says it in English on an English page', async () => {
    stubPaymentsApi();
    const { user } = renderEnglishPage('/', <BookingForm item={lastMinute()} />);
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    const calendar = await screen.findByRole('dialog');
    await user.click(within(calendar).getByRole('button', { name: /^Saturday, November 21/ }));
    expect(await screen.findByText('This date no longer allows free cancellation or date changes.')).toBeInTheDocument();
  });
});

describe('on an English page (issue 19)', () => {
  const renderInEnglish = (item: BookableItem) => renderEnglishPage('/', <BookingForm item={item} />);

  it('speaks English: labels, calendar, pay button, PayPal in en_US, and the language sent with the order', async () => {
    const bodies: unknown[] = [];
    stubPaymentsApi((url, init) => {
      if (url.pathname === '/api/payments/orders') bodies.push(JSON.parse(String(init?.body)));
      return undefined;
    });
    const item = experienceBookable(
      makeExperience({ price: 1250, free_cancellation_hours: 24, meeting_point: 'Plaza principal de Valladolid' }),
    );
    const { user } = renderInEnglish(item);

    const stepper = screen.getByRole('group', { name: 'Number of travellers' });
    await user.click(within(stepper).getByRole('button', { name: 'Add a traveller' }));
    expect(within(stepper).getByRole('status')).toHaveTextContent('2 travellers');
    expect(screen.getByText('Total to pay').nextElementSibling).toHaveTextContent('MX$2,500.00');
    // The price written once (issue 30 item 5), the taxes said, the terms at hand (item 6).
    expect(screen.getByText('2 travellers × MX$1,250.00 per person Prices in MXN, VAT (IVA) included.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/en/terms');
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/en/privacy');
    expect(screen.getByText(/^Free cancellation up to 24 hours before the start date and time/)).toBeInTheDocument();
    // A meeting point staff wrote only in Spanish is marked as Spanish.
    expect(screen.getByText('Plaza principal de Valladolid')).toHaveAttribute('lang', 'es');
    for (const name of ['Full name', 'Email', 'Mobile phone', 'Full name of traveller 1', 'Full name of traveller 2'])
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue('Mexico (+52)');
    expect(screen.getByRole('button', { name: 'Apply coupon' })).toHaveTextContent('Apply');

    // The shared rules' messages are said in English too.
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('No date selected')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription('Enter your full name.');

    const trigger = screen.getByRole('button', { name: 'Date Choose a date' });
    expect(trigger).toHaveAccessibleDescription('Weekends only');
    await user.click(trigger);
    const calendar = await screen.findByRole('dialog', { name: 'Calendar: Date' });
    expect(within(calendar).getByText('November 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /^Wednesday, November 18, 2026, today$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(calendar).getByRole('button', { name: /^Saturday, November 21, 2026$/ }));
    expect(trigger).toHaveAccessibleName('Date Saturday, November 21, 2026');

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ann Lee');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '55 1234 5678');
    await user.type(screen.getByRole('textbox', { name: 'Full name of traveller 2' }), 'Bo Lee');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const checkout = screen.getByRole('region', { name: 'Pay with PayPal' });
    expect(
      within(checkout).getByText(/^: 2 travellers, Saturday, November 21, 2026\. Total MX\$2,500\.00\.$/),
    ).toBeInTheDocument();
    expect(within(checkout).getByText(item.name)).toHaveAttribute('lang', 'es');
    expect(await within(checkout).findByText('Test mode: no real money is charged.')).toBeInTheDocument();
    const script = document.querySelector<HTMLScriptElement>('script[data-paypal-sdk]');
    expect(script?.getAttribute('src')).toBe(
      '/paypal-standin/sdk/js?client-id=test-client&currency=MXN&intent=capture&locale=en_US',
    );

    await user.click(await within(checkout).findByRole('button', { name: 'Pagar con PayPal' }));
    expect(await screen.findByText('Booking complete!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase, Valeria. You’ll receive a confirmation email.')).toBeInTheDocument();
    expect(bodies).toMatchObject([{ contactName: 'Ann Lee', passengerNames: ['Ann Lee', 'Bo Lee'], locale: 'en' }]);
  });

  it('says in English a refusal no sentence table knew: the server sends its key and values (issue 28 item 5)', async () => {
    stubPaymentsApi((url) =>
      url.pathname === '/api/payments/orders'
        ? apiErrorResponse(
            400,
            'validation',
            'Por ahora recibimos reservas hasta el 21 de mayo de 2028. Elige una fecha anterior.',
            { date: 'Por ahora recibimos reservas hasta el 21 de mayo de 2028. Elige una fecha anterior.' },
            {
              key: 'payment.beyondHorizon',
              params: { lastDate: '2028-05-21' },
              fieldKeys: { date: { key: 'payment.beyondHorizon', params: { lastDate: '2028-05-21' } } },
            },
          )
        : undefined,
    );
    const { user } = renderInEnglish(experienceBookable(makeExperience()));
    await user.click(screen.getByRole('button', { name: 'Date Choose a date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar: Date' });
    await user.click(within(calendar).getByRole('button', { name: /^Saturday, November 21, 2026$/ }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ann Lee');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const checkout = screen.getByRole('region', { name: 'Pay with PayPal' });
    await user.click(await within(checkout).findByRole('button', { name: 'Pagar con PayPal' }));

    expect(await screen.findByText('For now we take bookings up to May 21, 2028. Choose an earlier date.')).toBeInTheDocument();
    expect(screen.queryByText(/Por ahora recibimos reservas/)).not.toBeInTheDocument();
  });

  it('says a refused coupon in English', async () => {
    stubPaymentsApi((url) =>
      url.pathname === '/api/payments/codes'
        ? apiErrorResponse(
            422,
            'validation_error',
            'Revisa los datos enviados.',
            { couponCode: PAYMENT_MESSAGES.couponInvalid },
            { key: 'common.validation', fieldKeys: { couponCode: { key: 'payment.couponInvalid' } } },
          )
        : undefined,
    );
    const { user } = renderInEnglish(experienceBookable(makeExperience()));
    await user.type(screen.getByRole('textbox', { name: /Coupon code/ }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('This coupon isn’t valid or has no uses left.')).toBeInTheDocument();
  });
});

describe('Mercado Pago beside PayPal (issue 31, decisions 0211 and 0220)', () => {
  const MP_CONFIG = {
    ...CONFIG,
    mercadoPago: {
      testMode: true,
      installments: [
        { months: 3, minAmount: 1500 },
        { months: 6, minAmount: 2500 },
      ],
      cashHours: 48,
      cashCutoffHours: 24,
    },
  };
  const MP_ORDER: CreatedOrder = {
    ...ORDER,
    subtotal: 2900,
    total: 2900,
    amount: 2900,
    orderId: 'PREF-1',
    holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
    redirectUrl: 'http://127.0.0.1/mercadopago-standin/checkout/v1/redirect?pref_id=PREF-1',
  };
  const stubWithMercadoPago = (bodies: unknown[] = []) =>
    stubPaymentsApi((url, init) => {
      if (url.pathname === '/api/payments/config') return jsonResponse(MP_CONFIG);
      if (url.pathname === '/api/payments/orders') {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(MP_ORDER, 201);
      }
      return undefined;
    });
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(leavePage, 'assign').mockImplementation(() => {});
  });
  afterEach(() => assign.mockRestore());

  it('offers Mercado Pago beside PayPal after the details, says what happens, then goes to Mercado Pago with the order', async () => {
    const bodies: unknown[] = [];
    stubWithMercadoPago(bodies);
    // Saturday 21 at 08:00 in Mérida: cash closes 24 h before, on Friday 20 at 08:00 (before now + 48 h).
    const { user } = renderForm(experienceBookable(makeExperience({ price: 2900, start_times: ['08:00'] })));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));

    // PayPal stays chosen first (the earlier checkout, unchanged); Mercado Pago is one tap away.
    const choice = await screen.findByRole('group', { name: 'Forma de pago' });
    expect(within(choice).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Tarjeta, OXXO o transferencia (Mercado Pago)' }));
    const region = screen.getByRole('region', { name: 'Paga con Mercado Pago' });
    expect(within(choice).getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    expect(within(region).getByText(/^Te llevamos a la página de Mercado Pago para pagar/)).toBeInTheDocument();
    expect(within(region).getByText('Hasta 6 meses sin intereses de $483.33')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'En efectivo en OXXO o por transferencia SPEI puedes pagar hasta el viernes, 20 de noviembre de 2026, 08:00; te guardamos los lugares hasta entonces.',
      ),
    ).toBeInTheDocument();
    // PayPal's buttons are not drawn while Mercado Pago is chosen.
    expect(within(region).queryByRole('button', { name: 'Pagar con PayPal' })).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(MP_ORDER.redirectUrl));
    expect(bodies).toEqual([expect.objectContaining({ provider: 'mercadopago', passengers: 1, date: '2026-11-21' })]);
    expect(await screen.findByRole('timer')).toHaveTextContent('Te guardamos 1 lugar durante 10:00');

    // Back from Mercado Pago's page while the hold runs: the same order, not a second hold.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await user.click(await within(region).findByRole('button', { name: 'Pagar con Mercado Pago' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(bodies).toHaveLength(1);
  });

  it('PayPal is chosen first and stays as it was', async () => {
    const bodies: unknown[] = [];
    stubWithMercadoPago(bodies);
    const { user } = renderForm(experienceBookable(makeExperience({ price: 2900 })));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Paga con PayPal' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pagar con PayPal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar con Mercado Pago' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hasta 6 meses sin intereses de $483.33')).not.toBeInTheDocument();
  });

  it('a departure inside the cash cut-off offers only cards; an amount below every plan offers no months', async () => {
    // Saturday 21 at 06:00 in Mérida (12:00Z) is 66 h away; a cut-off of 72 h leaves no time for cash.
    const config = { ...MP_CONFIG, mercadoPago: { ...MP_CONFIG.mercadoPago, cashCutoffHours: 72 } };
    stubPaymentsApi((url) =>
      url.pathname === '/api/payments/config'
        ? jsonResponse(config)
        : url.pathname === '/api/payments/orders'
          ? jsonResponse(MP_ORDER, 201)
          : undefined,
    );
    const { user } = renderForm(experienceBookable(makeExperience({ price: 900, start_times: ['06:00'] })));
    await pickDate(user, /^sábado, 21 de noviembre/);
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await user.click(await screen.findByRole('radio', { name: 'Tarjeta, OXXO o transferencia (Mercado Pago)' }));
    expect(await screen.findByText('Para esta fecha solo se puede pagar con tarjeta.')).toBeInTheDocument();
    expect(screen.queryByText(/meses sin intereses/)).not.toBeInTheDocument();
    expect(screen.queryByText(/En efectivo en OXXO/)).not.toBeInTheDocument();
  });

  it('says it in English on an English page', async () => {
    stubWithMercadoPago();
    const { user } = renderEnglishPage(
      '/',
      <BookingForm item={experienceBookable(makeExperience({ price: 2900, start_times: ['08:00'] }))} />,
    );
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Saturday, November 21/ }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ana López');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const choice = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(choice).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Card, OXXO or bank transfer (Mercado Pago)' }));
    expect(screen.getByRole('region', { name: 'Pay with Mercado Pago' })).toBeInTheDocument();
    expect(screen.getByText('Up to 6 interest-free monthly payments of MX$483.33')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with Mercado Pago' })).toBeInTheDocument();
  });
});

describe('traveller types (issue 32, decision 0237)', () => {
  const type = (id: string, name: string, price: number, takesPlace = true, sortOrder = 0) => ({
    id,
    name,
    nameEn: null,
    price,
    minAge: null,
    maxAge: null,
    takesPlace,
    sortOrder,
  });
  const whales = () =>
    experienceBookable(
      makeExperience({
        price: 3200,
        max_capacity: 4,
        traveller_types: [
          type('adulto', 'Adulto', 3200, true, 0),
          type('nino', 'Niño (3 a 11 años)', 2400, true, 1),
          type('infante', 'Infante (0 a 2)', 0, false, 2),
        ],
      }),
    );

  it('asks how many of each type, prices Σ count × price, names each passenger with its type and sends the counts', async () => {
    const bodies: unknown[] = [];
    stubPaymentsApi((url, init) => {
      if (url.pathname === '/api/payments/quote') bodies.push(JSON.parse(String(init?.body)));
      return undefined;
    });
    const item = whales();
    const { user } = renderForm(item);
    const group = screen.getByRole('group', { name: 'Viajeros' });
    expect(screen.queryByRole('group', { name: 'Cantidad de Pasajeros' })).not.toBeInTheDocument();
    // One adult to start; the last place-taking traveller cannot be removed.
    expect(within(group).getByRole('button', { name: 'Quitar un Adulto' })).toBeDisabled();
    expect(within(group).getByText('Sin costo · no ocupa lugar')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Agregar un Adulto' }));
    await user.click(within(group).getByRole('button', { name: 'Agregar un Niño (3 a 11 años)' }));
    await user.click(within(group).getByRole('button', { name: 'Agregar un Infante (0 a 2)' }));
    // 2 × 3,200 + 2,400 + 0.
    expect(screen.getByText('Total a Pagar').nextElementSibling).toHaveTextContent('$8,800.00');
    expect(
      screen.getByText(/^2 × Adulto a \$3,200\.00 MXN · 1 × Niño \(3 a 11 años\) a \$2,400\.00 MXN · 1 × Infante/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre completo del pasajero 3 (Niño (3 a 11 años))' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre completo del pasajero 4 (Infante (0 a 2))' })).toBeInTheDocument();
    // The infant takes no place: a fourth place-taking traveller is the maximum (4), an infant still fits.
    await user.click(within(group).getByRole('button', { name: 'Agregar un Adulto' }));
    expect(within(group).getByRole('button', { name: 'Agregar un Adulto' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Agregar un Niño (3 a 11 años)' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Agregar un Infante (0 a 2)' })).toBeEnabled();
    await user.click(within(group).getByRole('button', { name: 'Quitar un Adulto' }));

    await pickDate(user, /^sábado, 21 de noviembre/);
    for (const field of screen.getAllByRole('textbox', { name: /^Nombre completo del pasajero \d+/ })) {
      if (!(field as HTMLInputElement).value) await user.type(field, `Pasajero ${field.getAttribute('name')!.split('.')[1]}`);
    }
    await user.type(screen.getByRole('textbox', { name: 'Nombre completo' }), 'Ana López');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 1234 5678');
    await user.type(screen.getByLabelText(/Código de cupón/), 'verano10');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      passengers: 4,
      travellers: [
        { typeId: 'adulto', count: 2 },
        { typeId: 'nino', count: 1 },
        { typeId: 'infante', count: 1 },
      ],
      passengerNames: ['Pasajero 0', 'Pasajero 1', 'Pasajero 2', 'Pasajero 3'],
    });
  });

  it('an item with one type keeps the single passenger count and sends no counts', async () => {
    stubPaymentsApi();
    renderForm(experienceBookable(makeExperience({ traveller_types: [type('persona', 'Persona', 1250)] })));
    expect(screen.getByRole('group', { name: 'Cantidad de Pasajeros' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Viajeros' })).not.toBeInTheDocument();
  });
});
