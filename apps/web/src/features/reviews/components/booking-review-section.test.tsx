import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type BookingReviewState, type PublicReview } from '@hv/shared';
import { apiErrorResponse, jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { InEnglish } from '@/test/i18n.tsx';
import { renderRoutes } from '@/test/render-routes.tsx';
import { resetToastsForTests } from '@/lib/use-toast.ts';
import { BookingReviewSection } from './booking-review-section.tsx';

const PUBLISHED: PublicReview = {
  id: 'r1',
  rating: 5,
  authorName: 'Valeria G.',
  body: 'El guía fue increíble y el cenote precioso.',
  createdAt: '2026-11-20T18:00:00.000Z',
};

function stubReviewApi(state: BookingReviewState, onPost?: (body: unknown, url: URL) => Response) {
  return stubFetch((url, init) => {
    if (url.pathname !== '/api/bookings/ABCD1234/review') return apiErrorResponse(404, 'not_found', 'No encontrado');
    if (init?.method === 'POST') return onPost?.(JSON.parse(String(init.body)), url) ?? jsonResponse(PUBLISHED, 201);
    return jsonResponse(state);
  });
}

const renderSection = (token: string | null = 'tok') =>
  renderRoutes([{ path: '/', element: <BookingReviewSection reference="ABCD1234" token={token} /> }]);

afterEach(() => {
  resetToastsForTests();
  vi.restoreAllMocks();
});

describe('BookingReviewSection', () => {
  it('asks for 1 to 5 stars as a radio group with visible labels and the text, checked with the shared messages', async () => {
    const fetchMock = stubReviewApi({ review: null, refusal: null });
    const { user } = renderSection();

    const section = await screen.findByRole('region', { name: 'Califica tu experiencia' });
    expect(section).toHaveAttribute('id', 'resena');
    const group = within(section).getByRole('radiogroup', { name: /Calificación/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(within(group).getByText('Excelente')).toBeVisible();
    expect(within(group).getByRole('radio', { name: /^1 estrella/ })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Publicar reseña' }));
    expect(await within(section).findByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(within(section).getByText(REVIEW_MESSAGES.bodyTooShort)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('publishes the review through the voucher link and then shows it as a verified booking', async () => {
    let posted: { body: unknown; token: string | null } | null = null;
    stubReviewApi({ review: null, refusal: null }, (body, url) => {
      posted = { body, token: url.searchParams.get('t') };
      return jsonResponse(PUBLISHED, 201);
    });
    const { user } = renderSection('firma123');

    const section = await screen.findByRole('region', { name: 'Califica tu experiencia' });
    await user.click(within(section).getByRole('radio', { name: /^5 estrellas/ }));
    await user.type(
      within(section).getByRole('textbox', { name: /Tu reseña/ }),
      '  El guía fue increíble y el cenote precioso. ',
    );
    await user.click(within(section).getByRole('button', { name: 'Publicar reseña' }));

    const written = await screen.findByRole('region', { name: 'Tu reseña' });
    expect(posted).toEqual({ body: { rating: 5, body: 'El guía fue increíble y el cenote precioso.' }, token: 'firma123' });
    expect(within(written).getByRole('img', { name: 'Calificación: 5 de 5' })).toBeInTheDocument();
    expect(within(written).getByText('Valeria G.')).toBeInTheDocument();
    expect(within(written).getByText(REVIEW_MESSAGES.verified)).toBeInTheDocument();
    expect(within(written).queryByRole('button', { name: 'Publicar reseña' })).not.toBeInTheDocument();
    expect(await screen.findByText(REVIEW_MESSAGES.published)).toBeInTheDocument();
  }, 20_000);

  it('shows the server’s refusal (a second review) under the form', async () => {
    stubReviewApi({ review: null, refusal: null }, () => apiErrorResponse(409, 'conflict', REVIEW_MESSAGES.alreadyReviewed));
    const { user } = renderSection();
    const section = await screen.findByRole('region', { name: 'Califica tu experiencia' });
    await user.click(within(section).getByRole('radio', { name: /^4 estrellas/ }));
    await user.type(within(section).getByRole('textbox', { name: /Tu reseña/ }), 'Muy buena experiencia.');
    await user.click(within(section).getByRole('button', { name: 'Publicar reseña' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReviewed);
  }, 20_000);

  it('has no form before the date, and nothing at all for a refunded booking', async () => {
    stubReviewApi({ review: null, refusal: 'not_yet' });
    const first = renderSection();
    expect(await screen.findByText(REVIEW_MESSAGES.notYet)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar reseña' })).not.toBeInTheDocument();
    first.unmount();

    stubReviewApi({ review: null, refusal: 'not_paid' });
    const { queryClient } = renderSection();
    // Once the answer is in, the section stays empty.
    await vi.waitFor(() => expect(queryClient.getQueryState(['reviews', 'booking', 'ABCD1234', 'tok'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: /Califica|Tu reseña/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar reseña' })).not.toBeInTheDocument();
  });
});

describe('BookingReviewSection in English (issue 19)', () => {
  it("asks for the rating and the text in English, with the shared schema's messages translated", async () => {
    stubReviewApi({ review: null, refusal: null });
    const { user } = renderRoutes([
      {
        path: '/',
        element: (
          <InEnglish>
            <BookingReviewSection reference="ABCD1234" token="tok" />
          </InEnglish>
        ),
      },
    ]);

    const section = await screen.findByRole('region', { name: 'Rate your experience' });
    const group = within(section).getByRole('radiogroup', { name: /Rating/ });
    expect(within(group).getByRole('radio', { name: /^5 stars/ })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /^1 star(?!s)/ })).toBeInTheDocument();
    expect(within(group).getByText('Excellent')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Publish review' }));
    expect(await within(section).findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(section).getByText('Write at least 10 characters')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: /Your review/ })).toHaveAccessibleDescription(
      expect.stringContaining('Tell other travellers how it went (10 to 1000 characters). 0/1000'),
    );
  });
});
