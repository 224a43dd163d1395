import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderRoutes } from '@/test/render-routes.tsx';
import { TRANSPORT_BOOKINGS_KEY } from '../lib/transport-bookings.ts';
import { TransportRequestForm } from './transport-request-form.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => resetToastsForTests());
  localStorage.clear();
});

const CREATED = { id: '00000000-0000-4000-8000-000000000001', status: 'pending' };

function renderForm() {
  return renderRoutes([{ path: '/', element: <TransportRequestForm /> }]);
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
/** The server's refusal of a departure in the past, with its Spanish field message. */
const pastDepartureRefusal = () =>
  jsonResponse(
    {
      error: {
        code: 'validation',
        message: 'Revisa los datos enviados.',
        key: 'common.validation',
        fields: { departureDate: 'La fecha de salida no puede ser anterior a hoy.' },
        // As the server sends it: the Spanish words and their key (docs/decisions/0197-messages-travel-as-keys.md).
        fieldKeys: { departureDate: { key: 'transportRequest.departurePast' } },
      },
    },
    400,
  );

const storedBookings = () => JSON.parse(localStorage.getItem(TRANSPORT_BOOKINGS_KEY) ?? 'null') as unknown;

/** Fills every field; date and time inputs take their value directly (jsdom has no pickers). */
async function fillValidForm(user: ReturnType<typeof renderForm>['user'], overrides: { departureDate?: string } = {}) {
  await user.type(field(/Nombre completo/), 'Ana López');
  await user.type(field(/Correo electrónico/), 'ana@example.com');
  await user.type(field(/Teléfono/), '5512345678');
  await user.type(field(/Destino/), 'Puebla');
  fireEvent.change(field(/Fecha de salida/), { target: { value: overrides.departureDate ?? '2099-07-01' } });
  fireEvent.change(field(/Hora de salida/), { target: { value: '08:30' } });
  fireEvent.change(field(/Fecha de regreso/), { target: { value: '2099-07-03' } });
  await user.type(field(/Número de pasajeros/), '12');
  await user.selectOptions(field(/Tipo de vehículo/), 'toyota');
  await user.type(field(/Itinerario/), 'Catedral y Cholula');
}

const send = () => screen.getByRole('button', { name: /Enviar solicitud/ });

describe('TransportRequestForm', () => {
  it('labels every field of docs/product.md §10 and offers the four vehicles with their capacities', () => {
    stubFetch(() => jsonResponse(CREATED, 201));
    renderForm();

    for (const label of [
      'Nombre completo',
      'Correo electrónico',
      'Código de país',
      'Teléfono',
      'Destino',
      'Fecha de salida',
      'Hora de salida',
      'Fecha de regreso (opcional)',
      'Hora de regreso (opcional)',
      'Tipo de vehículo',
      'Itinerario (opcional)',
      'Peticiones especiales (opcional)',
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    }
    expect(field(/Código de país/)).toHaveValue('52');
    expect(field(/Código de país/)).toHaveAttribute('inputmode', 'numeric');
    expect(
      within(field(/Tipo de vehículo/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Elige un vehículo',
      'Sedán (hasta 4 personas)',
      'SUV (hasta 7 personas)',
      'Toyota Hiace (hasta 14 pasajeros)',
      'Mercedes Sprinter (hasta 19 personas)',
    ]);
  });

  it('answers an empty form with Spanish messages under each required field, and sends and stores nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse(CREATED, 201));
    const { user } = renderForm();

    await user.click(send());

    const expected: [RegExp, string][] = [
      [/Nombre completo/, 'El nombre es obligatorio.'],
      [/Correo electrónico/, 'El correo es obligatorio.'],
      [/Teléfono/, 'El teléfono es obligatorio.'],
      [/Destino/, 'El destino es obligatorio.'],
      [/Fecha de salida/, 'La fecha de salida es obligatoria.'],
      [/Hora de salida/, 'La hora de salida es obligatoria.'],
      [/Tipo de vehículo/, 'Elige un tipo de vehículo.'],
    ];
    for (const [label, message] of expected) {
      const control = await waitFor(() => {
        const c = field(label);
        expect(c).toHaveAttribute('aria-invalid', 'true');
        return c;
      });
      expect(control).toHaveAccessibleDescription(message);
    }
    for (const optional of [/Fecha de regreso/, /Hora de regreso/, /Itinerario/, /Peticiones especiales/, /Código de país/]) {
      expect(field(optional)).not.toHaveAttribute('aria-invalid');
    }
    // Focus goes to the first field to fix.
    expect(field(/Nombre completo/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedBookings()).toBeNull();
  });

  it('rejects a malformed e-mail and a departure before today', async () => {
    const fetchMock = stubFetch(() => jsonResponse(CREATED, 201));
    const { user } = renderForm();

    await fillValidForm(user, { departureDate: '2020-01-01' });
    await user.clear(field(/Correo electrónico/));
    await user.type(field(/Correo electrónico/), 'ana@');
    await user.click(send());

    await waitFor(() => expect(field(/Correo electrónico/)).toHaveAccessibleDescription('El correo no es válido.'));
    expect(field(/Fecha de salida/)).toHaveAccessibleDescription('La fecha de salida no puede ser anterior a hoy.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid request, stores it in the shape of docs/product.md §10, thanks the visitor and empties the form', async () => {
    const fetchMock = stubFetch(() => jsonResponse(CREATED, 201));
    const { user } = renderForm();

    await fillValidForm(user);
    await user.click(send());

    expect(await screen.findByText('¡Solicitud Enviada!')).toBeInTheDocument();
    expect(
      screen.getByText('Hemos recibido tu solicitud de transporte. Te contactaremos pronto para confirmar los detalles.'),
    ).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/transport-requests');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana López',
      email: 'ana@example.com',
      phoneCountryCode: '52',
      phoneNumber: '5512345678',
      destination: 'Puebla',
      departureDate: '2099-07-01',
      departureTime: '08:30',
      returnDate: '2099-07-03',
      vehicleType: 'toyota',
      passengers: 12,
      itinerary: 'Catedral y Cholula',
      // The page's language, for the requester's copy of the e-mail.
      locale: 'es',
    });

    const stored = storedBookings() as Record<string, unknown>[];
    expect(stored).toHaveLength(1);
    const booking = stored[0]!;
    expect(Object.keys(booking)).toEqual([
      'id',
      'name',
      'email',
      'phoneCountryCode',
      'phoneNumber',
      'phone',
      'destination',
      'departureDate',
      'departureTime',
      'returnDate',
      'returnTime',
      'vehicleType',
      'itinerary',
      'specialRequests',
      'status',
      'createdAt',
    ]);
    expect(booking).toMatchObject({
      name: 'Ana López',
      email: 'ana@example.com',
      phoneCountryCode: '52',
      phoneNumber: '5512345678',
      phone: '52 5512345678',
      destination: 'Puebla',
      departureDate: '2099-07-01',
      departureTime: '08:30',
      returnDate: '2099-07-03',
      returnTime: '',
      vehicleType: 'toyota',
      itinerary: 'Catedral y Cholula',
      specialRequests: '',
      status: 'pending',
    });
    expect(typeof booking.id).toBe('number');
    expect(Math.abs((booking.id as number) - Date.now())).toBeLessThan(10_000);
    expect(new Date(booking.createdAt as string).toISOString()).toBe(booking.createdAt);

    // Reset: empty fields, Mexico's code back.
    expect(field(/Nombre completo/)).toHaveValue('');
    expect(field(/Tipo de vehículo/)).toHaveValue('');
    expect(field(/Código de país/)).toHaveValue('52');
  });

  it('appends to the requests already kept in the browser', async () => {
    localStorage.setItem(TRANSPORT_BOOKINGS_KEY, JSON.stringify([{ id: 1, name: 'Anterior' }]));
    stubFetch(() => jsonResponse(CREATED, 201));
    const { user } = renderForm();

    await fillValidForm(user);
    await user.click(send());
    await screen.findByText('¡Solicitud Enviada!');

    const stored = storedBookings() as { name: string }[];
    expect(stored.map((b) => b.name)).toEqual(['Anterior', 'Ana López']);
  });

  it("shows 'Enviando...' while the request travels", async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderForm();

    await fillValidForm(user);
    await user.click(send());

    const busy = await screen.findByRole('button', { name: /Enviando\.\.\./ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer(jsonResponse(CREATED, 201)));
    expect(await screen.findByRole('button', { name: /Enviar solicitud/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's field messages and keeps what was typed", async () => {
    stubFetch(pastDepartureRefusal);
    const { user } = renderForm();

    await fillValidForm(user);
    await user.click(send());

    await waitFor(() =>
      expect(field(/Fecha de salida/)).toHaveAccessibleDescription('La fecha de salida no puede ser anterior a hoy.'),
    );
    expect(field(/Fecha de salida/)).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the field the server refused.
    await waitFor(() => expect(field(/Fecha de salida/)).toHaveFocus());
    expect(field(/Nombre completo/)).toHaveValue('Ana López');
    expect(storedBookings()).toBeNull();
  });

  it.each([
    ['a rate limit', () => apiErrorResponse(429, 'rate_limited', 'Demasiadas solicitudes.')],
    ['a server error', () => apiErrorResponse(500, 'internal', 'Algo salió mal.')],
    [
      'an unreachable server',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('after %s: a destructive toast, nothing stored, and every value kept', async (_case, respond) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(respond);
    const { user } = renderForm();

    await fillValidForm(user);
    await user.click(send());

    const title = await screen.findByText('No se pudo enviar la solicitud');
    expect(screen.getByText('Inténtalo de nuevo en unos minutos o escríbenos por WhatsApp.')).toBeInTheDocument();
    expect(title.closest('li')).toHaveClass('bg-destructive');
    expect(storedBookings()).toBeNull();
    expect(field(/Nombre completo/)).toHaveValue('Ana López');
    expect(field(/Correo electrónico/)).toHaveValue('ana@example.com');
    expect(field(/Teléfono/)).toHaveValue('5512345678');
    expect(field(/Destino/)).toHaveValue('Puebla');
    expect(field(/Fecha de salida/)).toHaveValue('2099-07-01');
    expect(field(/Tipo de vehículo/)).toHaveValue('toyota');
    expect(field(/Itinerario/)).toHaveValue('Catedral y Cholula');
  });

  it('keeps only digits in the country code', async () => {
    stubFetch(() => jsonResponse(CREATED, 201));
    const { user } = renderForm();

    await user.clear(field(/Código de país/));
    await user.type(field(/Código de país/), '+1a');

    expect(field(/Código de país/)).toHaveValue('1');
  });
});

describe('TransportRequestForm in English (issue 19)', () => {
  const renderEnglish = () =>
    renderRoutes([
      {
        path: '/',
        element: (
          <InEnglish>
            <TransportRequestForm />
          </InEnglish>
        ),
      },
    ]);

  it('labels the fields and the vehicles in English and says what is missing in English', async () => {
    const fetchMock = stubFetch(() => jsonResponse(CREATED, 201));
    const { user } = renderEnglish();

    expect(screen.getByRole('form', { name: 'Request your transport' })).toBeInTheDocument();
    expect(
      within(field(/^Vehicle type/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a vehicle',
      'Sedan (up to 4 people)',
      'SUV (up to 7 people)',
      'Toyota Hiace (up to 14 passengers)',
      'Mercedes Sprinter (up to 19 people)',
    ]);

    await user.click(screen.getByRole('button', { name: /Send request/ }));
    await waitFor(() => expect(field(/^Full name/)).toHaveAccessibleDescription('Your name is required.'));
    expect(field(/^Email/)).toHaveAccessibleDescription('The email address is required.');
    expect(field(/^Departure date/)).toHaveAccessibleDescription('The departure date is required.');
    expect(field(/^Vehicle type/)).toHaveAccessibleDescription('Choose a vehicle type.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the server's field messages in English by their keys", async () => {
    stubFetch(pastDepartureRefusal);
    const { user } = renderEnglish();

    await user.type(field(/^Full name/), 'Ana López');
    await user.type(field(/^Email/), 'ana@example.com');
    await user.type(field(/^Phone/), '5512345678');
    await user.type(field(/^Destination/), 'Puebla');
    fireEvent.change(field(/^Departure date/), { target: { value: '2099-07-01' } });
    fireEvent.change(field(/^Departure time/), { target: { value: '08:30' } });
    await user.type(field(/^Number of passengers/), '3');
    await user.selectOptions(field(/^Vehicle type/), 'suv');
    await user.click(screen.getByRole('button', { name: /Send request/ }));

    await waitFor(() => expect(field(/^Departure date/)).toHaveAccessibleDescription("The departure date can't be in the past."));
  });
});
