import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CheckoutQuote, WaitlistInvitation } from '@hv/shared';
import { AuthContext } from '@/lib/use-auth.ts';
import { authState, makeAuthUser } from '@/test/auth.tsx';
import { makeAvailability, makeExperience } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { experienceBookable } from '../lib/bookable-item.ts';
import { BookingForm } from './booking-form.tsx';

// `Avísame si se libera un lugar` (docs/decisions/0235-waitlist.md, 0239-waitlist-screens.md): offered
// only when the chosen departure cannot take the places wanted, it posts the departure, the e-mail and
// the places, and says the server's answer; an invitation's link books its held places.

const NOW = new Date('2026-11-18T18:00:00Z');
const QUOTE: CheckoutQuote = {
  subtotal: 2500,
  discount: 0,
  total: 2500,
  giftCardAmount: 0,
  amount: 2500,
  currency: 'MXN',
  giftCard: null,
};

function serve(placesLeft: number, extra: (url: URL, init: RequestInit | undefined) => Response | undefined = () => undefined) {
  const posts: unknown[] = [];
  stubFetch((url, init) => {
    const custom = extra(url, init);
    if (custom) return custom;
    if (url.pathname === '/api/availability') return jsonResponse(makeAvailability({ placesLeft, booked: 12 - placesLeft }));
    if (url.pathname === '/api/waitlist' && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return jsonResponse({ message: 'Listo: te escribiremos si se libera un lugar.' }, 201);
    }
    if (url.pathname === '/api/auth/get-session') return jsonResponse(null);
    return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
  });
  return posts;
}

const signedIn = (element: React.ReactElement) => (
  <AuthContext value={authState(makeAuthUser({ fullName: 'Valeria Viajera' }))}>{element}</AuthContext>
);

async function pickSaturday(user: ReturnType<typeof renderPage>['user'], name = /^Fecha/, day = /^sábado, 21 de noviembre/) {
  await user.click(screen.getByRole('button', { name }));
  const calendar = await screen.findByRole('dialog', { name: /^(Calendario|Calendar)/ });
  // The calendar's code comes on first use.
  await user.click(await within(calendar).findByRole('button', { name: day }, { timeout: 5000 }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  resetToastsForTests();
});

describe('Avísame si se libera un lugar', () => {
  it('is not offered while the departure has the places wanted', async () => {
    serve(10);
    const { user } = renderPage('/', <BookingForm item={experienceBookable(makeExperience())} />, '/');
    await pickSaturday(user);
    expect(await screen.findByText('Lugares disponibles para esa fecha: 10')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Avísame si se libera un lugar' })).toBeNull();
  });

  it('on a full departure: the e-mail of the signed-in traveller, the places, the POST and the confirmation', async () => {
    const posts = serve(0);
    const item = experienceBookable(makeExperience());
    const { user } = renderPage('/', signedIn(<BookingForm item={item} />), '/');
    await user.click(screen.getByRole('button', { name: 'Agregar un pasajero' }));
    await pickSaturday(user);
    const group = within(await screen.findByRole('group', { name: 'Avísame si se libera un lugar' }));
    expect(group.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('viajero@example.com');
    const places = group.getByRole('textbox', { name: /Lugares que quieres/ });
    expect(places).toHaveValue('2');

    // A bad count is refused under its field with the shared rule's words, nothing sent.
    await user.clear(places);
    await user.type(places, '0');
    await user.click(group.getByRole('button', { name: 'Anotarme en la lista de espera' }));
    expect(await group.findByText('Elige cuántos lugares quieres, de 1 a 20.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    // Enter in a field sends the waitlist, not the booking form around it.
    await user.clear(places);
    await user.type(places, '3{Enter}');
    expect(await group.findByRole('status')).toHaveTextContent('Listo: te escribiremos si se libera un lugar.');
    expect(posts).toEqual([
      { kind: 'experience', id: item.id, date: '2026-11-21', email: 'viajero@example.com', places: 3, locale: 'es' },
    ]);
    expect(group.queryByRole('button', { name: 'Anotarme en la lista de espera' })).toBeNull();
  });

  it("says the server's 409 (room after all) in the page's language", async () => {
    serve(0, (url) =>
      url.pathname === '/api/waitlist'
        ? apiErrorResponse(
            409,
            'conflict',
            'Queda 1 lugar en esta fecha: puedes reservarlo ahora.',
            { places: 'Queda 1 lugar en esta fecha: puedes reservarlo ahora.' },
            {
              key: 'waitlist.placesFree',
              params: { n: 1 },
              fieldKeys: { places: { key: 'waitlist.placesFree', params: { n: 1 } } },
            },
          )
        : undefined,
    );
    const { user } = renderEnglishPage('/', <BookingForm item={experienceBookable(makeExperience())} />);
    await pickSaturday(user, /^Date/, /^Saturday, November 21/);
    const group = within(await screen.findByRole('group', { name: 'Tell me if a place frees up' }));
    await user.type(group.getByRole('textbox', { name: /E-mail/ }), 'lee@example.com');
    await user.click(group.getByRole('button', { name: 'Join the waitlist' }));
    expect(await group.findByText('There is 1 place left on this date: you can book it now.')).toBeInTheDocument();
    expect(group.getByRole('textbox', { name: /Places you want/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("an invitation's link on the item page", () => {
  it('fills in its date and places, counts its held places as free and sends its token with the checkout', async () => {
    const item = experienceBookable(makeExperience());
    const invitation: WaitlistInvitation = {
      status: 'invited',
      kind: 'experience',
      id: item.id,
      slug: 'nado-en-cenotes',
      name: 'Nado en cenotes de Yucatán',
      nameEn: null,
      timeZone: 'America/Merida',
      date: '2026-11-21',
      startTime: null,
      places: 2,
      holdExpiresAt: '2026-11-18T20:00:00Z',
    };
    const quotes: unknown[] = [];
    serve(0, (url, init) => {
      if (url.pathname === '/api/waitlist/token-de-la-invitacion-123') return jsonResponse(invitation);
      if (url.pathname === '/api/payments/quote') {
        quotes.push(JSON.parse(String(init?.body)));
        return jsonResponse(QUOTE);
      }
      if (url.pathname === '/api/payments/config')
        return jsonResponse({ clientId: 'x', sdkUrl: '/x', currency: 'MXN', testMode: true });
      return undefined;
    });
    const { user } = renderPage('/', signedIn(<BookingForm item={item} />), '/?waitlist=token-de-la-invitacion-123');
    // The public count holds the places for nobody else: here they are this traveller's.
    expect(await screen.findByText('Lugares disponibles para esa fecha: 2')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Cantidad de Pasajeros' })).toHaveTextContent('2 pasajeros');
    expect(screen.queryByRole('group', { name: 'Avísame si se libera un lugar' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /Código de cupón/ }), 'HOLA');
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 1234 5678');
    await user.type(screen.getByRole('textbox', { name: /^Nombre completo del pasajero 2$/ }), 'Pasajero Dos');
    await user.click(screen.getByRole('button', { name: 'Reservar' }));
    await vi.waitFor(() => expect(quotes).toHaveLength(1));
    expect(quotes[0]).toMatchObject({ date: '2026-11-21', passengers: 2, waitlistToken: 'token-de-la-invitacion-123' });
  });
});
