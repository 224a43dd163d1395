import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pickup } from '@hv/shared';
import { makeExperience } from '@/test/factories.ts';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { listPage } from '../crud/test-utils.tsx';
import { openExperienceEdit, sentData } from './test-utils.tsx';

// Issue 32: the 'Puntos de recogida' section of the experience dialog (decision 0240).

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

const openEdit = (experience: ReturnType<typeof makeExperience>) => openExperienceEdit(experience, /Puntos de recogida/);

const cancun: Pickup = {
  id: 'zh-cancun',
  name: 'Zona Hotelera Cancún',
  nameEn: 'Cancún Hotel Zone',
  minutesBefore: 45,
  charge: 150,
  sortOrder: 0,
};
const playa: Pickup = { id: 'playa', name: 'Playa del Carmen', nameEn: null, minutesBefore: 30, charge: 0, sortOrder: 1 };

describe('Puntos de recogida in the experience dialog', () => {
  it('adds, edits, reorders and removes pickup points and sends them as typed, in the route order', async () => {
    const experience = makeExperience({ pickups: [cancun, playa] });
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT' ? jsonResponse(experience) : jsonResponse(listPage([experience])),
    );
    const { user, dialog, section } = await openEdit(experience);
    const cancunRow = within(section).getByRole('group', { name: 'Zona Hotelera Cancún' });
    expect(within(cancunRow).getByLabelText('Minutos antes del inicio')).toHaveValue('45');
    expect(within(cancunRow).getByLabelText('Cargo por lugar (MXN)')).toHaveValue('150');
    expect(within(cancunRow).getByLabelText('Nombre en inglés')).toHaveValue('Cancún Hotel Zone');
    expect(
      within(within(section).getByRole('group', { name: 'Playa del Carmen' })).getByLabelText('Cargo por lugar (MXN)'),
    ).toHaveValue('');

    await user.click(within(section).getByRole('button', { name: 'Añadir punto de recogida' }));
    const added = within(section).getByRole('group', { name: 'Punto 3' });
    await user.type(within(added).getByLabelText('Nombre'), 'Tulum centro');
    const tulum = within(section).getByRole('group', { name: 'Tulum centro' });
    await user.type(within(tulum).getByLabelText('Minutos antes del inicio'), '90');
    await user.type(within(tulum).getByLabelText('Cargo por lugar (MXN)'), '200,50');
    await user.click(within(section).getByRole('button', { name: 'Subir Tulum centro' }));
    await user.click(within(section).getByRole('button', { name: 'Quitar Playa del Carmen' }));
    await user.clear(within(cancunRow).getByLabelText('Minutos antes del inicio'));
    await user.type(within(cancunRow).getByLabelText('Minutos antes del inicio'), '60');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Experiencia actualizada correctamente.')).toBeInTheDocument();
    expect(sentData(fetchMock, 'PUT')?.pickups).toEqual([
      {
        id: 'zh-cancun',
        name: 'Zona Hotelera Cancún',
        nameEn: 'Cancún Hotel Zone',
        minutesBefore: '60',
        charge: '150',
        sortOrder: 0,
      },
      { id: 'recogida-3', name: 'Tulum centro', nameEn: '', minutesBefore: '90', charge: '200,50', sortOrder: 1 },
    ]);
  });

  it('refuses, under the section and before sending, a pickup without its minutes before the start', async () => {
    const experience = makeExperience({ pickups: [] });
    const fetchMock = stubFetch(() => jsonResponse(listPage([experience])));
    const { user, dialog, section } = await openEdit(experience);
    expect(within(section).getByText('Sin puntos de recogida: el viajero llega al punto de encuentro.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Añadir punto de recogida' }));
    await user.type(within(section).getByLabelText('Nombre'), 'Aeropuerto');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Escribe los minutos antes del inicio como un número entero entre 0 y 720.'),
    ).toBeInTheDocument();
    expect(sentData(fetchMock, 'PUT')).toBeNull();
  });

  it('shows the server’s Spanish message for a row it refuses', async () => {
    const experience = makeExperience({ pickups: [cancun] });
    stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? apiErrorResponse(400, 'validation', 'Revisa los datos enviados.', {
            'pickups.0.charge': 'Escribe un cargo válido para el punto de recogida.',
          })
        : jsonResponse(listPage([experience])),
    );
    const { user, dialog } = await openEdit(experience);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Escribe un cargo válido para el punto de recogida.')).toBeInTheDocument();
  });
});
