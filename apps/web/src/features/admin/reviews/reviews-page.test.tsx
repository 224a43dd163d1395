import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type AdminReviewRow } from '@hv/shared';
import { jsonResponse } from '@/test/fetch-stub.ts';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { atWidth, renderAdminScreen, rowOf, sent } from '../crud/test-utils.tsx';
import ReviewsPage from './reviews-page.tsx';

const row = (overrides: Partial<AdminReviewRow> = {}): AdminReviewRow => ({
  id: '6f1c2a34-0000-4000-8000-000000000001',
  rating: 1,
  authorName: 'Roberto D.',
  body: 'Texto ofensivo de prueba.',
  createdAt: '2026-11-20T18:00:00.000Z',
  itemName: 'Snorkel en cenotes',
  itemKind: 'experience',
  itemSlug: 'snorkel-cenotes',
  reference: '6F1C2A34',
  hiddenAt: null,
  hiddenReason: null,
  hiddenByName: null,
  ...overrides,
});

const HIDDEN = row({
  id: '6f1c2a34-0000-4000-8000-000000000002',
  authorName: 'Ana L.',
  body: 'Otra reseña.',
  itemName: 'Globo en Teotihuacán',
  reference: '11112222',
  hiddenAt: '2026-11-21T18:00:00.000Z',
  hiddenReason: 'Spam',
  hiddenByName: 'Carlos Hernández',
});

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('ReviewsPage', () => {
  it('lists the reviews with item, rating, text and booking reference, and hides one only with a reason', async () => {
    atWidth(1280);
    const { user, fetchMock } = renderAdminScreen(<ReviewsPage />, {
      listPath: '/api/admin/reviews',
      role: 'Coordinador',
      rows: [row(), HIDDEN],
      other: (url) => (url.pathname.endsWith('/hide') ? jsonResponse(row({ hiddenAt: '2026-11-22T00:00:00.000Z' })) : undefined!),
    });

    const tr = await rowOf('6F1C2A34');
    expect(within(tr).getByRole('link', { name: 'Snorkel en cenotes' })).toHaveAttribute('href', '/experiencia/snorkel-cenotes');
    expect(within(tr).getByLabelText('1 de 5 estrellas')).toBeInTheDocument();
    expect(within(tr).getByText('Texto ofensivo de prueba.')).toBeInTheDocument();
    expect(within(tr).getByText('Visible')).toBeInTheDocument();
    const hiddenRow = await rowOf('11112222');
    expect(within(hiddenRow).getByText('Oculta')).toBeInTheDocument();
    expect(within(hiddenRow).getByText('Spam (Carlos Hernández)')).toBeInTheDocument();

    await user.click(within(tr).getByRole('button', { name: 'Ocultar la reseña de Roberto D.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar la reseña de Roberto D.' });
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar reseña' }));
    expect(await within(dialog).findByText(REVIEW_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Lenguaje ofensivo');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar reseña' }));
    expect(await screen.findByText(REVIEW_MESSAGES.hidden)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([
      { path: `/api/admin/reviews/${row().id}/hide`, body: { reason: 'Lenguaje ofensivo' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);

  it('shows a hidden review again with Mostrar', async () => {
    atWidth(1280);
    const { user, fetchMock } = renderAdminScreen(<ReviewsPage />, {
      listPath: '/api/admin/reviews',
      rows: [HIDDEN],
      other: (url) => (url.pathname.endsWith('/show') ? jsonResponse({ ...HIDDEN, hiddenAt: null }) : undefined!),
    });
    const tr = await rowOf('11112222');
    await user.click(within(tr).getByRole('button', { name: 'Mostrar la reseña de Ana L.' }));
    expect(await screen.findByText(REVIEW_MESSAGES.shown)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST').map((r) => r.path)).toEqual([`/api/admin/reviews/${HIDDEN.id}/show`]);
  });

  it('tells other staff roles the screen is not theirs, without asking for the list', async () => {
    const { fetchMock } = renderAdminScreen(<ReviewsPage />, {
      listPath: '/api/admin/reviews',
      role: 'Organizador',
      rows: [row()],
    });
    expect(await screen.findByText('Solo Administración y Coordinación pueden revisar las reseñas.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/admin/reviews'))).toBe(false);
  });
});
