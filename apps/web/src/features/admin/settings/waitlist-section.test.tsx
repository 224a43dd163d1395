import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import SettingsPage from './settings-page.tsx';

// `Ajustes › Lista de espera` (docs/decisions/0235-waitlist.md, 0239-waitlist-screens.md): the hours an
// invitation holds its places; the Administrador changes them (PUT, audited server side), others read.

function serve(role: string) {
  const puts: unknown[] = [];
  stubFetch(async (url, init) => {
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (url.pathname === '/api/admin/settings/waitlist') {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as unknown;
        puts.push(body);
        return jsonResponse(body);
      }
      return jsonResponse({ holdHours: 2 });
    }
    if (url.pathname.startsWith('/api/admin/settings/')) return neverAnswered();
    return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
  });
  return puts;
}
// The other sections are not what this test is about: they stay loading.
const neverAnswered = () => new Promise<Response>(() => {});

const renderSettings = () => renderRoutes([{ path: '/admin/ajustes', element: <SettingsPage /> }], { path: '/admin/ajustes' });

describe('Ajustes › Lista de espera', () => {
  it('the Administrador changes the hold hours: a bad value refused under its field, then the PUT and `Cambios guardados`', async () => {
    const puts = serve('Administrador');
    const { user } = renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Lista de espera' }));
    const hours = await section.findByRole('textbox', { name: /Horas que se apartan los lugares/ });
    expect(hours).toHaveValue('2');

    await user.clear(hours);
    await user.type(hours, '80');
    await user.click(section.getByRole('button', { name: 'Guardar cambios' }));
    expect(await section.findByText('Las horas deben ser un número entero entre 1 y 72.')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(section.getByRole('button', { name: 'Guardar cambios' }));
    expect(await section.findByText('Cambios guardados')).toBeInTheDocument();
    expect(puts).toEqual([{ holdHours: 6 }]);
  });

  it('another staff role reads the hours, with nothing to change', async () => {
    const puts = serve('Coordinador');
    renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Lista de espera' }));
    expect(await section.findByText('Las invitaciones apartan sus lugares 2 horas.')).toBeInTheDocument();
    expect(section.getByText('Solo un Administrador puede cambiarlo.')).toBeInTheDocument();
    expect(section.queryByRole('textbox')).toBeNull();
    expect(section.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(puts).toEqual([]);
  });
});
