import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GlobalInvoice } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { GlobalInvoices } from './global-invoices.tsx';

// Reportes › Facturas globales (issue 33, decision 0226): each period's invoice to the general
// public with its folio, UUID, totals (IVA broken out) and the bookings it covers.

const october: GlobalInvoice = {
  id: 'g-1',
  period: '2026-10',
  status: 'issued',
  uuid: '6c1e2c5e-0f0b-4c55-9b1f-3f1d2a9c8e11',
  series: 'F',
  folio: 12,
  refusalReason: null,
  total: 4900,
  subtotal: 4224.14,
  iva: 675.86,
  credited: 1000,
  issuedAt: '2026-11-01T12:00:00.000Z',
  concepts: [
    { bookingId: 'b-1', reference: 'HV-AAAA1111', amount: 2900, paymentForm: '06' },
    { bookingId: 'b-2', reference: 'HV-BBBB2222', amount: 2000, paymentForm: '04' },
  ],
};
const bimester: GlobalInvoice = {
  ...october,
  id: 'g-2',
  period: '2026-B4',
  status: 'pending',
  uuid: null,
  folio: null,
  concepts: [],
};

describe('Reportes › Facturas globales', () => {
  it('lists each global invoice with its period, folio, UUID, totals and bookings', async () => {
    stubFetch(() => jsonResponse({ data: [october, bimester] }));
    const { user } = renderRoutes([{ path: '/admin/reportes', element: <GlobalInvoices /> }], { path: '/admin/reportes' });
    const section = within(await screen.findByRole('region', { name: 'Facturas globales' }));
    const [first, second] = await section.findAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'octubre de 2026' })).toBeInTheDocument();
    expect(card.getByText('Emitida')).toBeInTheDocument();
    expect(card.getByText('F-12')).toBeInTheDocument();
    expect(card.getByText(october.uuid!)).toBeInTheDocument();
    expect(card.getByText('$4,224.14')).toBeInTheDocument();
    expect(card.getByText('$675.86')).toBeInTheDocument();
    expect(card.getByText('$4,900.00')).toBeInTheDocument();
    await user.click(card.getByText(/Reservas de la factura · 2 reservas/));
    const rows = card.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['HV-AAAA1111$2,900.00', 'HV-BBBB2222$2,000.00']);
    const pending = within(second!);
    expect(pending.getByRole('heading', { name: 'julio y agosto de 2026' })).toBeInTheDocument();
    expect(pending.getByText('Por timbrar')).toBeInTheDocument();
    expect(pending.getByText('Sin timbrar')).toBeInTheDocument();
  });

  it('says when there is none yet', async () => {
    stubFetch(() => jsonResponse({ data: [] }));
    renderRoutes([{ path: '/admin/reportes', element: <GlobalInvoices /> }], { path: '/admin/reportes' });
    expect(await screen.findByText('Aún no hay facturas globales.')).toBeInTheDocument();
  });
});
