import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeaturedReview } from '@hv/shared';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderRoutes } from '@/test/render-routes.tsx';
import { REVIEWS, ReviewsCarousel } from './reviews-carousel.tsx';

const featured = (n: number): FeaturedReview[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    rating: i === 0 ? 4 : 5,
    authorName: `Viajera ${i}`,
    body: `Reseña real número ${i}.`,
    createdAt: '2026-11-20T18:00:00.000Z',
    itemName: 'Nado en cenotes',
    itemNameEn: i === 2 ? 'Cenote swim' : null,
    itemKind: 'experience',
    itemSlug: 'cenotes',
  }));

const renderCarousel = (data: FeaturedReview[]) => {
  stubFetch((url) => (url.pathname === '/api/reviews/featured' ? jsonResponse({ data }) : jsonResponse(null, 404)));
  return renderRoutes([{ path: '/', element: <ReviewsCarousel /> }]);
};

afterEach(() => vi.restoreAllMocks());

describe('ReviewsCarousel (docs/product.md §15.6)', () => {
  it('shows real verified reviews once there are at least three', async () => {
    renderCarousel(featured(3));
    const region = await screen.findByRole('region', { name: 'Opiniones de viajeros' });
    expect(await within(region).findByText('“Reseña real número 0.”')).toBeInTheDocument();
    expect(within(region).getAllByRole('group')).toHaveLength(3);
    expect(within(region).getAllByText('Nado en cenotes · Reserva verificada')).toHaveLength(3);
    expect(within(region).getByRole('img', { name: 'Calificación: 4 de 5' })).toBeInTheDocument();
    expect(within(region).queryByText(REVIEWS[0]!.name)).not.toBeInTheDocument();
  });

  it('keeps the fixed testimonials with fewer', async () => {
    const { queryClient } = renderCarousel(featured(2));
    await vi.waitFor(() => expect(queryClient.getQueryState(['reviews', 'featured'])?.status).toBe('success'));
    const region = screen.getByRole('region', { name: 'Opiniones de viajeros' });
    expect(within(region).getAllByRole('group')).toHaveLength(REVIEWS.length);
    expect(within(region).getByText(REVIEWS[0]!.name)).toBeInTheDocument();
    expect(within(region).queryByText('“Reseña real número 0.”')).not.toBeInTheDocument();
  });
});

describe('ReviewsCarousel on an English page', () => {
  const renderInEnglish = (data: FeaturedReview[]) => {
    stubFetch((url) => (url.pathname === '/api/reviews/featured' ? jsonResponse({ data }) : jsonResponse(null, 404)));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/en']}>
          <ReviewsCarousel />
        </MemoryRouter>
      </QueryClientProvider>,
      { wrapper: InEnglish },
    );
    return queryClient;
  };

  it("names a real review's item in English where staff gave the name, else in Spanish marked as Spanish", async () => {
    renderInEnglish(featured(3));
    const region = await screen.findByRole('region', { name: 'Traveller reviews' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await within(region).findByText('“Reseña real número 0.”');
    const spanish = within(region).getAllByText('Nado en cenotes');
    expect(spanish).toHaveLength(2);
    expect(spanish[0]).toHaveAttribute('lang', 'es');
    expect(spanish[0]!.parentElement).toHaveTextContent('Nado en cenotes · Verified booking');
    expect(within(region).getByText('Cenote swim · Verified booking')).not.toHaveAttribute('lang');
    expect(within(region).getByRole('img', { name: 'Rating: 4 out of 5' })).toBeInTheDocument();
    expect(within(region).getAllByRole('group')[0]).toHaveAccessibleName('1 of 3');
    expect(within(region).getByRole('button', { name: 'Previous review' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next review' })).toBeInTheDocument();
  });

  it('shows the fixed testimonials in English', async () => {
    const queryClient = renderInEnglish(featured(0));
    await vi.waitFor(() => expect(queryClient.getQueryState(['reviews', 'featured'])?.status).toBe('success'));
    const region = screen.getByRole('region', { name: 'Traveller reviews' });
    expect(within(region).getByText(/^“Swimming in the cenotes was magical\./)).toBeInTheDocument();
    expect(within(region).getByText('Mexico City')).toBeInTheDocument();
  });
});
