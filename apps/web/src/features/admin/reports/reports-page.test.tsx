import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultReportPeriod, type Report } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import ReportsPage, { periodErrors } from './reports-page.tsx';

const report = (period: { from: string; to: string }, overrides: Partial<Report> = {}): Report => ({
  period,
  currency: 'MXN',
  sales_by_month: [
    { month: '2026-09', sales: 0, bookings: 0 },
    { month: '2026-10', sales: 12500, bookings: 2 },
    { month: '2026-11', sales: 3480.5, bookings: 1 },
  ],
  paid_bookings: 3,
  passengers: 7,
  sales: 15980.5,
  average_ticket: 5326.83,
  gift_card_amount: 500,
  top_experiences: [
    {
      id: '11111111-0000-4000-8000-000000000001',
      name: 'Globo en Teotihuacán',
      bookings: 2,
      passengers: 5,
      revenue: 12500,
    },
  ],
  top_trips: [],
  travellers_by_type: [
    { name: 'Adulto', travellers: 5, amount: 4500 },
    { name: 'Niño (3 a 11 años)', travellers: 2, amount: 1301 },
  ],
  coupons: {
    redemptions: 1,
    discount: 174.03,
    by_code: [{ code: 'HORMIGA5', redemptions: 1, discount: 174.03 }],
  },
  by_method: [
    { method: 'PayPal', gross: 15000, refunds: 480.5, net: 14519.5 },
    { method: 'Efectivo', gross: 1461, refunds: 0, net: 1461 },
  ],
  gross: 16461,
  refunds: 480.5,
  net: 15980.5,
  cash_box: [{ date: '2026-11-21', staff: 'Carlos Hernández', sales: 2, amount: 1461 }],
  seeds_awarded: 775,
  transport_requests: { total: 4, by_status: { pending: 2, contacted: 1, confirmed: 1, cancelled: 0 } },
  ...overrides,
});

/** Answers every report call with the period it asked for. */
function stubReports(make: (period: { from: string; to: string }) => Report | Response = (p) => report(p)) {
  return stubFetch((url) => {
    const period = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
    const answer = make(period);
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
}

/** The value shown for a figure: the <dd> after the <dt> reading `label`. */
const figure = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('term', { name: (_, el) => el.textContent === label }).nextElementSibling?.textContent;

const renderReports = () => renderRoutes([{ path: '/', element: <ReportsPage /> }]);

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('travellers by type (decision 0240)', () => {
  it('shows each type with its travellers and amount', async () => {
    stubReports();
    renderReports();
    const table = within((await screen.findByRole('table', { name: 'Viajeros e importe por tipo de viajero' })) as HTMLElement);
    expect(table.getByRole('row', { name: 'Adulto 5 $4,500.00' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Niño (3 a 11 años) 2 $1,301.00' })).toBeInTheDocument();
  });
});

describe('money by method and the cash box (issue 29 item 9)', () => {
  it('shows gross, refunds and net per method on their own lines, the totals, and cash per day and seller', async () => {
    stubReports();
    renderReports();
    const methods = within(
      (await screen.findByRole('table', { name: 'Cobrado, reembolsado y neto por método de pago' })) as HTMLElement,
    );
    expect(methods.getByRole('row', { name: 'PayPal $15,000.00 −$480.50 $14,519.50' })).toBeInTheDocument();
    expect(methods.getByRole('row', { name: 'Efectivo $1,461.00 $0.00 $1,461.00' })).toBeInTheDocument();
    expect(methods.getByRole('row', { name: 'Total $16,461.00 −$480.50 $15,980.50' })).toBeInTheDocument();
    const cash = within(screen.getByRole('table', { name: 'Efectivo cobrado en mostrador por día y persona' }));
    expect(cash.getByRole('row', { name: '21 de noviembre de 2026 Carlos Hernández 2 $1,461.00' })).toBeInTheDocument();
  });
});

describe('Reportes y Estadísticas', () => {
  it('asks for the default period and shows its figures in es-MX MXN', async () => {
    const fetchMock = stubReports();
    renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reportes y Estadísticas' })).toBeInTheDocument();
    expect(screen.getByText('Cargando reporte...')).toBeInTheDocument();
    await screen.findByText('Globo en Teotihuacán');

    const { from, to } = defaultReportPeriod();
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), window.location.origin);
    expect(asked.pathname).toBe('/api/admin/reports');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ from, to });
    expect(screen.getByLabelText(/^Desde/)).toHaveValue(from);
    expect(screen.getByLabelText(/^Hasta/)).toHaveValue(to);

    const summary = screen.getByRole('region', { name: 'Resumen del periodo' });
    expect(figure('Ventas', summary)).toBe('$15,980.50');
    expect(figure('Reservas pagadas', summary)).toBe('3');
    expect(figure('Pasajeros', summary)).toBe('7');
    expect(figure('Ticket promedio', summary)).toBe('$5,326.83');
    expect(figure('Cupones canjeados', summary)).toBe('1');
    expect(figure('Descuento otorgado', summary)).toBe('$174.03');
    expect(figure('Semillas otorgadas', summary)).toBe('775');
    expect(figure('Pagado con Gift Cards', summary)).toBe('$500.00');

    // Top experiences with their figures; no trips sold.
    const experiences = screen.getByRole('region', { name: 'Experiencias más vendidas' });
    expect(within(experiences).getByText('2 reservas · 5 pasajeros')).toBeInTheDocument();
    expect(within(experiences).getByText('$12,500.00')).toBeInTheDocument();
    const trips = screen.getByRole('region', { name: 'Viajes más vendidos' });
    expect(within(trips).getByText('No hubo reservas pagadas en este periodo.')).toBeInTheDocument();

    // Coupons by code, transport requests by Spanish status.
    expect(screen.getByRole('rowheader', { name: 'HORMIGA5' })).toBeInTheDocument();
    const transport = screen.getByRole('region', { name: 'Solicitudes de transporte' });
    expect(figure('Pendiente', transport)).toBe('2');
    expect(figure('Contactada', transport)).toBe('1');
    expect(figure('Confirmada', transport)).toBe('1');
    expect(figure('Cancelada', transport)).toBe('0');
    expect(screen.getByText('4 solicitudes recibidas en el periodo.')).toBeInTheDocument();
  });

  it('has the monthly sales as a table with Spanish month names', async () => {
    stubReports();
    renderReports();
    const table = await screen.findByRole('table', { name: 'Ventas y reservas pagadas por mes' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Septiembre de 2026', '$0.00', '0'],
      ['Octubre de 2026', '$12,500.00', '2'],
      ['Noviembre de 2026', '$3,480.50', '1'],
    ]);
  });

  it('reads a new period and points the CSV link at it', async () => {
    const fetchMock = stubReports();
    const { user } = renderReports();
    await screen.findByText('Globo en Teotihuacán');
    const from = screen.getByLabelText(/^Desde/);
    const to = screen.getByLabelText(/^Hasta/);
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-03-31');

    const link = screen.getByRole('link', { name: 'Descargar CSV' });
    await waitFor(() => expect(link).toHaveAttribute('href', '/api/admin/reports/bookings.csv?from=2026-01-01&to=2026-03-31'));
    const asked = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin).search);
    await waitFor(() => expect(asked()).toContain('?from=2026-01-01&to=2026-03-31'));
    expect(await screen.findByText(/del 1 de enero de 2026 al 31 de marzo de 2026/)).toBeInTheDocument();
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const fetchMock = stubReports();
    const { user } = renderReports();
    await screen.findByText('Globo en Teotihuacán');
    const calls = fetchMock.mock.calls.length;
    const from = screen.getByLabelText(/^Desde/);
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('La fecha inicial no puede ser posterior a la final.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.length).toBe(calls);
    // The CSV still carries the period on screen.
    const { from: shownFrom } = defaultReportPeriod();
    expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).toContain(`from=${shownFrom}`);
  });

  it('shows zeros and empty texts for a period without sales', async () => {
    stubReports((period) =>
      report(period, {
        sales_by_month: [{ month: '2026-02', sales: 0, bookings: 0 }],
        paid_bookings: 0,
        passengers: 0,
        sales: 0,
        average_ticket: 0,
        gift_card_amount: 0,
        top_experiences: [],
        coupons: { redemptions: 0, discount: 0, by_code: [] },
        seeds_awarded: 0,
        transport_requests: { total: 0, by_status: { pending: 0, contacted: 0, confirmed: 0, cancelled: 0 } },
      }),
    );
    renderReports();
    expect(await screen.findByText('Sin ventas en este periodo.')).toBeInTheDocument();
    expect(figure('Ventas')).toBe('$0.00');
    expect(figure('Reservas pagadas')).toBe('0');
    expect(screen.getAllByText('No hubo reservas pagadas en este periodo.')).toHaveLength(2);
    expect(screen.getByText('No se canjearon cupones en este periodo.')).toBeInTheDocument();
    expect(screen.getByText('0 solicitudes recibidas en el periodo.')).toBeInTheDocument();
  });

  it('says so in a toast when the report cannot be read', async () => {
    stubReports(() => apiErrorResponse(500, 'internal', 'Algo salió mal.'));
    renderReports();
    expect(await screen.findByText('No se pudo cargar el reporte.', { selector: 'span[role="status"]' })).toBeInTheDocument();
    expect(screen.getAllByText('No se pudo cargar el reporte.').length).toBeGreaterThan(1);
  });
});

describe('periodErrors', () => {
  it.each([
    [{ from: '2026-01-01', to: '2026-12-31' }, null],
    [{ from: '2026-02-01', to: '2026-01-01' }, { from: 'La fecha inicial no puede ser posterior a la final.' }],
    [{ from: '2019-01-01', to: '2026-01-01' }, { from: 'El periodo no puede ser mayor a 5 años.' }],
    [{ from: '', to: '2026-01-01' }, { from: 'Fecha inválida.' }],
    [{ from: '2026-01-01', to: '2026-02-30x' }, { to: 'Fecha inválida.' }],
  ])('%o → %o', (period, expected) => {
    expect(periodErrors(period)).toEqual(expected);
  });
});
