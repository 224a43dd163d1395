import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { SeedSettingsCard } from './seed-settings-card.tsx';

// Programa de Recompensas › Pagar con semillas (issue 32, decision 0234): staff read and change the
// value of a seed, the largest share and on/off; the PUT carries numbers.

describe('Pagar con semillas', () => {
  it('shows what is stored and saves the changed value, share and switch as numbers', async () => {
    const puts: unknown[] = [];
    stubFetch(async (url, init) => {
      if (url.pathname === '/api/admin/settings/seeds') {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as unknown;
          puts.push(body);
          return jsonResponse(body);
        }
        return jsonResponse({ enabled: false, valueMxn: 1, maxSharePercent: 50 });
      }
      return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
    });
    renderRoutes([{ path: '/admin/recompensas', element: <SeedSettingsCard /> }], { path: '/admin/recompensas' });
    const value = await screen.findByLabelText('Valor de una semilla (MXN)');
    expect(value).toHaveValue('1');
    const share = screen.getByLabelText('Máximo del total que pueden pagar (%)');
    expect(share).toHaveValue('50');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Los viajeros pueden pagar con semillas'));
    await user.clear(value);
    await user.type(value, '0.5');
    await user.clear(share);
    await user.type(share, '30');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(puts).toEqual([{ enabled: true, valueMxn: 0.5, maxSharePercent: 30 }]);
  });
});
