import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESK_MESSAGES, type DeskBookingRow, type PassengerManifest, type VoucherCheckInResult } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import CheckInPage from './check-in-page.tsx';
import { browserStore } from './offline-db.ts';

// Issue 29 item 6: a line of people at the meeting point — the camera stays open from one code to
// the next, each result buzzes where allowed, and the typed reference's field is ready again.

const booking = (reference: string): DeskBookingRow & { passengerNames: string[] } => ({
  id: `${reference.toLowerCase()}-0000-4000-8000-000000000001`,
  reference,
  travellerName: 'Émilie Núñez',
  travellerEmail: 'emilie@example.com',
  travellerPhone: '+525587654321',
  itemName: 'Kayak en Bacalar',
  kind: 'experience',
  date: '2026-12-05',
  startTime: '09:00',
  passengers: 1,
  total: 1450,
  refundedAmount: 0,
  status: 'Pagada',
  source: 'web',
  checkIn: 'Presentado',
  createdAt: '2026-11-20T15:00:00.000Z',
  passengerNames: ['Émilie Núñez'],
});
const checkedIn = (reference: string): VoucherCheckInResult => ({
  result: 'checked_in',
  booking: booking(reference),
  checkedInAt: '2026-12-05T15:02:00.000Z',
  checkedInBy: 'Olga Organizadora',
  passengers: [],
});

/** The desk's API: check-in answers from `answer`, every code sent kept in `sent`. */
function deskApi(answer: (code: string) => Response) {
  const sent: string[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/admin/me')
      return jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Organizador', fullName: 'Yo' });
    if (url.pathname === '/api/admin/check-in') {
      const { code } = JSON.parse(String(init!.body)) as { code: string };
      sent.push(code);
      return answer(code);
    }
    return apiErrorResponse(404, 'not_found', 'No encontrado.');
  });
  return sent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Check-in for a line of people', () => {
  it('after Registrar the field is empty and focused again, a refused code included', async () => {
    deskApi((code) =>
      code.toUpperCase() === '0A1B2C3D'
        ? jsonResponse(checkedIn('0A1B2C3D'))
        : apiErrorResponse(404, 'not_found', DESK_MESSAGES.referenceNotFound),
    );
    const { user } = renderRoutes([{ path: '/', element: <CheckInPage /> }]);
    const field = await screen.findByLabelText(/Referencia/);

    await user.type(field, '0a1b2c3d');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('heading', { name: 'Presentado' })).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');

    await user.type(field, 'ABCDEF12');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DESK_MESSAGES.referenceNotFound);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
  });

  it('keeps the camera open: each new code is sent once, after the last result has shown about 2 s, with a buzz', async () => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
      ],
    });
    const sent = deskApi((code) => jsonResponse(checkedIn(code)));
    // What the camera sees: the browser's BarcodeDetector reads whatever code is held up.
    let inView: string | null = null;
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = () => Promise.resolve(['qr_code']);
        detect = () => Promise.resolve(inView ? [{ rawValue: inView }] : []);
      },
    );
    const track = { stop: vi.fn() };
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [track] }));
    vi.stubGlobal(
      'navigator',
      // onLine: the page's offline banner reads it (a stand-in object has no Navigator getter).
      Object.assign(Object.create(navigator, { onLine: { value: true } }) as Navigator, {
        mediaDevices: { getUserMedia },
        vibrate: vi.fn(),
      }),
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const run = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    renderRoutes([{ path: '/', element: <CheckInPage /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'Escanear código QR' }));
    inView = '0A1B2C3D';
    await run(100);
    expect(sent).toEqual(['0A1B2C3D']);
    expect(screen.getByRole('heading', { name: 'Presentado' })).toBeInTheDocument();
    expect(navigator.vibrate).toHaveBeenCalledWith(120);
    // The camera is still open for the next person.
    expect(screen.getByLabelText(/Vista de la cámara/)).toBeInTheDocument();
    expect(screen.getByText('Código leído.')).toBeInTheDocument();

    // The same voucher still held up is not sent again.
    await run(3_000);
    expect(sent).toEqual(['0A1B2C3D']);
    expect(screen.getByText('Listo para el siguiente código.')).toBeInTheDocument();

    inView = '380F65A4';
    await run(100);
    expect(sent).toEqual(['0A1B2C3D', '380F65A4']);
    // While that result shows, the next code waits its turn.
    inView = 'FFFF0000';
    await run(1_000);
    expect(sent).toHaveLength(2);
    await run(1_100);
    expect(sent).toEqual(['0A1B2C3D', '380F65A4', 'FFFF0000']);
    expect(getUserMedia).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar cámara' }));
    expect(track.stop).toHaveBeenCalled();
  });
});

describe('A voucher scanned without a connection (decision 0207)', () => {
  const person = (index: number, name: string) => ({ index, name, checkedInAt: null, checkedInBy: null, alsoCheckedInAt: null });
  const manifest: PassengerManifest = {
    departure: {
      kind: 'trip',
      itemId: '1a000000-0000-4000-8000-000000000000',
      itemName: 'Cenote Azul',
      date: '2026-11-27',
      startTime: '08:00',
      passengers: 2,
      bookings: 1,
      capacity: 20,
      minimum: null,
      checkedIn: 0,
      cancelled: null,
    },
    meetingPoint: 'Parque central',
    facts: [],
    data: [
      {
        id: '0a1b2c3d-0000-4000-8000-000000000001',
        reference: '0A1B2C3D',
        buyer: 'Rosa Díaz',
        phone: null,
        email: null,
        passengers: 2,
        passengerNames: ['Rosa Díaz', 'Luis Díaz'],
        startTime: '08:00',
        checkIn: 'Sin registrar',
        checkedInAt: null,
        people: [person(0, 'Rosa Díaz'), person(1, 'Luis Díaz')],
      },
    ],
    present: 0,
  };
  const query = 'kind=trip&id=1a000000-0000-4000-8000-000000000000&date=2026-11-27';

  afterEach(() => browserStore.write([]));

  it('is found on the manifest the device has and queued like a tap on each switch, shown pending', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // No network at all: any request fails as a browser's fetch does offline.
    const fetchMock = vi.fn((_input: RequestInfo | URL) => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const { user, queryClient } = renderRoutes([{ path: '/', element: <CheckInPage /> }]);
    // The departure's manifest, loaded on this device before the signal went.
    queryClient.setQueryData(['admin', 'desk', 'manifest', query], manifest);
    const field = await screen.findByLabelText(/Referencia/);

    // As read aloud or mistyped: O for 0, spaces (item 6's normalising applies offline too).
    await user.type(field, 'oa1b 2c3d');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('heading', { name: 'Registrado sin conexión' })).toBeInTheDocument();
    expect(screen.getByText('Se enviarán 2 pasajeros al volver la conexión.')).toBeInTheDocument();
    expect(screen.getByText('Rosa Díaz, Luis Díaz')).toBeInTheDocument();
    // The same pending indication as a switch tapped offline.
    expect(await screen.findByText('Sin conexión · 2 registros por enviar')).toBeInTheDocument();
    expect(browserStore.read().map((q) => [q.bookingId, q.index, q.present])).toEqual([
      ['0a1b2c3d-0000-4000-8000-000000000001', 0, true],
      ['0a1b2c3d-0000-4000-8000-000000000001', 1, true],
    ]);
    const shown = queryClient.getQueryData<PassengerManifest>(['admin', 'desk', 'manifest', query])!;
    expect(shown.present).toBe(2);
    expect(shown.data[0]!.people.every((p) => p.checkedInAt !== null)).toBe(true);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/admin/check-in'))).toBe(false);

    // Scanned again: already present, nothing queued twice.
    await user.type(field, '0A1B2C3D');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('heading', { name: DESK_MESSAGES.alreadyCheckedIn })).toBeInTheDocument();
    expect(browserStore.read()).toHaveLength(2);

    // A reference on no manifest of this device is refused, saying why.
    await user.type(field, 'FFFF0000');
    await user.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/no está en los manifiestos de hoy guardados en este dispositivo/);
    expect(browserStore.read()).toHaveLength(2);
  });
});
