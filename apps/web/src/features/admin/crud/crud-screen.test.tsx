import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTrip } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import TripsPage from '../trips/trips-page.tsx';
import { listPage } from './test-utils.tsx';

function renderTrips(handler: (url: URL, init: RequestInit | undefined) => Response) {
  const fetchMock = stubFetch(handler);
  const view = renderRoutes([{ path: '/admin/viajes', element: <TripsPage /> }], { path: '/admin/viajes' });
  return { ...view, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), window.location.origin));

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

/** A day of next year, always ahead of today. */
const nextYear = (monthDay: string) => `${new Date().getFullYear() + 1}-${monthDay}`;

/** Makes the phone media query of the admin lists match, as on a 390 px screen. */
function onPhone() {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query === '(max-width: 767px)',
  }));
}

describe('admin CRUD pattern (trips screen)', () => {
  it('says it is loading, then that no trips exist yet, then that a search found none', async () => {
    const { user } = renderTrips(() => jsonResponse(listPage([])));
    expect(screen.getByText('Cargando viajes...')).toBeInTheDocument();
    expect(await screen.findByText('No hay viajes creados.')).toBeInTheDocument();
    expect(screen.queryByText('Cargando viajes...')).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Buscar viaje...'), 'zz');
    expect(await screen.findByText('No se encontraron viajes.')).toBeInTheDocument();
  });

  it('searches on the server once the typing stops', async () => {
    const { user, fetchMock } = renderTrips(() => jsonResponse(listPage([makeTrip()])));
    await screen.findByText('Oaxaca de Juárez');
    await user.type(screen.getByPlaceholderText('Buscar viaje...'), 'oax');
    await waitFor(() => expect(calls(fetchMock, 'GET').some((url) => url.searchParams.get('q') === 'oax')).toBe(true));
    const queries = calls(fetchMock, 'GET').map((url) => url.searchParams.get('q'));
    // Debounced: the partial words were never sent.
    expect(queries).not.toContain('o');
    expect(queries).not.toContain('oa');
    expect(calls(fetchMock, 'GET')[0]?.pathname).toBe('/api/admin/trips');
  });

  it('asks before deleting, then deletes', async () => {
    const trip = makeTrip();
    const { user, fetchMock } = renderTrips((_url, init) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(listPage([trip])),
    );
    await user.click(await screen.findByRole('button', { name: `Acciones: ${trip.destination}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Estás seguro?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Esta acción no se puede deshacer. Esto eliminará permanentemente el viaje.'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE')[0]?.pathname).toBe(`/api/admin/trips/${trip.id}`));
    expect(await screen.findByText('El viaje ha sido eliminado.')).toBeInTheDocument();
  });

  it('changes the status from the dropdown', async () => {
    const trip = makeTrip({ status: 'Borrador' });
    const { user, fetchMock } = renderTrips((_url, init) =>
      init?.method === 'PATCH' ? jsonResponse({ ...trip, status: 'Público' }) : jsonResponse(listPage([trip])),
    );
    const select = await screen.findByRole('combobox', { name: `Estado: ${trip.destination}` });
    expect(select).toHaveValue('Borrador');
    await user.selectOptions(select, 'Público');
    await waitFor(() => expect(calls(fetchMock, 'PATCH')[0]?.pathname).toBe(`/api/admin/trips/${trip.id}/status`));
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'Público' });
    expect(await screen.findByText('Estado del viaje actualizado.')).toBeInTheDocument();
  });

  it('toggles visibility with the active switch', async () => {
    const trip = makeTrip({ is_active: true });
    const { user, fetchMock } = renderTrips((_url, init) =>
      init?.method === 'PATCH' ? jsonResponse({ ...trip, is_active: false }) : jsonResponse(listPage([trip])),
    );
    await user.click(await screen.findByRole('switch', { name: `Activo: ${trip.destination}` }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH')[0]?.pathname).toBe(`/api/admin/trips/${trip.id}/active`));
    expect(await screen.findByText('Visibilidad del viaje actualizada.')).toBeInTheDocument();
  });

  it('validates an empty form with the docs/product.md §5.4 messages', async () => {
    const { user, fetchMock } = renderTrips(() => jsonResponse(listPage([])));
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir Nuevo Viaje' });
    expect(within(dialog).getByText('Completa los detalles para registrar un nuevo viaje.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const message of [
      'El destino es obligatorio.',
      'El slug es obligatorio.',
      'Precio MXN inválido.',
      'La imagen es obligatoria.',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    // Focus goes to the first field to fix.
    expect(within(dialog).getByLabelText(/^Destino \*/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Destino \*/)).toHaveAccessibleDescription('El destino es obligatorio.');
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
    // The file picker speaks Spanish whatever the browser's language.
    expect(within(dialog).getByText('Elegir imagen')).toBeInTheDocument();
    expect(within(dialog).getByText('Sin archivo elegido')).toBeInTheDocument();
  });

  it('shows the server field errors under the fields', async () => {
    const { user, fetchMock } = renderTrips((_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(
            { error: { code: 'conflict', message: 'Este slug ya existe.', fields: { slug: 'Este slug ya existe.' } } },
            409,
          )
        : jsonResponse(listPage([])),
    );
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir Nuevo Viaje' });
    const fill = async (label: RegExp, value: string) => user.type(within(dialog).getByLabelText(label), value);
    await fill(/^Destino \*/, 'Barrancas');
    await fill(/^Slug/, 'barrancas-del-cobre');
    await fill(/^Precio MXN/, '9000');
    await fill(/^Fecha de salida/, nextYear('09-01'));
    await fill(/^Hora de salida/, '08:00');
    await fill(/^Capacidad mínima/, '2');
    await fill(/^Capacidad máxima/, '10');
    await user.upload(
      within(dialog).getByLabelText(/^Imagen de portada/),
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    );
    expect(within(dialog).getByText('cover.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este slug ya existe.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Slug/)).toHaveFocus());
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toMatchObject({ destination: 'Barrancas', status: 'Borrador', is_active: true });
    expect(body.get('image')).toBeInstanceOf(File);
  });

  it('shows each trip as a card on a phone, with its switch, status and actions', async () => {
    onPhone();
    const trip = makeTrip({ status: 'Próximamente' });
    const { user } = renderTrips(() => jsonResponse(listPage([trip])));
    const card = (await screen.findByText(trip.destination)).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: `Activo: ${trip.destination}` })).toBeChecked();
    expect(within(card).getByRole('combobox', { name: `Estado: ${trip.destination}` })).toHaveValue('Próximamente');
    expect(within(card).getByText('Estado')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `Acciones: ${trip.destination}` }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
  });

  it('says no trips exist yet on a phone too', async () => {
    onPhone();
    renderTrips(() => jsonResponse(listPage([])));
    expect(await screen.findByText('No hay viajes creados.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses a departure before today and a return before the departure, under their fields (issue 16)', async () => {
    const { user, fetchMock } = renderTrips(() => jsonResponse(listPage([])));
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir Nuevo Viaje' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await user.type(field(/^Fecha de salida/), '2020-05-10');
    await user.type(field(/^Hora de salida/), '09:00');
    await user.type(field(/^Fecha de regreso/), '2020-05-09');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(field(/^Fecha de salida/)).toHaveAccessibleDescription('La fecha de salida no puede ser anterior a hoy.'),
    );
    expect(field(/^Fecha de regreso/)).toHaveAccessibleDescription('La fecha de regreso no puede ser anterior a la salida.');

    await user.clear(field(/^Fecha de salida/));
    await user.type(field(/^Fecha de salida/), nextYear('05-10'));
    await user.clear(field(/^Fecha de regreso/));
    await user.type(field(/^Fecha de regreso/), nextYear('05-10'));
    await user.type(field(/^Hora de regreso/), '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(field(/^Fecha de salida/)).not.toHaveAccessibleDescription();
    expect(field(/^Hora de regreso/)).toHaveAccessibleDescription(
      'El mismo día, la hora de regreso no puede ser anterior a la de salida.',
    );
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
  });

  it('keeps a past departure on edit while it is unchanged, not when moved to another past day', async () => {
    const trip = makeTrip({ departure_date: '2020-07-18', return_date: '2020-07-21' });
    const { user, fetchMock } = renderTrips((_url, init) =>
      init?.method === 'PUT' ? jsonResponse({ ...trip, departure_date: '2020-07-17' }) : jsonResponse(listPage([trip])),
    );
    await user.click(await screen.findByRole('button', { name: `Acciones: ${trip.destination}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Viaje' });
    const departure = within(dialog).getByLabelText(/^Fecha de salida/);
    await user.clear(departure);
    await user.type(departure, '2020-07-17');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(departure).toHaveAccessibleDescription('La fecha de salida no puede ser anterior a hoy.');
    expect(calls(fetchMock, 'PUT')).toHaveLength(0);
    await user.clear(departure);
    await user.type(departure, '2020-07-18');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Viaje actualizado correctamente.')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT')).toHaveLength(1);
  });

  it('edits in the same form, filled in, keeping the cover when no new image is chosen', async () => {
    const trip = makeTrip({ destination_en: 'Oaxaca city', bullets_en: ['Three nights', 'Breakfasts'] });
    const { user, fetchMock } = renderTrips((_url, init) =>
      init?.method === 'PUT' ? jsonResponse({ ...trip, destination: 'Oaxaca y Hierve el Agua' }) : jsonResponse(listPage([trip])),
    );
    await user.click(await screen.findByRole('button', { name: `Acciones: ${trip.destination}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Viaje' });
    expect(within(dialog).getByText('Modifica los detalles del viaje.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Slug/)).toHaveValue(trip.slug);
    // The image is optional now, and the hint says what leaving it empty does.
    const image = within(dialog).getByLabelText(/^Imagen de portada/);
    expect(image).not.toHaveAttribute('aria-required');
    expect(image).toHaveAccessibleDescription('PNG, JPEG o WebP. Déjalo vacío para conservar la imagen actual.');

    // The optional English text sits beside the Spanish, filled in too.
    expect(within(dialog).getByLabelText('Destino en inglés (opcional)')).toHaveValue('Oaxaca city');
    expect(within(dialog).getByLabelText('Destino en inglés (opcional)')).toHaveAccessibleDescription(
      'Para la página en inglés; sin él, se muestra el texto en español.',
    );
    expect(within(dialog).getByLabelText('Qué incluye en inglés (opcional)')).toHaveValue('Three nights\nBreakfasts');

    const destination = within(dialog).getByLabelText(/^Destino \*/);
    await user.clear(destination);
    await user.type(destination, 'Oaxaca y Hierve el Agua');
    await user.type(within(dialog).getByLabelText('Descripción en inglés (opcional)'), 'Four days of Guelaguetza.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Viaje actualizado correctamente.')).toBeInTheDocument();
    const [url] = calls(fetchMock, 'PUT');
    expect(url?.pathname).toBe(`/api/admin/trips/${trip.id}`);
    const body = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get('data')))).toMatchObject({
      destination: 'Oaxaca y Hierve el Agua',
      slug: trip.slug,
      destination_en: 'Oaxaca city',
      description_en: 'Four days of Guelaguetza.',
      bullets_en: 'Three nights\nBreakfasts',
    });
    expect(body.has('image')).toBe(false);
  });
});
