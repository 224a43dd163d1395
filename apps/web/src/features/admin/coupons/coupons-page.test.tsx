import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInMexico, type Coupon, type CouponRedemptions, type Role } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch, type FetchHandler } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { atWidth, listPage, renderAdminScreen, rowOf, sent } from '../crud/test-utils.tsx';
import CouponsPage from './coupons-page.tsx';

let seq = 0;
function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    code: `CUPON${seq}`,
    discount_percentage: 15,
    quantity: 100,
    used_count: 3,
    valid_until: '2027-08-31',
    status: 'En espera',
    created_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The staff API: who is signed in, the list, and `other` for everything else (writes, results). */
const renderCoupons = (opts: { role?: Role; rows?: Coupon[]; other?: FetchHandler } = {}) =>
  renderAdminScreen(<CouponsPage />, { listPath: '/api/admin/coupons', ...opts });

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('coupons screen', () => {
  it('lists status, code, discount, long validity date and used/total; an unknown status shows as En espera', async () => {
    const odd = makeCoupon({ code: 'RARO', status: 'Archivado' as Coupon['status'], discount_percentage: 12.5 });
    renderCoupons({ rows: [makeCoupon({ code: 'VERANO2027', status: 'Activo', used_count: 7 }), odd] });
    expect(screen.getByRole('heading', { name: 'Gestión de Cupones' })).toBeInTheDocument();
    const row = await rowOf('VERANO2027');
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText(/^15\s?%$/)).toBeInTheDocument();
    expect(within(row).getByText('31 de agosto de 2027')).toBeInTheDocument();
    expect(within(row).getByText('7 / 100')).toBeInTheDocument();
    const oddRow = await rowOf('RARO');
    expect(within(oddRow).getByText('En espera')).toBeInTheDocument();
    expect(within(oddRow).getByText(/^12\.5\s?%$/)).toBeInTheDocument();
    expect(within(oddRow).getByRole('button', { name: 'Activar: RARO' })).toBeInTheDocument();
  });

  it('shows the loading, empty and no-match texts, searching on the server', async () => {
    const { user, fetchMock } = renderCoupons();
    expect(screen.getByText('Cargando cupones...')).toBeInTheDocument();
    expect(await screen.findByText('No hay cupones creados.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'pausado');
    expect(await screen.findByText('No se encontraron cupones con ese criterio.')).toBeInTheDocument();
    const searched = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin));
    expect(searched.some((url) => url.pathname === '/api/admin/coupons' && url.searchParams.get('q') === 'pausado')).toBe(true);
  });

  it('says when the list cannot be loaded', async () => {
    stubFetch((url) =>
      url.pathname === '/api/admin/me'
        ? jsonResponse({ id: 'me', email: 'a@example.com', role: 'Administrador', fullName: null })
        : apiErrorResponse(500, 'internal', 'Algo salió mal.'),
    );
    renderRoutes([{ path: '/', element: <CouponsPage /> }]);
    expect(await screen.findByText('No se pudieron cargar los cupones.')).toBeInTheDocument();
  });

  describe('actions per status and role', () => {
    const rows = () => [
      makeCoupon({ code: 'ESPERA', status: 'En espera' }),
      makeCoupon({ code: 'ACTIVO', status: 'Activo' }),
      makeCoupon({ code: 'PAUSADO', status: 'Pausado' }),
      makeCoupon({ code: 'TERMINADO', status: 'Terminado' }),
    ];
    const buttonsOf = async (code: string) =>
      within(await rowOf(code))
        .queryAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));

    it('offers an Administrador every action the status allows', async () => {
      const { user } = renderCoupons({ rows: rows() });
      // Each row also has its Historial (docs/product.md §15.7), the Administrador's alone.
      expect(await buttonsOf('ESPERA')).toEqual(['Activar: ESPERA', 'Acciones: ESPERA', 'Historial: ESPERA']);
      expect(await buttonsOf('ACTIVO')).toEqual(['Pausar: ACTIVO', 'Resultados: ACTIVO', 'Historial: ACTIVO']);
      expect(await buttonsOf('PAUSADO')).toEqual([
        'Reactivar: PAUSADO',
        'Resultados: PAUSADO',
        'Acciones: PAUSADO',
        'Historial: PAUSADO',
      ]);
      expect(await buttonsOf('TERMINADO')).toEqual(['Ver Detalles: TERMINADO', 'Historial: TERMINADO']);

      await user.click(screen.getByRole('button', { name: 'Acciones: ESPERA' }));
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Editar']);
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Acciones: PAUSADO' }));
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Editar', 'Eliminar']);
    });

    it.each(['Coordinador', 'Organizador'] as const)('never offers a %s the edit or delete of a Pausado coupon', async (role) => {
      const { user } = renderCoupons({ role, rows: rows() });
      // Wait for the role: until then nothing role-bound is offered at all.
      await waitFor(async () => expect(await buttonsOf('ESPERA')).toContain('Acciones: ESPERA'));
      expect(await buttonsOf('PAUSADO')).toEqual(['Reactivar: PAUSADO', 'Resultados: PAUSADO']);
      await user.click(screen.getByRole('button', { name: 'Acciones: ESPERA' }));
      expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Editar']);
    });
  });

  it('activates a coupon and says its new status', async () => {
    const coupon = makeCoupon({ code: 'BIENVENIDA10' });
    const { user, fetchMock } = renderCoupons({
      rows: [coupon],
      other: () => jsonResponse({ ...coupon, status: 'Activo' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Activar: BIENVENIDA10' }));
    expect(await screen.findByText('¡Actualizado!')).toBeInTheDocument();
    expect(screen.getByText('El cupón ahora está Activo.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([{ path: `/api/admin/coupons/${coupon.id}/status`, body: { action: 'activate' } }]);
  });

  it('says a refused move in the words of docs/product.md §8.2, with the reason, and leaves the coupon as it was', async () => {
    const coupon = makeCoupon({ code: 'VERANO', status: 'Activo' });
    // The sentence comes from the page (docs/product.md §11.5, §8.2), the reason from the server (here: deleted meanwhile).
    const { user, fetchMock } = renderCoupons({
      rows: [coupon],
      other: () => apiErrorResponse(404, 'not_found', 'Cupón no encontrado.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Pausar: VERANO' }));
    expect(await screen.findByText('No se pudo cambiar el estado a Pausado.')).toBeInTheDocument();
    expect(screen.getByText('Cupón no encontrado.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([{ path: `/api/admin/coupons/${coupon.id}/status`, body: { action: 'pause' } }]);
    const row = await rowOf('VERANO');
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pausar: VERANO' })).toBeEnabled();
  });

  describe('Nuevo Cupón', () => {
    it('uppercases the code as typed, defaults the validity to today and shows every message of the form', async () => {
      const { user, fetchMock } = renderCoupons();
      await user.click(await screen.findByRole('button', { name: 'Nuevo Cupón' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo Cupón' });
      expect(within(dialog).getByLabelText(/^Vigencia/)).toHaveValue(todayInMexico());
      await user.clear(within(dialog).getByLabelText(/^Vigencia/));
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      for (const message of [
        'El código es obligatorio.',
        'El descuento es obligatorio.',
        'La cantidad es obligatoria.',
        'La fecha de vigencia es obligatoria.',
      ]) {
        expect(within(dialog).getByText(message)).toBeInTheDocument();
      }
      await user.type(within(dialog).getByLabelText(/^Código/), 'navidad-26');
      expect(within(dialog).getByLabelText(/^Código/)).toHaveValue('NAVIDAD-26');
      await user.type(within(dialog).getByLabelText(/^Descuento/), '120');
      await user.type(within(dialog).getByLabelText(/^Cantidad/), '0');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(within(dialog).getByText('Debe ser un número entre 0 y 100.')).toBeInTheDocument();
      expect(within(dialog).getByText('Debe ser un número mayor a 0.')).toBeInTheDocument();
      expect(sent(fetchMock, 'POST')).toHaveLength(0);
    });

    it('creates the coupon with numbers, and says so', async () => {
      const { user, fetchMock } = renderCoupons({ other: (_url, init) => jsonResponse(JSON.parse(String(init?.body)), 201) });
      await user.click(await screen.findByRole('button', { name: 'Nuevo Cupón' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo Cupón' });
      await user.type(within(dialog).getByLabelText(/^Código/), 'navidad26');
      await user.type(within(dialog).getByLabelText(/^Descuento/), '12.5');
      await user.type(within(dialog).getByLabelText(/^Cantidad/), '40');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('¡Éxito!')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent(fetchMock, 'POST')).toEqual([
        {
          path: '/api/admin/coupons',
          body: { code: 'NAVIDAD26', discount_percentage: 12.5, quantity: 40, valid_until: todayInMexico() },
        },
      ]);
    });

    it('shows a taken code on the code field', async () => {
      const { user } = renderCoupons({
        other: () =>
          jsonResponse(
            { error: { code: 'conflict', message: 'Este código ya existe.', fields: { code: 'Este código ya existe.' } } },
            409,
          ),
      });
      await user.click(await screen.findByRole('button', { name: 'Nuevo Cupón' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuevo Cupón' });
      await user.type(within(dialog).getByLabelText(/^Código/), 'verano2027');
      await user.type(within(dialog).getByLabelText(/^Descuento/), '10');
      await user.type(within(dialog).getByLabelText(/^Cantidad/), '5');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      const code = within(dialog).getByLabelText(/^Código/);
      await waitFor(() => expect(code).toHaveAccessibleDescription('Este código ya existe.'));
      expect(screen.getByText('No se pudo crear el cupón.')).toBeInTheDocument();
    });
  });

  describe('inline row editing', () => {
    it("edits every field of an 'En espera' coupon in its row, and sends them", async () => {
      const coupon = makeCoupon({ code: 'BIENVENIDA10', status: 'En espera', discount_percentage: 10, quantity: 500 });
      const { user, fetchMock } = renderCoupons({ rows: [coupon], other: () => jsonResponse(coupon) });
      await user.click(await screen.findByRole('button', { name: 'Acciones: BIENVENIDA10' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
      const row = screen.getByRole('textbox', { name: 'Código' }).closest('tr')!;
      // The first input takes the focus; every editable field is an input in its own cell.
      expect(within(row).getByRole('textbox', { name: 'Código' })).toHaveFocus();
      expect(within(row).getByRole('textbox', { name: 'Descuento (%)' })).toHaveValue('10');
      expect(within(row).getByLabelText('Vigencia')).toHaveValue('2027-08-31');
      expect(within(row).getByRole('textbox', { name: 'Cantidad' })).toHaveValue('500');
      expect(within(row).queryByRole('button', { name: 'Activar: BIENVENIDA10' })).not.toBeInTheDocument();

      await user.clear(within(row).getByRole('textbox', { name: 'Código' }));
      await user.click(within(row).getByRole('button', { name: 'Guardar' }));
      expect(within(row).getByRole('textbox', { name: 'Código' })).toHaveAccessibleDescription('El código es obligatorio.');
      // Focus goes to the field to fix.
      expect(within(row).getByRole('textbox', { name: 'Código' })).toHaveFocus();
      expect(sent(fetchMock, 'PATCH')).toHaveLength(0);

      await user.type(within(row).getByRole('textbox', { name: 'Código' }), 'hola20');
      const quantity = within(row).getByRole('textbox', { name: 'Cantidad' });
      await user.clear(quantity);
      // Enter in any input saves the row.
      await user.type(quantity, '250{Enter}');
      expect(await screen.findByText('Cupón actualizado correctamente.')).toBeInTheDocument();
      expect(sent(fetchMock, 'PATCH')).toEqual([
        {
          path: `/api/admin/coupons/${coupon.id}`,
          body: { code: 'HOLA20', discount_percentage: 10, quantity: 250, valid_until: '2027-08-31' },
        },
      ]);
      expect(screen.queryByRole('textbox', { name: 'Código' })).not.toBeInTheDocument();
    });

    it("lets an Administrador change only the quantity of a 'Pausado' coupon", async () => {
      const coupon = makeCoupon({ code: 'PRIMAVERA', status: 'Pausado', quantity: 80, used_count: 1 });
      const { user, fetchMock } = renderCoupons({ rows: [coupon], other: () => jsonResponse({ ...coupon, quantity: 90 }) });
      await user.click(await screen.findByRole('button', { name: 'Acciones: PRIMAVERA' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
      const quantity = await screen.findByRole('textbox', { name: 'Cantidad' });
      const row = quantity.closest('tr')!;
      expect(within(row).getAllByRole('textbox')).toEqual([quantity]);
      expect(within(row).getByText('PRIMAVERA')).toBeInTheDocument();
      await user.clear(quantity);
      await user.type(quantity, '90');
      await user.click(within(row).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('¡Éxito!')).toBeInTheDocument();
      expect(sent(fetchMock, 'PATCH')).toEqual([{ path: `/api/admin/coupons/${coupon.id}`, body: { quantity: 90 } }]);
    });

    it('shows what the server refuses: a toast for the rule, the field message under the input', async () => {
      const coupon = makeCoupon({ code: 'PRIMAVERA', status: 'Pausado', quantity: 80, used_count: 4 });
      let answer = apiErrorResponse(422, 'unprocessable', "Solo se pueden editar cupones 'En espera'.");
      const { user } = renderCoupons({ rows: [coupon], other: () => answer });
      await user.click(await screen.findByRole('button', { name: 'Acciones: PRIMAVERA' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
      const quantity = await screen.findByRole('textbox', { name: 'Cantidad' });
      await user.type(quantity, '0');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText("Solo se pueden editar cupones 'En espera'.")).toBeInTheDocument();
      expect(screen.getByText('No se pudo actualizar el cupón.')).toBeInTheDocument();
      // Still editing, with what was typed.
      expect(quantity).toHaveValue('800');

      const message = 'La cantidad no puede ser menor que los usos registrados (4).';
      answer = jsonResponse({ error: { code: 'validation', message, fields: { quantity: message } } }, 400);
      await user.clear(quantity);
      await user.type(quantity, '2');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(quantity).toHaveAccessibleDescription(message));
      await waitFor(() => expect(quantity).toHaveFocus());
    });

    it('gives up the edit with Cancelar or Escape', async () => {
      const coupon = makeCoupon({ code: 'ESPERA', status: 'En espera' });
      const { user, fetchMock } = renderCoupons({ rows: [coupon] });
      await user.click(await screen.findByRole('button', { name: 'Acciones: ESPERA' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
      await user.type(await screen.findByRole('textbox', { name: 'Código' }), 'X');
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('textbox', { name: 'Código' })).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'ESPERA' })).toBeInTheDocument();
      // The focus goes back to the menu the edit came from.
      expect(screen.getByRole('button', { name: 'Acciones: ESPERA' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Acciones: ESPERA' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
      await user.type(await screen.findByRole('textbox', { name: 'Código' }), '{Escape}');
      expect(screen.queryByRole('textbox', { name: 'Código' })).not.toBeInTheDocument();
      expect(sent(fetchMock, 'PATCH')).toHaveLength(0);
    });

    it('turns the card into a form on a phone', async () => {
      atWidth(390);
      const coupon = makeCoupon({ code: 'PRIMAVERA', status: 'Pausado' });
      const { user } = renderCoupons({ rows: [coupon] });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Acciones: PRIMAVERA' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
      const card = (await screen.findByRole('textbox', { name: 'Cantidad' })).closest('li')!;
      expect(within(card).getByText('Usados / Total')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    });
  });

  describe('on a tablet (issue 16)', () => {
    it('shows cards at 820 px, each with its own actions, instead of a table that scrolls sideways', async () => {
      atWidth(820);
      const { user } = renderCoupons({
        rows: [makeCoupon({ code: 'PAUSADO', status: 'Pausado' }), makeCoupon({ code: 'ACTIVO', status: 'Activo' })],
      });
      const card = (await screen.findByText('PAUSADO')).closest('li')!;
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Reactivar: PAUSADO' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Resultados: PAUSADO' })).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Acciones: PAUSADO' }));
      expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
      const other = screen.getByText('ACTIVO').closest('li')!;
      expect(within(other).getByRole('button', { name: 'Pausar: ACTIVO' })).toBeInTheDocument();
    });

    it('keeps the table from 1024 px', async () => {
      atWidth(1024);
      renderCoupons({ rows: [makeCoupon({ code: 'ACTIVO' })] });
      expect(await screen.findByRole('table')).toBeInTheDocument();
      expect(await rowOf('ACTIVO')).toBeInTheDocument();
    });
  });

  it("deletes a 'Pausado' coupon after asking", async () => {
    const coupon = makeCoupon({ code: 'PAUSA', status: 'Pausado' });
    const { user, fetchMock } = renderCoupons({ rows: [coupon], other: () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Acciones: PAUSA' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Esta acción no se puede deshacer. Esto eliminará permanentemente el cupón.'),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('El cupón ha sido eliminado.')).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE')).toEqual([{ path: `/api/admin/coupons/${coupon.id}`, body: undefined }]);
  });

  describe('Resultados / Ver Detalles', () => {
    const results = (coupon: Coupon, data: CouponRedemptions['data']): CouponRedemptions => ({
      ...listPage(data),
      coupon,
      discount_total: data.reduce((sum, r) => sum + r.discount_amount, 0),
    });

    it("lists the coupon's paid bookings with the discount each got", async () => {
      const coupon = makeCoupon({ code: 'HORMIGA5', status: 'Activo', used_count: 1 });
      const redemption = {
        id: '10000000-0000-4000-8000-000000000001',
        booking_id: 'abcdef12-0000-4000-8000-000000000001',
        reference: 'ABCDEF12',
        item_name: 'Globo sobre Teotihuacán',
        booking_date: '2026-11-14',
        passengers: 2,
        subtotal: 5000,
        discount_amount: 250,
        amount: 4750,
        booking_status: 'Pagada' as const,
        redeemed_at: '2026-11-11T18:00:00.000Z',
        customer_name: 'Viajera Demo',
        customer_email: 'viajero@example.com',
      };
      const { user, fetchMock } = renderCoupons({ rows: [coupon], other: () => jsonResponse(results(coupon, [redemption])) });
      await user.click(await screen.findByRole('button', { name: 'Resultados: HORMIGA5' }));
      const dialog = await screen.findByRole('dialog', { name: 'Resultados: HORMIGA5' });
      expect(await within(dialog).findByText('ABCDEF12')).toBeInTheDocument();
      expect(within(dialog).getByText(/Globo sobre Teotihuacán/)).toBeInTheDocument();
      expect(within(dialog).getByText('14 de noviembre de 2026')).toBeInTheDocument();
      expect(within(dialog).getByText('11 de noviembre de 2026')).toBeInTheDocument();
      expect(within(dialog).getByText('Viajera Demo')).toBeInTheDocument();
      expect(within(dialog).getByText('viajero@example.com')).toBeInTheDocument();
      expect(within(dialog).getAllByText('$250.00')).toHaveLength(2);
      expect(within(dialog).getByText('Usado 1 de 100 veces.')).toBeInTheDocument();
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).startsWith(`/api/admin/coupons/${coupon.id}/redemptions`)),
      ).toBe(true);
    });

    it('says when a finished coupon was never used', async () => {
      const coupon = makeCoupon({ code: 'BUENFIN', status: 'Terminado', used_count: 0 });
      const { user } = renderCoupons({ rows: [coupon], other: () => jsonResponse(results(coupon, [])) });
      await user.click(await screen.findByRole('button', { name: 'Ver Detalles: BUENFIN' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ver Detalles: BUENFIN' });
      expect(await within(dialog).findByText('Este cupón aún no se ha usado en ninguna reserva.')).toBeInTheDocument();
    });
  });
});
