import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { makeAvailability, makeConfirmation } from '@/test/factories.ts';
import { renderEnglishPage, renderPage } from '@/test/render-routes.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';
import { PlacesLeft } from './places-left.tsx';

// Minimum to run (docs/decisions/0229-minimum-to-run.md): a departure below its minimum says
// `Se confirma con N personas` under its places, and on the voucher of a booking on it.

const booking = makeConfirmation({
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  slug: 'kayak',
  itemName: 'Kayak en Bacalar',
  startTime: '08:30',
  passengers: 2,
  subtotal: 1200,
  paypalAmount: 1200,
  total: 1200,
  timeZone: 'America/Cancun',
  cancellationTermsEn: 'Free cancellation up to 48 hours before the start.',
});

describe('Se confirma con N personas', () => {
  it('is said under the places of a departure below its minimum, and not once it is reached', () => {
    const below = renderPage(
      '/',
      <PlacesLeft availability={makeAvailability({ placesLeft: 8, minimumToRun: 6 })} isLoading={false} passengers={1} />,
      '/',
    );
    expect(screen.getByText('Se confirma con 6 personas')).toBeInTheDocument();
    below.unmount();
    renderPage(
      '/',
      <PlacesLeft availability={makeAvailability({ placesLeft: 8, minimumToRun: null })} isLoading={false} passengers={1} />,
      '/',
    );
    expect(screen.getByText(/Lugares disponibles/)).toBeInTheDocument();
    expect(screen.queryByText(/Se confirma con/)).not.toBeInTheDocument();
  });

  it('is said on the voucher of a booking on such a departure', async () => {
    stubFetch((url) =>
      url.pathname === '/api/bookings/A1B2C3D4'
        ? jsonResponse({ ...booking, minimumToRun: 6 })
        : jsonResponse({ review: null, refusal: null }),
    );
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    expect(await screen.findByText('Se confirma con 6 personas')).toBeInTheDocument();
  });

  it('is said in English on the English voucher', async () => {
    stubFetch((url) =>
      url.pathname === '/api/bookings/A1B2C3D4'
        ? jsonResponse({ ...booking, minimumToRun: 6 })
        : jsonResponse({ review: null, refusal: null }),
    );
    renderEnglishPage('/en/booking/:reference', <ConfirmationPage />, '/en/booking/A1B2C3D4?t=x');
    expect(await screen.findByText('Confirmed once 6 people have booked')).toBeInTheDocument();
  });

  it('is not said on the voucher once the departure reached it', async () => {
    stubFetch((url) =>
      url.pathname === '/api/bookings/A1B2C3D4'
        ? jsonResponse({ ...booking, minimumToRun: null })
        : jsonResponse({ review: null, refusal: null }),
    );
    renderPage('/reserva/:reference', <ConfirmationPage />, '/reserva/A1B2C3D4?t=x');
    expect(await screen.findByText('Kayak en Bacalar')).toBeInTheDocument();
    expect(screen.queryByText(/Se confirma con/)).not.toBeInTheDocument();
  });
});
