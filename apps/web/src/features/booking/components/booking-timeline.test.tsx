import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { makeConfirmation } from '@/test/factories.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

// Issue 28 item 4, decision 0196: the voucher shows the traveller's own timeline, read from the
// booking's event log, in the page's language.

const booking = makeConfirmation({
  date: '2099-12-12',
  refundedAmount: 500,
  refunded: { total: 500, paypal: 500, giftCard: 0, outside: 0 },
  timeline: [
    { at: '2099-11-24T15:00:00.000Z', type: 'paid', amount: null, date: null },
    { at: '2099-11-25T16:00:00.000Z', type: 'date_changed', amount: null, date: '2099-12-12' },
    { at: '2099-11-26T17:00:00.000Z', type: 'refunded', amount: 500, date: null },
  ],
});

const answer = () =>
  stubFetch((url) =>
    url.pathname === '/api/bookings/A1B2C3D4' ? jsonResponse(booking) : jsonResponse({ review: null, refusal: null }),
  );

afterEach(cleanup);

describe("the voucher's timeline", () => {
  it('lists what happened to the booking, in Spanish', async () => {
    answer();
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    const timeline = await screen.findByRole('region', { name: 'Historial de tu reserva' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Pagada', 'Fecha cambiada al sábado, 12 de diciembre de 2099', 'Reembolso de $500.00']);
  });

  it('and in English on the English page', async () => {
    answer();
    renderEnglishPage('/en/booking/:reference', <ConfirmationPage />, '/en/booking/A1B2C3D4?t=x');
    const timeline = await screen.findByRole('region', { name: "Your booking's history" });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Paid', 'Date changed to Saturday, December 12, 2099', 'Refund of MX$500.00']);
  });

  it('says the seeds went back when a booking paid with seeds alone was cancelled (a refund of nothing)', async () => {
    stubFetch((url) =>
      url.pathname === '/api/bookings/A1B2C3D4'
        ? jsonResponse({
            ...booking,
            timeline: [
              { at: '2099-11-24T15:00:00.000Z', type: 'paid', amount: null, date: null },
              { at: '2099-11-26T17:00:00.000Z', type: 'refunded', amount: 0, date: null },
            ],
          })
        : jsonResponse({ review: null, refusal: null }),
    );
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    const timeline = await screen.findByRole('region', { name: 'Historial de tu reserva' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Pagada', 'Semillas devueltas a tu saldo']);
  });
});
