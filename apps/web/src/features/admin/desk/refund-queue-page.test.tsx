import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PendingRefund } from '@hv/shared';
import { jsonResponse, apiErrorResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import RefundQueuePage from './refund-queue-page.tsx';

// `Reembolsos pendientes` (issue 29 item 2): each failed refund with why; Reintentar says what
// happened; Reembolsado fuera del sitio sends the amount and the note.

const refund: PendingRefund = {
  id: '0b000000-0000-4000-8000-000000000001',
  kind: 'departure',
  bookingId: '0a1b2c3d-0000-4000-8000-000000000001',
  reference: '0A1B2C3D',
  traveller: 'Émilie Núñez',
  itemName: 'Kayak en Bacalar',
  amount: 1280,
  reason: 'Huracán en la costa',
  error: 'El proveedor rechazó el reembolso. Motivo de PayPal: INVALID_RESOURCE_ID.',
  failedAt: '2026-11-25T16:05:00.000Z',
};

describe('Reembolsos pendientes', () => {
  it('lists a failed refund, says what Reintentar did, and records money given back outside the site', async () => {
    const sent: { url: string; body: unknown }[] = [];
    let closed = false;
    stubFetch((url, init) => {
      if (url.pathname === '/api/admin/refunds/pending')
        return jsonResponse(closed ? { count: 0, data: [] } : { count: 1, data: [refund] });
      if (init?.method === 'POST') sent.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
      if (url.pathname.endsWith('/retry'))
        return jsonResponse({ outcome: 'failed', message: 'Volvió a fallar: El proveedor rechazó el reembolso.' });
      if (url.pathname.endsWith('/outside')) {
        closed = true;
        return jsonResponse({ status: 'Reembolsada', amount: 1280, message: 'Registrado como reembolsado fuera del sitio.' });
      }
      return apiErrorResponse(404, 'not_found', `sin stub: ${url.pathname}`);
    });
    const { user } = renderRoutes([{ path: '/admin/reembolsos', element: <RefundQueuePage /> }], { path: '/admin/reembolsos' });

    const card = within(await screen.findByRole('listitem', { name: /0A1B2C3D/ }));
    expect(card.getByText('Salida cancelada · Motivo: Huracán en la costa')).toBeInTheDocument();
    expect(card.getByText(`Falló: ${refund.error}`)).toBeInTheDocument();
    expect(card.getByRole('link', { name: '0A1B2C3D' })).toHaveAttribute('href', `/admin/reservas/${refund.bookingId}`);

    await user.click(card.getByRole('button', { name: 'Reintentar' }));
    expect(await card.findByText('Volvió a fallar: El proveedor rechazó el reembolso.')).toHaveAttribute('role', 'status');

    await user.click(card.getByRole('button', { name: 'Reembolsado fuera del sitio' }));
    const form = within(card.getByRole('form', { name: 'Reembolsado fuera del sitio 0A1B2C3D' }));
    expect(form.getByRole('textbox', { name: 'Monto devuelto' })).toHaveValue('1280.00');
    await user.click(form.getByRole('button', { name: 'Registrar' }));
    expect(await form.findByText('Escribe el motivo del reembolso (hasta 500 caracteres).')).toBeInTheDocument();
    expect(sent.filter((s) => s.url.endsWith('/outside'))).toEqual([]);
    await user.type(form.getByRole('textbox', { name: 'Nota' }), 'Efectivo en taquilla');
    await user.click(form.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('No hay reembolsos pendientes.')).toBeInTheDocument();
    expect(sent.find((s) => s.url.endsWith('/outside'))?.body).toEqual({ amount: 1280, note: 'Efectivo en taquilla' });
  });
});
