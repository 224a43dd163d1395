import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInMexico, type GiftCard, type Role } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch, type FetchHandler } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { renderAdminScreen, rowOf, sent } from '../crud/test-utils.tsx';
import GiftCardsPage from './gift-cards-page.tsx';

let seq = 0;
function makeGiftCard(overrides: Partial<GiftCard> = {}): GiftCard {
  seq += 1;
  return {
    id: `a1b2c3d4-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    series: `SERIE${String(seq).padStart(7, '0')}`,
    credit: 1500,
    balance: 1500,
    currency: 'MXN',
    expiry_date: '2027-12-31',
    is_active: true,
    created_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

const renderGiftCards = (opts: { role?: Role; rows?: GiftCard[]; other?: FetchHandler } = {}) =>
  renderAdminScreen(<GiftCardsPage />, { listPath: '/api/admin/gift-cards', ...opts });

async function startEditing(user: ReturnType<typeof renderGiftCards>['user'], series: string) {
  await user.click(await screen.findByRole('button', { name: `Acciones: ${series}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
  return (await screen.findByRole('textbox', { name: 'Crédito' })).closest('tr')!;
}

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('gift cards screen', () => {
  it('lists the short ID, series, credit in its currency with the balance left, and the expiry', async () => {
    renderGiftCards({
      rows: [
        makeGiftCard({ id: 'f00dcafe-0000-4000-8000-000000000001', series: 'HV7K2M9QX4TB', credit: 1500, balance: 1250.5 }),
        makeGiftCard({ series: 'M4XT9B2LKE7S', credit: 100, balance: 100, currency: 'USD', expiry_date: '2027-09-15' }),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Gestión de Gift Cards' })).toBeInTheDocument();
    const row = await rowOf('HV7K2M9QX4TB');
    expect(within(row).getByText('f00dcafe...')).toBeInTheDocument();
    expect(within(row).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(row).getByText('Saldo: $1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('31 de diciembre de 2027')).toBeInTheDocument();
    const usd = await rowOf('M4XT9B2LKE7S');
    // es-MX writes dollars with their code, so they never pass for pesos.
    expect(within(usd).getByText(/^USD\s100\.00$/)).toBeInTheDocument();
    expect(within(usd).getByText('15 de septiembre de 2027')).toBeInTheDocument();
  });

  it('shows the empty and no-match texts, searching the series on the server', async () => {
    const { user, fetchMock } = renderGiftCards();
    expect(screen.getByText('Cargando gift cards...')).toBeInTheDocument();
    expect(await screen.findByText('No hay gift cards creadas.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'zz9');
    expect(await screen.findByText('No se encontraron gift cards con esa serie.')).toBeInTheDocument();
    // The empty list already reads as "no match" while the typed series waits out the search's debounce.
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin));
      expect(urls.some((url) => url.pathname === '/api/admin/gift-cards' && url.searchParams.get('q') === 'zz9')).toBe(true);
    });
  });

  it('says when the list cannot be loaded', async () => {
    stubFetch((url) =>
      url.pathname === '/api/admin/me'
        ? jsonResponse({ id: 'me', email: 'a@example.com', role: 'Administrador', fullName: null })
        : apiErrorResponse(500, 'internal', 'Algo salió mal.'),
    );
    renderRoutes([{ path: '/', element: <GiftCardsPage /> }]);
    expect(await screen.findByText('No se pudieron cargar las Gift Cards.')).toBeInTheDocument();
  });

  describe('Nueva Gift Card', () => {
    it('fills the read-only series with Generar, checks the form, and creates the card', async () => {
      const { user, fetchMock } = renderGiftCards({
        other: (url, init) =>
          url.pathname.endsWith('/series')
            ? jsonResponse({ series: 'ZX81QW7PLM3A' })
            : jsonResponse({ ...makeGiftCard(), ...(JSON.parse(String(init?.body)) as object) }, 201),
      });
      await user.click(await screen.findByRole('button', { name: 'Nueva Gift Card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nueva Gift Card' });
      const series = within(dialog).getByLabelText(/^Serie/);
      expect(series).toHaveAttribute('readonly');
      expect(within(dialog).getByLabelText(/^Vencimiento/)).toHaveAttribute('min', todayInMexico());
      expect(within(dialog).getByRole('radio', { name: 'MXN' })).toBeChecked();

      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(within(dialog).getByText('La serie es obligatoria.')).toBeInTheDocument();
      expect(within(dialog).getByText('El crédito debe ser un número positivo.')).toBeInTheDocument();
      expect(within(dialog).getByText('La fecha de vencimiento es obligatoria.')).toBeInTheDocument();

      await user.type(within(dialog).getByLabelText(/^Crédito/), '-5');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(within(dialog).getByText('El crédito debe ser un número positivo.')).toBeInTheDocument();
      expect(sent(fetchMock, 'POST')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Generar' }));
      await waitFor(() => expect(series).toHaveValue('ZX81QW7PLM3A'));
      await user.clear(within(dialog).getByLabelText(/^Crédito/));
      await user.type(within(dialog).getByLabelText(/^Crédito/), '750');
      await user.click(within(dialog).getByRole('radio', { name: 'USD' }));
      await user.type(within(dialog).getByLabelText(/^Vencimiento/), '2027-06-30');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Gift Card creada correctamente.')).toBeInTheDocument();
      expect(sent(fetchMock, 'POST')).toEqual([
        { path: '/api/admin/gift-cards/series', body: undefined },
        {
          path: '/api/admin/gift-cards',
          body: { series: 'ZX81QW7PLM3A', credit: 750, currency: 'USD', expiry_date: '2027-06-30' },
        },
      ]);
    });

    it('shows a taken series on the series field, with the server message in the toast', async () => {
      const taken = 'Esta serie ya existe. Genere una nueva.';
      const { user } = renderGiftCards({
        other: (url) =>
          url.pathname.endsWith('/series')
            ? jsonResponse({ series: 'HV7K2M9QX4TB' })
            : jsonResponse({ error: { code: 'conflict', message: taken, fields: { series: taken } } }, 409),
      });
      await user.click(await screen.findByRole('button', { name: 'Nueva Gift Card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nueva Gift Card' });
      await user.click(within(dialog).getByRole('button', { name: 'Generar' }));
      await waitFor(() => expect(within(dialog).getByLabelText(/^Serie/)).toHaveValue('HV7K2M9QX4TB'));
      await user.type(within(dialog).getByLabelText(/^Crédito/), '100');
      await user.type(within(dialog).getByLabelText(/^Vencimiento/), '2027-06-30');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(within(dialog).getByLabelText(/^Serie/)).toHaveAccessibleDescription(new RegExp(taken)));
      expect(screen.getByText(`No se pudo crear la Gift Card. ${taken}`)).toBeInTheDocument();
    });
  });

  describe('inline editing', () => {
    it('edits credit, currency and expiry in the row and sends them', async () => {
      const card = makeGiftCard({ series: 'Q8ZP3RWN6C1D' });
      const { user, fetchMock } = renderGiftCards({ rows: [card], other: () => jsonResponse({ ...card, credit: 2000 }) });
      const row = await startEditing(user, 'Q8ZP3RWN6C1D');
      const credit = within(row).getByRole('textbox', { name: 'Crédito' });
      expect(credit).toHaveValue('1500');
      expect(credit).toHaveFocus();
      expect(within(row).getByRole('radio', { name: 'MXN' })).toBeChecked();
      expect(within(row).getByLabelText('Vencimiento')).toHaveValue('2027-12-31');
      // The series never changes.
      expect(within(row).getByText('Q8ZP3RWN6C1D')).toBeInTheDocument();
      await user.clear(credit);
      await user.type(credit, '2000');
      await user.click(within(row).getByRole('radio', { name: 'USD' }));
      await user.click(within(row).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Gift Card actualizada correctamente.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Acciones: Q8ZP3RWN6C1D' })).toHaveFocus();
      expect(sent(fetchMock, 'PUT')).toEqual([
        { path: `/api/admin/gift-cards/${card.id}`, body: { credit: 2000, currency: 'USD', expiry_date: '2027-12-31' } },
      ]);
    });

    it('refuses a credit that is not positive, under the input and in a toast', async () => {
      const card = makeGiftCard({ series: 'A1C5V8NRH3JW' });
      const { user, fetchMock } = renderGiftCards({ rows: [card] });
      const row = await startEditing(user, 'A1C5V8NRH3JW');
      const credit = within(row).getByRole('textbox', { name: 'Crédito' });
      await user.clear(credit);
      await user.type(credit, '0{Enter}');
      expect(credit).toHaveAccessibleDescription('El crédito debe ser un número positivo.');
      // docs/product.md §11.6: also as a toast, in the notifications region.
      const toasts = screen.getByRole('region', { name: /^Notificaciones/ });
      expect(await within(toasts).findByText('El crédito debe ser un número positivo.')).toBeInTheDocument();
      expect(sent(fetchMock, 'PUT')).toHaveLength(0);
    });

    it('keeps the currency of a card already used, and says why the server refused', async () => {
      const card = makeGiftCard({ series: 'USADA0000001', credit: 1000, balance: 400 });
      const message = 'El crédito no puede ser menor que lo ya usado ($600.00).';
      const { user } = renderGiftCards({
        rows: [card],
        other: () => jsonResponse({ error: { code: 'validation', message, fields: { credit: message } } }, 400),
      });
      const row = await startEditing(user, 'USADA0000001');
      expect(within(row).queryByRole('radio')).not.toBeInTheDocument();
      const credit = within(row).getByRole('textbox', { name: 'Crédito' });
      await user.clear(credit);
      await user.type(credit, '500');
      await user.click(within(row).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(credit).toHaveAccessibleDescription(message));
      expect(screen.getByText('No se pudo actualizar la Gift Card.')).toBeInTheDocument();
    });
  });

  it.each(['Coordinador', 'Organizador'] as const)('lets a %s edit but never delete a gift card', async (role) => {
    const { user, queryClient } = renderGiftCards({ role, rows: [makeGiftCard({ series: 'HV7K2M9QX4TB' })] });
    // Until the role is known nothing role-bound is offered: wait for it, so the check means something.
    await waitFor(() => expect(queryClient.getQueryData(['admin', 'me'])).toMatchObject({ role }));
    await user.click(await screen.findByRole('button', { name: 'Acciones: HV7K2M9QX4TB' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Editar']);
  });

  it('retires a card with its switch and puts it back (issue 13)', async () => {
    const card = makeGiftCard({ series: 'RETIRAR00001' });
    const { user, fetchMock } = renderGiftCards({
      role: 'Organizador',
      rows: [card],
      other: (_url, init) => jsonResponse({ ...card, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Activa: RETIRAR00001' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Gift Card desactivada: ya no se puede usar al pagar.')).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH')).toEqual([{ path: `/api/admin/gift-cards/${card.id}/active`, body: { is_active: false } }]);
  });

  it('says why a card already used cannot be deleted', async () => {
    const card = makeGiftCard({ series: 'USADA0000002', balance: 0 });
    const message = 'Esta tarjeta de regalo ya se usó en reservas: no se puede eliminar; desactívala para que no se pueda usar.';
    const { user } = renderGiftCards({ rows: [card], other: () => apiErrorResponse(409, 'conflict', message) });
    await user.click(await screen.findByRole('button', { name: 'Acciones: USADA0000002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No se pudo eliminar la Gift Card.')).toBeInTheDocument();
  });

  it('lets an Administrador delete a gift card after asking', async () => {
    const card = makeGiftCard({ series: 'HV7K2M9QX4TB' });
    const { user, fetchMock } = renderGiftCards({ rows: [card], other: () => new Response(null, { status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Acciones: HV7K2M9QX4TB' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Esta acción no se puede deshacer. Esto eliminará permanentemente la Gift Card.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('La Gift Card ha sido eliminada.')).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE')).toEqual([{ path: `/api/admin/gift-cards/${card.id}`, body: undefined }]);
  });
});
