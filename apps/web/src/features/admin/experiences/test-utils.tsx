import { screen, within } from '@testing-library/react';
import type { makeExperience } from '@/test/factories.ts';
import type { stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import ExperiencesPage from './experiences-page.tsx';

// Test setup shared by the experience dialog's section tests.

/** The `data` part of the catalogue's multipart request sent with `method`, parsed; null if none was sent. */
export const sentData = (fetchMock: ReturnType<typeof stubFetch>, method: string) => {
  const body = fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body as FormData | undefined;
  return body ? (JSON.parse(String(body.get('data'))) as Record<string, unknown>) : null;
};

/** Opens the edit dialog of `experience` on the experiences screen, with its section (group) named `section`. */
export const openExperienceEdit = async (experience: ReturnType<typeof makeExperience>, section: RegExp) => {
  const path = '/admin/experiencias';
  const view = renderRoutes([{ path, element: <ExperiencesPage /> }], { path });
  await view.user.click(await screen.findByRole('button', { name: `Acciones: ${experience.name}` }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar Experiencia' });
  return { ...view, dialog, section: await within(dialog).findByRole('group', { name: section }) };
};
