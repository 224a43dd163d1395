import type { AggregateRating, Review } from 'schema-dts';
import type { ReviewSummary } from '@hv/shared';

/** How many reviews the page's schema.org data carries beside the rating (decision 0138). */
const JSON_LD_REVIEWS = 3;

/**
 * The rating part of an experience's or trip's schema.org data (docs/product.md §15.6): nothing
 * without visible reviews, so no page claims a rating it does not have.
 */
export function reviewsJsonLd(summary: ReviewSummary | null): { aggregateRating?: AggregateRating; review?: Review[] } {
  if (!summary || summary.count === 0 || summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: summary.reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
