import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FISCAL_SETTINGS } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import SettingsPage from './settings-page.tsx';

// `Ajustes › Datos fiscales` (issue 33, decisions 0224 and 0226): the Administrador reads and changes
// the operator's fiscal data; a wrong field says the shared schema's Spanish message and nothing is
// sent; the PUT carries the checked values; another staff role sees no form.

function serve(role: string) {
  const puts: unknown[] = [];
  stubFetch(async (url, init) => {
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (url.pathname === '/api/admin/settings/pay-later')
      return jsonResponse({ installments: [], cashHours: 48, cashCutoffHours: 24 });
    if (url.pathname === '/api/admin/settings/fiscal') {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as unknown;
        puts.push(body);
        return jsonResponse(body);
      }
      return jsonResponse(DEFAULT_FISCAL_SETTINGS);
    }
    return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
  });
  return { puts };
}

const renderSettings = () => renderRoutes([{ path: '/admin/ajustes', element: <SettingsPage /> }], { path: '/admin/ajustes' });

describe('Ajustes › Datos fiscales', () => {
  it('loads what is stored, refuses a bad RFC and postal code under their fields, then saves', async () => {
    const { puts } = serve('Administrador');
    const { user } = renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Datos fiscales' }));
    const rfc = await section.findByRole('textbox', { name: /^RFC/ });
    expect(rfc).toHaveValue('EKU9003173C9');
    expect(section.getByRole('combobox', { name: 'Régimen fiscal' })).toHaveValue('601');

    await user.clear(rfc);
    await user.type(rfc, 'EKU9003173C8');
    const zip = section.getByRole('textbox', { name: /Código postal de expedición/ });
    await user.clear(zip);
    await user.type(zip, '4250');
    await user.click(section.getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(
      await section.findByText(
        'Escribe el RFC del operador como aparece en su Constancia de Situación Fiscal (12 caracteres una empresa, 13 una persona).',
      ),
    ).toBeInTheDocument();
    expect(section.getByText('El código postal de expedición debe tener 5 dígitos.')).toBeInTheDocument();
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);

    await user.clear(rfc);
    await user.type(rfc, 'eku9003173c9');
    await user.clear(zip);
    await user.type(zip, '06700');
    const grace = section.getByRole('textbox', { name: /Días de gracia/ });
    await user.clear(grace);
    await user.type(grace, '5');
    await user.selectOptions(section.getByRole('combobox', { name: /Periodicidad de la factura global/ }), 'two_months');
    await user.click(section.getByRole('button', { name: 'Guardar datos fiscales' }));
    expect(await section.findByRole('status')).toHaveTextContent('Cambios guardados');
    expect(puts).toEqual([
      { ...DEFAULT_FISCAL_SETTINGS, rfc: 'EKU9003173C9', zip: '06700', graceDays: 5, globalPeriodicity: 'two_months' },
    ]);
  });

  it('shows no fiscal section to another staff role', async () => {
    serve('Coordinador');
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo un Administrador puede cambiar los ajustes.');
    expect(screen.queryByRole('region', { name: 'Datos fiscales' })).toBeNull();
  });
});
