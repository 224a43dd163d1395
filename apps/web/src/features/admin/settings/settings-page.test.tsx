import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayLaterSettings } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import SettingsPage from './settings-page.tsx';

// `Ajustes` (issue 31, decisions 0216 and 0224): the Administrador reads and changes the installment
// plans and the cash terms; each field says its own error; the PUT carries numbers; a polite
// `Cambios guardados` follows.

const stored: PayLaterSettings = {
  installments: [
    { months: 3, minAmount: 1500 },
    { months: 6, minAmount: 3000 },
  ],
  cashHours: 48,
  cashCutoffHours: 24,
};

function serve(role: string, onPut?: (body: unknown) => Response) {
  const puts: unknown[] = [];
  const fetchMock = stubFetch(async (url, init) => {
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (url.pathname === '/api/admin/settings/pay-later') {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as unknown;
        puts.push(body);
        return onPut ? onPut(body) : jsonResponse(body);
      }
      return jsonResponse(stored);
    }
    // Every staff role reads the waitlist's hold hours (decision 0235).
    if (url.pathname === '/api/admin/settings/waitlist') return jsonResponse({ holdHours: 2 });
    return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
  });
  return { puts, fetchMock };
}

const renderSettings = () => renderRoutes([{ path: '/admin/ajustes', element: <SettingsPage /> }], { path: '/admin/ajustes' });

describe('Ajustes › Pagos a meses y en efectivo', () => {
  it('loads what is stored, refuses a bad value under its field, then sends the PUT and says it is saved', async () => {
    const { puts } = serve('Administrador');
    const { user } = renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Pagos a meses y en efectivo' }));
    const months2 = await section.findByRole('textbox', { name: 'Meses del plan 2' });
    expect(months2).toHaveValue('6');
    expect(section.getByRole('textbox', { name: 'Monto mínimo (MXN) del plan 2' })).toHaveValue('3000');
    expect(section.getByRole('textbox', { name: /Horas para pagar/ })).toHaveValue('48');
    expect(section.getByRole('textbox', { name: /Cierre antes de la salida/ })).toHaveValue('24');

    // 30 months is beyond the schema's 24: its Spanish message under the field, nothing sent.
    await user.clear(months2);
    await user.type(months2, '30');
    await user.click(section.getByRole('button', { name: 'Guardar cambios' }));
    expect(await section.findByText('Los meses deben ser un número entero entre 2 y 24.')).toBeInTheDocument();
    expect(months2).toHaveAttribute('aria-invalid', 'true');
    expect(months2).toHaveFocus();
    expect(puts).toEqual([]);

    // Fixed, a third plan added, the cut-off changed: the PUT carries numbers.
    await user.clear(months2);
    await user.type(months2, '6');
    const minAmount2 = section.getByRole('textbox', { name: 'Monto mínimo (MXN) del plan 2' });
    await user.clear(minAmount2);
    await user.type(minAmount2, '2500');
    await user.click(section.getByRole('button', { name: 'Agregar plan' }));
    await user.type(section.getByRole('textbox', { name: 'Meses del plan 3' }), '12');
    await user.type(section.getByRole('textbox', { name: 'Monto mínimo (MXN) del plan 3' }), '6000.50');
    const cutoff = section.getByRole('textbox', { name: /Cierre antes de la salida/ });
    await user.clear(cutoff);
    await user.type(cutoff, '12');
    await user.click(section.getByRole('button', { name: 'Quitar el plan 1' }));
    await user.click(section.getByRole('button', { name: 'Guardar cambios' }));

    expect(await section.findByRole('status')).toHaveTextContent('Cambios guardados');
    expect(puts).toEqual([
      {
        installments: [
          { months: 6, minAmount: 2500 },
          { months: 12, minAmount: 6000.5 },
        ],
        cashHours: 48,
        cashCutoffHours: 12,
      },
    ]);
  });

  it("shows the server's refusal under the field it names", async () => {
    serve('Administrador', () =>
      apiErrorResponse(400, 'validation', 'Revisa los datos.', {
        cashHours: 'Las horas deben ser un número entero entre 1 y 720.',
      }),
    );
    const { user } = renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Pagos a meses y en efectivo' }));
    await user.click(await section.findByRole('button', { name: 'Guardar cambios' }));
    expect(await section.findByText('Las horas deben ser un número entero entre 1 y 720.')).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: /Horas para pagar/ })).toHaveAttribute('aria-invalid', 'true');
    expect(section.getByRole('status')).toHaveTextContent('');
  });

  it('refuses the same months twice', async () => {
    const { puts } = serve('Administrador');
    const { user } = renderSettings();
    const section = within(await screen.findByRole('region', { name: 'Pagos a meses y en efectivo' }));
    const months2 = await section.findByRole('textbox', { name: 'Meses del plan 2' });
    await user.clear(months2);
    await user.type(months2, '3');
    await user.click(section.getByRole('button', { name: 'Guardar cambios' }));
    expect(await section.findByText('Ya hay un plan con estos meses.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('shows no form to another staff role', async () => {
    serve('Coordinador');
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo un Administrador puede cambiar los ajustes.');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });
});
