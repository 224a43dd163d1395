import { and, count, desc, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery, ListResponse, TransportRequest, TransportRequestRow, TransportStatus } from '@hv/shared';
import { joinPhone, TRANSPORT_STATUS_LABELS } from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { transportRequests } from '../../db/schema.ts';
import { likePattern } from '../../lib/like-pattern.ts';

type Row = typeof transportRequests.$inferSelect;

export const toRow = ({ phone_country_code: _c, phone_number: _n, ...row }: Row): TransportRequestRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

export async function insertTransportRequest(db: Db, input: TransportRequest): Promise<Row> {
  const [row] = await db
    .insert(transportRequests)
    .values({
      name: input.name,
      email: input.email,
      phone_country_code: input.phoneCountryCode ?? null,
      phone_number: input.phoneNumber,
      phone: joinPhone(input.phoneCountryCode, input.phoneNumber),
      destination: input.destination,
      departure_date: input.departureDate,
      departure_time: input.departureTime,
      return_date: input.returnDate ?? null,
      return_time: input.returnTime ?? null,
      vehicle_type: input.vehicleType,
      passengers: input.passengers,
      itinerary: input.itinerary ?? null,
      special_requests: input.specialRequests ?? null,
    })
    .returning();
  return row!;
}

/** Lower case without accents, as immutable_unaccent folds the columns ('Cancún' → 'cancun'). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The column folded like the search term (docs/architecture.md §9, Search). */
const folded = (column: SQLWrapper) => sql`lower(immutable_unaccent(${column}))`;

/**
 * Staff list, newest first, searchable by name, e-mail, destination or status (its value or its
 * Spanish label: 'confirmada' finds confirmed ones), ignoring case and accents like every admin
 * list ('cancun' finds 'Cancún'), optionally only one status.
 */
export async function listTransportRequests(
  db: Db,
  query: ListQuery & { status?: TransportStatus },
): Promise<ListResponse<TransportRequestRow>> {
  const term = fold(query.q);
  const pattern = sql`lower(immutable_unaccent(${likePattern(query.q)}))`;
  const labelled = Object.entries(TRANSPORT_STATUS_LABELS)
    .filter(([, label]) => fold(label).includes(term))
    .map(([status]) => status);
  const search = query.q
    ? or(
        sql`${folded(transportRequests.name)} like ${pattern}`,
        sql`${folded(transportRequests.email)} like ${pattern}`,
        sql`${folded(transportRequests.destination)} like ${pattern}`,
        sql`lower(${transportRequests.status}) like lower(${likePattern(query.q)})`,
        labelled.length ? inArray(transportRequests.status, labelled) : undefined,
      )
    : undefined;
  const where = and(search, query.status ? eq(transportRequests.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(transportRequests)
      .where(where)
      .orderBy(desc(transportRequests.created_at), desc(transportRequests.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(transportRequests).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map(toRow),
    count: n,
    currentPage: query.page,
    perPage: query.perPage,
    totalPages: Math.max(1, Math.ceil(n / query.perPage)),
  };
}
