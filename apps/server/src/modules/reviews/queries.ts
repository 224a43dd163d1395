import { and, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bookingReference,
  DETAIL_REVIEWS_MAX,
  LANDING_REVIEWS_MAX,
  LANDING_REVIEWS_MIN_RATING,
  PUBLIC_STATUS,
  type AdminReviewRow,
  type FeaturedReview,
  type ListQuery,
  type ListResponse,
  type PublicReview,
  type ReviewSummary,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, experiences, reviews, trips, user } from '../../db/schema.ts';
import { listPage } from '../../lib/list-page.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewedItem = { kind: 'experience' | 'trip'; id: string };

export const toPublicReview = (r: Pick<ReviewRow, 'id' | 'rating' | 'author_name' | 'body' | 'created_at'>): PublicReview => ({
  id: r.id,
  rating: r.rating,
  authorName: r.author_name,
  body: r.body,
  createdAt: r.created_at.toISOString(),
});

const publicColumns = {
  id: reviews.id,
  rating: reviews.rating,
  author_name: reviews.author_name,
  body: reviews.body,
  created_at: reviews.created_at,
};

const ofItem = (item: ReviewedItem): SQL =>
  item.kind === 'experience' ? eq(reviews.experience_id, item.id) : eq(reviews.trip_id, item.id);
// docs/product.md §15.6: a hidden review is out of every public list and of the average.
const visible = isNull(reviews.hidden_at);

/** The detail page's `Reseñas`: the average (one decimal) and count of visible reviews, the newest first. */
export async function reviewSummary(db: Db, item: ReviewedItem): Promise<ReviewSummary> {
  const where = and(ofItem(item), visible);
  const [[totals], rows] = await Promise.all([
    db
      .select({ average: sql<string | null>`round(avg(${reviews.rating}), 1)`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
    db
      .select(publicColumns)
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.created_at), desc(reviews.id))
      .limit(DETAIL_REVIEWS_MAX),
  ]);
  return {
    average: totals?.average == null ? null : Number(totals.average),
    count: totals?.count ?? 0,
    reviews: rows.map(toPublicReview),
  };
}

/** The landing's real reviews: visible, rated 4 or 5, of public items, the newest first (decision 0137). */
export async function featuredReviews(db: Db): Promise<FeaturedReview[]> {
  const rows = await db
    .select({
      ...publicColumns,
      experienceName: experiences.name,
      experienceNameEn: experiences.name_en,
      experienceSlug: experiences.slug,
      tripName: trips.destination,
      tripNameEn: trips.destination_en,
      tripSlug: trips.slug,
    })
    .from(reviews)
    .leftJoin(
      experiences,
      and(eq(experiences.id, reviews.experience_id), eq(experiences.is_active, true), eq(experiences.status, PUBLIC_STATUS)),
    )
    .leftJoin(trips, and(eq(trips.id, reviews.trip_id), eq(trips.is_active, true), eq(trips.status, PUBLIC_STATUS)))
    .where(
      and(
        visible,
        gte(reviews.rating, LANDING_REVIEWS_MIN_RATING),
        sql`(${experiences.id} is not null or ${trips.id} is not null)`,
      ),
    )
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(LANDING_REVIEWS_MAX);
  return rows.map((r) => ({
    ...toPublicReview(r),
    itemName: (r.experienceName ?? r.tripName)!,
    itemNameEn: (r.experienceSlug ? r.experienceNameEn : r.tripNameEn) ?? null,
    itemKind: r.experienceSlug ? ('experience' as const) : ('trip' as const),
    itemSlug: (r.experienceSlug ?? r.tripSlug)!,
  }));
}

export async function reviewOfBooking(db: Db, bookingId: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.booking_id, bookingId));
  return row ?? null;
}

export async function reviewedBookingIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: reviews.booking_id })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.booking_id))
    .where(eq(bookings.user_id, userId));
  return rows.map((r) => r.id);
}

const hider = alias(user, 'hider');

/** A review with what the staff row shows of its booking, item and the person who hid it. */
const adminRows = (db: Db) =>
  db
    .select({
      review: reviews,
      itemName: bookings.item_name,
      experienceSlug: experiences.slug,
      tripSlug: trips.slug,
      hiddenByName: hider.fullName,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.booking_id))
    .leftJoin(experiences, eq(experiences.id, reviews.experience_id))
    .leftJoin(trips, eq(trips.id, reviews.trip_id))
    .leftJoin(hider, eq(hider.id, reviews.hidden_by))
    .$dynamic();

/** Staff screen `Reseñas`: every review, hidden ones too, the newest first; search by text, name or item. */
export async function listAdminReviews(db: Db, query: ListQuery): Promise<ListResponse<AdminReviewRow>> {
  const term = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = term
    ? sql`lower(immutable_unaccent(${reviews.body} || ' ' || ${reviews.author_name} || ' ' || ${bookings.item_name})) like lower(immutable_unaccent(${term}))`
    : undefined;
  const [rows, [total]] = await Promise.all([
    adminRows(db)
      .where(where)
      .orderBy(desc(reviews.created_at), desc(reviews.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.booking_id))
      .where(where),
  ]);
  return listPage(
    rows.map((r) => toAdminRow(r.review, r)),
    total?.count ?? 0,
    query,
  );
}

export function toAdminRow(
  review: ReviewRow,
  extra: { itemName: string; experienceSlug: string | null; tripSlug: string | null; hiddenByName: string | null },
): AdminReviewRow {
  return {
    ...toPublicReview(review),
    itemName: extra.itemName,
    itemKind: review.experience_id ? 'experience' : review.trip_id ? 'trip' : null,
    itemSlug: extra.experienceSlug ?? extra.tripSlug,
    reference: bookingReference(review.booking_id),
    hiddenAt: review.hidden_at?.toISOString() ?? null,
    hiddenReason: review.hidden_reason,
    hiddenByName: extra.hiddenByName,
  };
}

/** One staff row by id, for the answer of a hide or show. */
export async function adminReviewById(db: Db, id: string): Promise<AdminReviewRow | null> {
  const [row] = await adminRows(db).where(eq(reviews.id, id));
  return row ? toAdminRow(row.review, row) : null;
}
