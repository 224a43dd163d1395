import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView, Role } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { listPage } from '../crud/test-utils.tsx';
import { RecordHistory, RecordHistoryButton } from './record-history.tsx';

const CARD = '00000000-0000-4000-8000-0000000000g1';
const edit: AuditEntryView = {
  id: 'l1',
  at: '2026-11-21T17:00:00.000Z',
  actor: { id: 'a', name: 'Ana Admin', role: 'Administrador' },
  action: 'update',
  kind: 'gift-card',
  recordId: CARD,
  before: { series: 'ABCDEF123456', credit: 500, balance: 500, currency: 'MXN' },
  after: { series: 'ABCDEF123456', credit: 800, balance: 800, currency: 'MXN' },
};
const created: AuditEntryView = { ...edit, id: 'l0', action: 'create', before: null, at: '2026-11-20T17:00:00.000Z' };

function renderWith(
  element: React.ReactElement,
  { role = 'Administrador', rows = [edit, created] }: { role?: Role; rows?: AuditEntryView[] } = {},
) {
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/admin/me') return jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' });
    if (url.pathname === '/api/admin/audit') return jsonResponse(listPage(rows));
    return apiErrorResponse(500, 'internal', 'Algo salió mal.');
  });
  return { ...renderRoutes([{ path: '/', element }]), fetchMock };
}
const auditUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((u) => u.pathname === '/api/admin/audit');

afterEach(() => vi.restoreAllMocks());
// The admin role, then the history: two requests before anything shows (a busy machine is slow).
const SLOW = { timeout: 5000 };

describe('RecordHistory', () => {
  it('asks for the one record and shows its changes, newest first, with only what changed', async () => {
    const { fetchMock } = renderWith(<RecordHistory kind="gift-card" id={CARD} />);
    const list = await screen.findByRole('list', { name: 'Cambios del personal' }, SLOW);
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(first).toHaveTextContent('Editó');
    expect(first).toHaveTextContent('Ana Admin (Administrador)');
    expect(first).toHaveTextContent('Crédito:$500.00cambió a$800.00');
    expect(first).toHaveTextContent('Saldo:$500.00cambió a$800.00');
    expect(within(first!).queryByText('Serie:')).toBeNull();
    expect(second).toHaveTextContent('Creó');
    expect(second).toHaveTextContent('Serie:—cambió aABCDEF123456');
    expect(Object.fromEntries(auditUrls(fetchMock)[0]!.searchParams)).toMatchObject({ kind: 'gift-card', record: CARD });
  });

  it('says when staff have changed nothing', async () => {
    renderWith(<RecordHistory kind="booking" id="b1" />, { rows: [] });
    expect(await screen.findByText('El personal no ha hecho cambios en este registro.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows nothing to other staff and never asks the server', async () => {
    const { fetchMock } = renderWith(
      <>
        <p>Pantalla</p>
        <RecordHistory kind="coupon" id="c1" />
        <RecordHistoryButton kind="coupon" id="c1" name="VERANO" title="Historial del cupón VERANO" />
      </>,
      { role: 'Coordinador' },
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/admin/me'), expect.anything()));
    await screen.findByText('Pantalla');
    expect(screen.queryByRole('button', { name: /Historial/ })).toBeNull();
    expect(auditUrls(fetchMock)).toEqual([]);
  });

  it('opens from its Historial button in a dialog', async () => {
    const { user } = renderWith(
      <RecordHistoryButton
        kind="gift-card"
        id={CARD}
        name="ABCDEF123456"
        title="Historial de la gift card ABCDEF123456"
        compact
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Historial: ABCDEF123456' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Historial de la gift card ABCDEF123456' });
    expect(await within(dialog).findAllByText('Crédito:', {}, SLOW)).toHaveLength(2);
  });
});
