import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeExperience, makeTrip } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import ExperiencesPage from '../experiences/experiences-page.tsx';
import TripsPage from '../trips/trips-page.tsx';
import { listPage } from './test-utils.tsx';

// Issue 17: the cancellation policy in the experience and trip dialogs (docs/product.md §15.1).

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

const sentData = (fetchMock: ReturnType<typeof stubFetch>, method: string) => {
  const body = fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body as FormData | undefined;
  return body ? (JSON.parse(String(body.get('data'))) as Record<string, unknown>) : null;
};

describe('Cancelación gratuita (horas antes)', () => {
  it('starts a new experience at 48 hours, says what 0 means and refuses 1000', async () => {
    const fetchMock = stubFetch(() => jsonResponse(listPage([])));
    const { user } = renderRoutes([{ path: '/admin/experiencias', element: <ExperiencesPage /> }], {
      path: '/admin/experiencias',
    });
    await user.click(await screen.findByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir Nueva Experiencia' });
    const hours = within(dialog).getByLabelText(/^Cancelación gratuita \(horas antes\)/);
    expect(hours).toHaveValue('48');
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('0 = no reembolsable'));
    await user.clear(hours);
    await user.type(hours, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe un número entero de horas entre 0 y 720.')).toBeInTheDocument();
    expect(sentData(fetchMock, 'POST')).toBeNull();
  });

  it("shows a trip's stored hours on edit and sends the new value", async () => {
    const trip = makeTrip({ free_cancellation_hours: 24 });
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT' ? jsonResponse({ ...trip, free_cancellation_hours: 0 }) : jsonResponse(listPage([trip])),
    );
    const { user } = renderRoutes([{ path: '/admin/viajes', element: <TripsPage /> }], { path: '/admin/viajes' });
    await user.click(await screen.findByRole('button', { name: `Acciones: ${trip.destination}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Viaje' });
    const hours = within(dialog).getByLabelText(/^Cancelación gratuita \(horas antes\)/);
    expect(hours).toHaveValue('24');
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Viaje actualizado correctamente.')).toBeInTheDocument();
    expect(sentData(fetchMock, 'PUT')).toMatchObject({ free_cancellation_hours: '0' });
  });

  it('fills an experience edit with its hours', async () => {
    const experience = makeExperience({ free_cancellation_hours: 0 });
    stubFetch(() => jsonResponse(listPage([experience])));
    const { user } = renderRoutes([{ path: '/admin/experiencias', element: <ExperiencesPage /> }], {
      path: '/admin/experiencias',
    });
    await user.click(await screen.findByRole('button', { name: `Acciones: ${experience.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Experiencia' });
    expect(within(dialog).getByLabelText(/^Cancelación gratuita \(horas antes\)/)).toHaveValue('0');
  });
});
