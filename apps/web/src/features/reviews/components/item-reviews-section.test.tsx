import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type ReviewSummary } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderRoutes } from '@/test/render-routes.tsx';
import { ItemReviewsSection } from './item-reviews-section.tsx';

const SUMMARY: ReviewSummary = {
  average: 4.5,
  count: 2,
  reviews: [
    { id: 'r2', rating: 4, authorName: 'Diego R.', body: 'Buen ritmo y guía paciente.', createdAt: '2026-11-14T23:30:00.000Z' },
    { id: 'r1', rating: 5, authorName: 'Ana L.', body: '¡Inolvidable!', createdAt: '2026-10-02T17:00:00.000Z' },
  ],
};

const render = (summary: ReviewSummary, kind: 'experience' | 'trip' = 'experience') => {
  const fetchMock = stubFetch((url) => jsonResponse(url.pathname === `/api/reviews/${kind}/cenotes` ? summary : null));
  renderRoutes([{ path: '/', element: <ItemReviewsSection kind={kind} slug="cenotes" /> }]);
  return fetchMock;
};

afterEach(() => vi.restoreAllMocks());

describe('ItemReviewsSection', () => {
  it('shows the average as labelled stars, the count and each review newest first with its rating, name, long date and verified mark', async () => {
    render(SUMMARY);
    const section = await screen.findByRole('region', { name: 'Reseñas' });
    expect(await within(section).findByRole('img', { name: 'Calificación promedio: 4.5 de 5' })).toBeInTheDocument();
    expect(within(section).getByText('2 reseñas')).toBeInTheDocument();

    const items = within(section).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual(['Reseña de Diego R.', 'Reseña de Ana L.']);
    expect(within(items[0]!).getByRole('img', { name: 'Calificación: 4 de 5' })).toBeInTheDocument();
    // 23:30 UTC is still 14 November in Mexico City.
    expect(within(items[0]!).getByText('14 de noviembre de 2026')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2 de octubre de 2026')).toBeInTheDocument();
    expect(within(section).getAllByText(REVIEW_MESSAGES.verified)).toHaveLength(2);
  });

  it('reads a trip’s reviews from the trip endpoint and says when there are none', async () => {
    const fetchMock = render({ average: null, count: 0, reviews: [] }, 'trip');
    expect(await screen.findByText(/Aún no hay reseñas/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/reviews/trip/cenotes');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('ItemReviewsSection in English (issue 19)', () => {
  it('labels the average, the count, each review and its date in English', async () => {
    stubFetch(() => jsonResponse(SUMMARY));
    renderRoutes([
      {
        path: '/',
        element: (
          <InEnglish>
            <ItemReviewsSection kind="experience" slug="cenotes" />
          </InEnglish>
        ),
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByRole('img', { name: 'Average rating: 4.5 out of 5' })).toBeInTheDocument();
    expect(within(section).getByText('2 reviews')).toBeInTheDocument();
    const items = within(section).getAllByRole('article');
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual(['Review by Diego R.', 'Review by Ana L.']);
    expect(within(items[0]!).getByRole('img', { name: 'Rating: 4 out of 5' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('November 14, 2026')).toBeInTheDocument();
    expect(within(section).getAllByText('Verified booking')).toHaveLength(2);
  });
});
