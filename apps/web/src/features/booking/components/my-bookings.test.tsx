import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AFTER_SALE_MESSAGES, MESSAGES, type MyBooking } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { MyBookings } from './my-bookings.tsx';

const booking = (overrides: Partial<MyBooking> = {}): MyBooking => ({
  id: '00000000-0000-4000-8000-00000000b001',
  reference: 'B001ABCD',
  itemName: 'Nado en cenotes de Yucatán',
  itemNameEn: null,
  kind: 'experience',
  slug: 'nado-en-cenotes',
  date: '2026-11-21',
  passengers: 3,
  amount: 3750,
  currency: 'MXN',
  status: 'Pagada',
  paidAt: '2026-11-18T18:00:00.000Z',
  startTime: null,
  cancellation: {
    allowed: false,
    until: '2026-11-19T06:00:00.000Z',
    reason: AFTER_SALE_MESSAGES.windowClosed('2026-11-19T06:00:00.000Z'),
    refund: { total: 3750, paypal: 3750, giftCard: 0, outside: 0 },
  },
  itemId: '00000000-0000-4000-8000-0000000000e1',
  startTimes: [],
  ...overrides,
});

const renderMyBookings = () => renderPage('/perfil', <MyBookings userId="u1" />, '/perfil');

describe("'Mis reservas'", () => {
  it('lists the bookings with date, passengers, reference, amount and status, linking to the item', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        data: [booking(), booking({ id: 'b2', itemName: 'Viaje borrado', slug: null, kind: null, passengers: 1 })],
      }),
    );
    renderMyBookings();

    const region = screen.getByRole('region', { name: 'Mis reservas' });
    const first = (await within(region).findByRole('link', { name: 'Nado en cenotes de Yucatán' })).closest('li')!;
    expect(within(region).getByRole('link', { name: 'Nado en cenotes de Yucatán' })).toHaveAttribute(
      'href',
      '/experiencia/nado-en-cenotes',
    );
    expect(first).toHaveTextContent('21 de noviembre de 2026');
    expect(first).toHaveTextContent('3 pasajeros');
    expect(first).toHaveTextContent('B001ABCD');
    // The reference opens the booking's voucher (issue 16); signed in, the page needs no token.
    expect(within(first).getByRole('link', { name: 'Ver la reserva B001ABCD' })).toHaveAttribute('href', '/reserva/B001ABCD');
    expect(first).toHaveTextContent('$3,750.00 MXN');
    expect(first).toHaveTextContent('Pagada');
    // An item that no longer exists is named without a link.
    expect(within(region).getByText('Viaje borrado')).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Viaje borrado' })).not.toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/profile/bookings');
  });

  it('shows what a partial refund gave back on a booking that stays paid', async () => {
    stubFetch(() => jsonResponse({ data: [booking({ refundedAmount: 300 }), booking({ id: 'b2', itemName: 'Sin reembolso' })] }));
    renderMyBookings();
    const region = screen.getByRole('region', { name: 'Mis reservas' });
    const partly = (await within(region).findByRole('link', { name: 'Nado en cenotes de Yucatán' })).closest('li')!;
    expect(partly).toHaveTextContent('Pagada');
    expect(partly).toHaveTextContent('Reembolso parcial: $300.00 devueltos por el medio con que pagaste (PayPal o gift card).');
    const whole = within(region).getByRole('link', { name: 'Sin reembolso' }).closest('li')!;
    expect(whole).not.toHaveTextContent('Reembolso parcial');
  });

  it('says the seeds spent beside the money: a booking paid with seeds alone is not a bare $0.00', async () => {
    stubFetch(() =>
      jsonResponse({ data: [booking({ amount: 0, seedsSpent: 30 }), booking({ id: 'b2', itemName: 'Pagada con dinero' })] }),
    );
    renderMyBookings();
    const region = screen.getByRole('region', { name: 'Mis reservas' });
    const seeds = (await within(region).findByRole('link', { name: 'Nado en cenotes de Yucatán' })).closest('li')!;
    expect(seeds).toHaveTextContent('$0.00 MXN + 30 semillas');
    expect(within(region).getByRole('link', { name: 'Pagada con dinero' }).closest('li')!).not.toHaveTextContent('semilla');
  });

  it('offers each paid booking’s factura on its voucher, or says it is issued or in process (decision 0236)', async () => {
    stubFetch((url) =>
      url.pathname === '/api/profile/invoices'
        ? jsonResponse({
            data: [
              { reference: 'B001ABCD', status: null, canRequest: true },
              { reference: 'B002ABCD', status: 'issued', canRequest: false },
              { reference: 'B003ABCD', status: 'pending', canRequest: false },
              { reference: 'B004ABCD', status: null, canRequest: false },
            ],
          })
        : jsonResponse({
            data: [
              booking(),
              booking({ id: 'b2', reference: 'B002ABCD', itemName: 'Facturada ya' }),
              booking({ id: 'b3', reference: 'B003ABCD', itemName: 'En proceso' }),
              booking({ id: 'b4', reference: 'B004ABCD', itemName: 'Fuera de plazo' }),
            ],
          }),
    );
    renderMyBookings();
    const region = screen.getByRole('region', { name: 'Mis reservas' });
    const ask = await within(region).findByRole('link', { name: 'Solicitar factura de la reserva B001ABCD' });
    expect(ask).toHaveTextContent('Solicitar factura');
    expect(ask).toHaveAttribute('href', '/reserva/B001ABCD#factura');
    const issued = within(region).getByRole('link', { name: 'Facturada ya' }).closest('li')!;
    expect(issued).toHaveTextContent('Facturada');
    const pending = within(region).getByRole('link', { name: 'En proceso' }).closest('li')!;
    expect(pending).toHaveTextContent('Factura en proceso');
    const late = within(region).getByRole('link', { name: 'Fuera de plazo' }).closest('li')!;
    expect(within(late).queryByRole('link', { name: /Solicitar factura/ })).not.toBeInTheDocument();
    expect(within(region).getAllByRole('link', { name: /^Solicitar factura/ })).toHaveLength(1);
  });

  it('says so when there are none yet, with a way to the experiences', async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderMyBookings();
    expect(await screen.findByText(/Aún no tienes reservas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descubre nuestras experiencias' })).toHaveAttribute('href', '/experiencias');
  });

  describe('changes while the policy allows (issue 17)', () => {
    // Wednesday 25 November 2026, noon in Mexico City: the next weekend is the 28th and 29th.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-25T18:00:00.000Z'));
    });
    afterEach(() => vi.useRealTimers());

    const open = booking({
      date: '2026-12-12',
      cancellation: {
        allowed: true,
        until: '2026-12-10T06:00:00.000Z',
        reason: null,
        refund: { total: 3750, paypal: 3000, giftCard: 750, outside: 0 },
      },
    });

    it('cancels after a dialog that says how much comes back and where; the list then shows it refunded', async () => {
      let cancelled = false;
      const fetchMock = stubFetch((url, init) => {
        if (url.pathname === '/api/bookings/B001ABCD/cancel' && init?.method === 'POST') {
          cancelled = true;
          return jsonResponse({
            status: 'Reembolsada',
            amount: 3750,
            paypalAmount: 3000,
            giftCardAmount: 750,
            outsideAmount: 0,
            refundedAmount: 3750,
            refundable: 0,
          });
        }
        if (url.pathname === '/api/profile/bookings')
          return jsonResponse({ data: [cancelled ? { ...open, status: 'Reembolsada', refundedAmount: 3750 } : open] });
        return jsonResponse({});
      });
      const { user } = renderMyBookings();
      const region = screen.getByRole('region', { name: 'Mis reservas' });
      expect(await within(region).findByText(/Puedes cancelar sin costo o cambiar la fecha hasta el/)).toHaveTextContent(
        'jueves, 10 de diciembre de 2026, 00:00',
      );

      await user.click(within(region).getByRole('button', { name: 'Cancelar reserva' }));
      const dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar la reserva B001ABCD?' });
      expect(dialog).toHaveTextContent('Te devolveremos $3,750.00, todo lo que pagaste.');
      const where = within(dialog).getByRole('region', { name: 'A dónde vuelve el dinero' });
      expect(
        within(where)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['$3,000.00 a tu cuenta de PayPal o a la tarjeta con que pagaste', '$750.00 a tu gift card']);
      // 'Volver' changes nothing.
      await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/cancel'))).toBe(false);

      await user.click(within(region).getByRole('button', { name: 'Cancelar reserva' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar reserva' }));
      expect(await screen.findByText('Reserva cancelada.')).toBeInTheDocument();
      expect(screen.getByText('Te devolvimos $3,750.00. Te enviamos los detalles por correo.')).toBeInTheDocument();
      expect(await within(region).findByText('Reembolsada')).toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
    });

    it('outside the policy both buttons are off, say why, and offer WhatsApp with the reference', async () => {
      const closed = booking({ id: 'b3', date: '2026-11-28', itemName: 'Kayak al amanecer' });
      stubFetch((url) =>
        url.pathname === '/api/profile/bookings' ? jsonResponse({ data: [closed, booking()] }) : jsonResponse({}),
      );
      renderMyBookings();
      const region = screen.getByRole('region', { name: 'Mis reservas' });
      // A booking whose day has passed offers no changes at all.
      const past = (await within(region).findByRole('link', { name: 'Nado en cenotes de Yucatán' })).closest('li')!;
      expect(within(past).queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
      const cancel = within(region).getByRole('button', { name: 'Cancelar reserva' });
      expect(cancel).toBeDisabled();
      expect(cancel).toHaveAccessibleDescription(/^La cancelación gratuita y los cambios de fecha terminaron el/);
      expect(within(region).getByRole('button', { name: 'Cambiar fecha' })).toBeDisabled();
      expect(within(region).getByRole('link', { name: /Si necesitas ayuda, escríbenos por WhatsApp/ })).toHaveAttribute(
        'href',
        expect.stringContaining('text=Hola%2C%20tengo%20la%20reserva%20B001ABCD.'),
      );
    });

    it("'Cambiar fecha' offers only the dates the experience runs: its weekdays inside its season (decision 0208)", async () => {
      // A whale tour on Wednesdays and Saturdays, January to March, booked for 13 February.
      const whales = booking({
        ...open,
        date: '2027-02-13',
        dateRule: { weekdays: ['wed', 'sat'], seasons: [{ from: '01-01', to: '03-31' }] },
      });
      stubFetch((url) => {
        if (url.pathname === '/api/profile/bookings') return jsonResponse({ data: [whales] });
        if (url.pathname === '/api/closed-dates') return jsonResponse({ dates: [] });
        return jsonResponse({});
      });
      const { user } = renderMyBookings();
      const region = screen.getByRole('region', { name: 'Mis reservas' });
      await user.click(await within(region).findByRole('button', { name: 'Cambiar fecha' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar la fecha de la reserva B001ABCD' });
      expect(within(dialog).getByText('Solo miércoles y sábado')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: /^Nueva fecha/ }));
      const calendar = await screen.findByRole('dialog', { name: 'Calendario: Nueva fecha' });
      // It opens on the season's first month, with its Wednesdays and Saturdays only.
      expect(await within(calendar).findByRole('button', { name: /^sábado, 2 de enero de 2027/ })).not.toHaveAttribute(
        'aria-disabled',
      );
      expect(within(calendar).getByRole('button', { name: /^miércoles, 6 de enero de 2027/ })).not.toHaveAttribute(
        'aria-disabled',
      );
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

    it("moves it to another weekend; the server's refusal shows in the dialog and nothing else changes", async () => {
      let moves = 0;
      const fetchMock = stubFetch((url, init) => {
        if (url.pathname === '/api/bookings/B001ABCD/reschedule' && init?.method === 'POST') {
          moves += 1;
          const body = JSON.parse(String(init.body)) as { date: string };
          if (moves === 1) return apiErrorResponse(409, 'conflict', 'Solo quedan 2 lugares para esa fecha.');
          return jsonResponse({ reference: 'B001ABCD', date: body.date, startTime: null });
        }
        if (url.pathname === '/api/profile/bookings') return jsonResponse({ data: [open] });
        if (url.pathname === '/api/closed-dates') return jsonResponse({ dates: ['2026-11-29'] });
        return jsonResponse({});
      });
      const { user } = renderMyBookings();
      const region = screen.getByRole('region', { name: 'Mis reservas' });
      await user.click(await within(region).findByRole('button', { name: 'Cambiar fecha' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar la fecha de la reserva B001ABCD' });
      expect(dialog).toHaveTextContent('Fecha actual: sábado, 12 de diciembre de 2026');

      // No date chosen: the schema's message, nothing sent.
      await user.click(within(dialog).getByRole('button', { name: 'Cambiar fecha' }));
      expect(await within(dialog).findByText('Elige la nueva fecha.')).toBeInTheDocument();
      expect(moves).toBe(0);

      await user.click(within(dialog).getByRole('button', { name: /^Nueva fecha/ }));
      const calendar = await screen.findByRole('dialog', { name: 'Calendario: Nueva fecha' });
      // A date staff closed cannot be chosen.
      expect(await within(calendar).findByRole('button', { name: /^domingo, 29 de noviembre.*cerrada/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await user.click(within(calendar).getByRole('button', { name: /^sábado, 28 de noviembre/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Cambiar fecha' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Solo quedan 2 lugares para esa fecha.');

      await user.click(within(dialog).getByRole('button', { name: /^Nueva fecha/ }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Calendario: Nueva fecha' })).getByRole('button', {
          name: /^sábado, 28 de noviembre/,
        }),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cambiar fecha' }));
      expect(await screen.findByText('Fecha cambiada.')).toBeInTheDocument();
      expect(screen.getByText('La reserva ahora es para el sábado, 28 de noviembre de 2026.')).toBeInTheDocument();
      const sent = fetchMock.mock.calls
        .filter(([u]) => String(u).includes('/reschedule'))
        .map(([, i]) => JSON.parse(String(i?.body)));
      expect(sent).toEqual([{ date: '2026-11-28' }, { date: '2026-11-28' }]);
    });
  });
});

describe("'My bookings' on an English page (issue 19)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T18:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the bookings in English: status, long date, travellers, links to the English pages, and why it cannot change', async () => {
    stubFetch((url) =>
      url.pathname === '/api/profile/bookings'
        ? jsonResponse({ data: [booking(), booking({ id: 'b2', reference: 'B002ABCD', status: 'Reembolsada', passengers: 1 })] })
        : jsonResponse({}),
    );
    renderEnglishPage('/en/profile', <MyBookings userId="u1" />);
    const region = screen.getByRole('region', { name: 'My bookings' });
    const items = await within(region).findAllByRole('link', { name: 'Nado en cenotes de Yucatán' });
    const paid = items[0]!.closest('li')!;
    const refunded = items[1]!.closest('li')!;
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('November 21, 2026');
    expect(paid).toHaveTextContent('3 travellers');
    expect(paid).toHaveTextContent('MX$3,750.00 MXN');
    expect(within(paid).getByRole('link', { name: 'Nado en cenotes de Yucatán' })).toHaveAttribute('lang', 'es');
    expect(within(paid).getByRole('link', { name: 'Nado en cenotes de Yucatán' })).toHaveAttribute(
      'href',
      '/en/experience/nado-en-cenotes',
    );
    expect(within(paid).getByRole('link', { name: 'View booking B001ABCD' })).toHaveAttribute('href', '/en/booking/B001ABCD');
    const cancel = within(paid).getByRole('button', { name: 'Cancel booking' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(/^Free cancellation and date changes ended on Thursday, November 19, 2026/);
    expect(within(paid).getByRole('link', { name: /If you need help, message us on WhatsApp/ })).toBeInTheDocument();
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent('1 traveller');
  });

  it("says the server's refusals of a cancel in English: the deadline at the item's place, and a lost session (decision 0197)", async () => {
    const open = booking({
      date: '2026-11-28',
      cancellation: {
        allowed: true,
        until: '2026-11-26T06:00:00.000Z',
        reason: null,
        refund: { total: 3750, paypal: 3750, giftCard: 0, outside: 0 },
      },
    });
    let tries = 0;
    stubFetch((url, init) => {
      if (url.pathname === '/api/bookings/B001ABCD/cancel' && init?.method === 'POST') {
        tries += 1;
        // The window closed while the page was open; then the session ran out. The Spanish is the API's as sent.
        return tries === 1
          ? apiErrorResponse(
              422,
              'unprocessable',
              `${AFTER_SALE_MESSAGES.windowClosed('2026-11-26T06:00:00.000Z')} ${AFTER_SALE_MESSAGES.askUs}`,
              undefined,
              { key: 'afterSale.refusedWindowClosed', params: { untilDateTime: '2026-11-26T00:00' } },
            )
          : apiErrorResponse(401, 'unauthorized', MESSAGES.unauthorized, undefined, { key: 'common.unauthorized' });
      }
      return url.pathname === '/api/profile/bookings' ? jsonResponse({ data: [open] }) : jsonResponse({});
    });
    const { user } = renderEnglishPage('/en/profile', <MyBookings userId="u1" />);
    const region = screen.getByRole('region', { name: 'My bookings' });
    const cancelOnce = async () => {
      await user.click(await within(region).findByRole('button', { name: 'Cancel booking' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, cancel booking' }));
    };
    await cancelOnce();
    expect(
      await screen.findByText(
        /^Free cancellation and date changes ended on Thursday, November 26, 2026 at 12:00\sAM\. If you need help/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cancelación gratuita/)).not.toBeInTheDocument();
    await cancelOnce();
    expect(await screen.findByText('Please sign in.')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.unauthorized)).not.toBeInTheDocument();
  });
});
