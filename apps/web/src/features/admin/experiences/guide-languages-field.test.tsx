import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Manifest } from '@hv/shared';
import { makeExperience } from '@/test/factories.ts';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { listPage } from '../crud/test-utils.tsx';
import ManifestPage from '../desk/manifest-page.tsx';
import ExperiencesPage from './experiences-page.tsx';

// Issue 28: 'Idiomas del guía', declared once in @hv/shared (experienceFields), edited in the
// experience dialog and shown on the departure's manifest.

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

const sentData = (fetchMock: ReturnType<typeof stubFetch>, method: string) => {
  const body = fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body as FormData | undefined;
  return body ? (JSON.parse(String(body.get('data'))) as Record<string, unknown>) : null;
};

const openDialog = async (path: string, button: string, dialogName: string) => {
  const view = renderRoutes([{ path, element: <ExperiencesPage /> }], { path });
  await view.user.click(await screen.findByRole('button', { name: button }));
  if (button.startsWith('Acciones')) await view.user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: dialogName }) };
};

describe('Idiomas del guía in the experience dialog', () => {
  it('starts a new experience in Spanish, each language in its own name', async () => {
    stubFetch(() => jsonResponse(listPage([])));
    const { dialog } = await openDialog('/admin/experiencias', 'Añadir', 'Añadir Nueva Experiencia');
    const group = within(dialog).getByRole('group', { name: 'Idiomas del guía' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['es', 'en', 'fr', 'de', 'it', 'pt']);
    expect(within(group).getByRole('checkbox', { name: 'Español' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Français' })).not.toBeChecked();
  });

  it("shows an experience's languages on edit and sends the new ones", async () => {
    const experience = makeExperience({ guide_languages: ['es', 'fr'] });
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ ...experience, guide_languages: ['es', 'en'] })
        : jsonResponse(listPage([experience])),
    );
    const { user, dialog } = await openDialog('/admin/experiencias', `Acciones: ${experience.name}`, 'Editar Experiencia');
    const group = within(dialog).getByRole('group', { name: 'Idiomas del guía' });
    expect(within(group).getByRole('checkbox', { name: 'Français' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Français' }));
    await user.click(within(group).getByRole('checkbox', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Experiencia actualizada correctamente.')).toBeInTheDocument();
    expect(sentData(fetchMock, 'PUT')).toMatchObject({ guide_languages: ['es', 'en'] });
  });

  it('refuses an experience with no language, before sending it', async () => {
    const experience = makeExperience({ guide_languages: ['es'] });
    const fetchMock = stubFetch(() => jsonResponse(listPage([experience])));
    const { user, dialog } = await openDialog('/admin/experiencias', `Acciones: ${experience.name}`, 'Editar Experiencia');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Español' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Elige al menos un idioma.')).toBeInTheDocument();
    expect(sentData(fetchMock, 'PUT')).toBeNull();
  });
});

describe('Idiomas del guía on the manifest', () => {
  it("names the guide's languages under the departure", async () => {
    const manifest: Manifest = {
      departure: {
        kind: 'experience',
        itemId: '1a000000-0000-4000-8000-000000000000',
        itemName: 'Chichén Itzá al amanecer',
        date: '2026-12-05',
        startTime: '05:30',
        passengers: 0,
        bookings: 0,
        capacity: 14,
        minimum: null,
        checkedIn: 0,
        cancelled: null,
      },
      meetingPoint: 'Hotel Casa de las Lilas',
      facts: [{ label: 'Idiomas del guía', value: 'Español, English, Français' }],
      data: [],
    };
    stubFetch((url) =>
      url.pathname === '/api/admin/departures/manifest'
        ? jsonResponse(manifest)
        : jsonResponse({ id: 'me', email: 'yo@example.com', role: 'Administrador', fullName: 'Yo' }),
    );
    renderRoutes([{ path: '/m', element: <ManifestPage /> }], {
      path: '/m?kind=experience&id=1a000000-0000-4000-8000-000000000000&date=2026-12-05&startTime=05:30',
    });
    expect(await screen.findByText('Idiomas del guía: Español, English, Français')).toBeInTheDocument();
  });
});
