import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_ROLE,
  isStaff,
  listQuerySchema,
  outranks,
  PEOPLE_GROUPS,
  PEOPLE_MESSAGES,
  peopleGroupSchema,
  personCreateSchema,
  peopleGroupOf,
  personUpdateSchema,
  type PeopleGroup,
  type Role,
} from '@hv/shared';
import type { Db } from '../../db/client.ts';
import { bookings, experiences, user } from '../../db/schema.ts';
import { createMemo } from '../../lib/memo.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { Auth } from '../auth/index.ts';
import { auditWho, recordAudit } from '../audit/index.ts';

/** What the staff screens show of a person: fewer columns for the database to send and decode. */
const personColumns = {
  id: user.id,
  email: user.email,
  fullName: user.fullName,
  phone: user.phone,
  country: user.country,
  city: user.city,
  role: user.role,
  seeds: user.seeds,
  createdAt: user.createdAt,
};
type PersonRow = { [K in keyof typeof personColumns]: (typeof user.$inferSelect)[K] };
const toPerson = (u: PersonRow) => ({
  id: u.id,
  email: u.email,
  full_name: u.fullName,
  phone: u.phone,
  country: u.country,
  city: u.city,
  role: u.role,
  seeds: u.seeds,
  created_at: u.createdAt.toISOString(),
});

/** What the audit trail keeps of a person (docs/product.md §15.7): the profile staff edit, no seeds or times. */
const auditedPerson = (u: PersonRow) => ({
  full_name: u.fullName,
  email: u.email,
  phone: u.phone,
  country: u.country,
  city: u.city,
  role: u.role,
});

const idParams = z.object({ id: z.string().uuid() });
const groupQuery = listQuerySchema.extend({ group: peopleGroupSchema });

/** Each dialog's roles are kept to its list (docs/product.md §11.3; role rules in §4). */
function checkInList(group: PeopleGroup, role: Role) {
  if (!(PEOPLE_GROUPS[group].roles as readonly string[]).includes(role)) {
    throw new AppError('validation', PEOPLE_MESSAGES.roleNotInList, { role: PEOPLE_MESSAGES.roleNotInList });
  }
}

const forbidden = (message: string, field?: string) =>
  new AppError('forbidden', message, field ? { [field]: message } : undefined);

/**
 * Issue 13: who may create an account with a role. Only an Administrador gives staff access
 * (a collaborator's role); anyone on staff may add travellers and providers.
 */
function checkCreate(group: PeopleGroup, role: Role, actor: Role) {
  checkInList(group, role);
  if (actor === 'Administrador') return;
  if (role === 'Administrador') throw forbidden(PEOPLE_MESSAGES.onlyAdminGrantsAdmin, 'role');
  if (isStaff(role)) throw forbidden(PEOPLE_MESSAGES.onlyAdminCreatesStaff, 'role');
}

/**
 * Issue 13: what an edit may do. A person above the caller (ROLE_ORDER) is read-only to them;
 * only an Administrador changes a role; the new role must belong to the list the person is in
 * (read from their stored role, never from the request).
 */
function checkEdit(person: { role: string | null }, role: Role, actor: Role) {
  if (outranks(person.role, actor)) throw forbidden(PEOPLE_MESSAGES.higherRoleReadOnly);
  const current = person.role ?? DEFAULT_ROLE;
  if (role === current) return;
  if (actor !== 'Administrador') throw forbidden(PEOPLE_MESSAGES.onlyAdminChangesRoles, 'role');
  const group = peopleGroupOf(current);
  if (!group) throw forbidden(PEOPLE_MESSAGES.onlyAdminChangesRoles, 'role');
  checkInList(group, role);
}

/** Staff screens for travellers, collaborators and providers. Users are never deleted here. */
export async function peopleAdminRoutes(app: FastifyInstance, opts: { db: Db; auth: Auth }) {
  const { db, auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // A page of 20 comes from an index in well under a millisecond, but its total visits every
  // match (10 000 "martínez" in the bench): paging or re-running a search reuses it for 5 s.
  // Writes made here clear it; anything else (a sign-up, another process) shows within 5 s.
  const totals = createMemo<number>({ ttlMs: 5_000, maxEntries: 500 });
  // Any change to people made here shows in the next total at once: cleared after the write,
  // before its answer leaves (a later request cannot see the old total).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') totals.clear();
  });

  /** The group's people, and with a pattern those whose name or e-mail contains it. */
  const peopleWhere = (group: PeopleGroup, pattern?: Placeholder | string) => {
    const inGroup = inArray(user.role, [...PEOPLE_GROUPS[group].roles]);
    // search_text is the folded "full name e-mail" (migration 0006), indexed by trigrams.
    return pattern === undefined ? inGroup : and(inGroup, sql`"user"."search_text" like lower(immutable_unaccent(${pattern}))`);
  };
  // A page is built by drizzle once per shape (group, with or without a search) and kept
  // prepared: building it per request was ~10 % of a staff list request's CPU (bench profile).
  const pageQueries = new Map<string, ReturnType<typeof preparePage>>();
  const preparePage = (group: PeopleGroup, searching: boolean) =>
    db
      .select(personColumns)
      .from(user)
      .where(peopleWhere(group, searching ? sql.placeholder('pattern') : undefined))
      // The id breaks ties (demo people share one timestamp), so a row keeps its page after an
      // edit; user_role_created_idx still gives the creation order, the id sorts only within it.
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`people_page_${group}${searching ? '_search' : ''}`);
  const pageQuery = (group: PeopleGroup, searching: boolean) => {
    const key = `${group}|${searching}`;
    let query = pageQueries.get(key);
    if (!query) pageQueries.set(key, (query = preparePage(group, searching)));
    return query;
  };

  r.get(
    '/api/admin/people',
    { schema: { tags, summary: 'Personas de una lista; busca por nombre o correo', querystring: groupQuery } },
    async (request) => {
      const { group, q, page, perPage } = request.query;
      const pattern = q ? likePattern(q) : undefined;
      const [rows, n] = await Promise.all([
        pageQuery(group, Boolean(q)).execute({ pattern, limit: perPage, offset: (page - 1) * perPage }),
        totals.get(
          `${group}|${q}`,
          async () => (await db.select({ n: count() }).from(user).where(peopleWhere(group, pattern)))[0]?.n ?? 0,
        ),
      ]);
      return { data: rows.map(toPerson), count: n, currentPage: page, perPage, totalPages: Math.max(1, Math.ceil(n / perPage)) };
    },
  );

  r.post(
    '/api/admin/people',
    {
      schema: {
        tags,
        summary: 'Crea una cuenta (better-auth) y su perfil',
        querystring: z.object({ group: peopleGroupSchema }),
        body: personCreateSchema,
      },
    },
    async (request, reply) => {
      const b = request.body;
      checkCreate(request.query.group, b.role, request.sessionUser!.role);
      const email = b.email.toLowerCase();
      const [exists] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (exists) throw new AppError('conflict', PEOPLE_MESSAGES.emailTaken, { email: PEOPLE_MESSAGES.emailTaken });
      // The account (and its password hash) is made by better-auth itself, then the profile is completed.
      const created = await auth.api.signUpEmail({
        body: { email, password: b.password, name: b.full_name, fullName: b.full_name, phone: b.phone ?? undefined },
      });
      // The account row is better-auth's own write; completing it and its audit line are one.
      const row = await db.transaction(async (tx) => {
        const [completed] = await tx
          .update(user)
          .set({ role: b.role, phone: b.phone, country: b.country, city: b.city, updatedAt: new Date() })
          .where(eq(user.id, created.user.id))
          .returning(personColumns);
        await recordAudit(tx, auditWho(request), {
          action: 'create',
          kind: 'person',
          id: completed!.id,
          after: auditedPerson(completed!),
        });
        return completed!;
      });
      return reply.status(201).send(toPerson(row));
    },
  );

  r.put(
    '/api/admin/people/:id',
    {
      schema: {
        tags,
        summary: 'Edita un perfil (el correo no cambia)',
        params: idParams,
        querystring: z.object({ group: peopleGroupSchema }),
        body: personUpdateSchema,
      },
    },
    async (request) => {
      const b = request.body;
      // The `group` of the address is only the screen the request came from: what the person
      // may become is decided by their stored role and the caller's (checkEdit).
      const row = await db.transaction(async (tx) => {
        // Administradores' rows are locked together, in one order, before the person's own row:
        // two of them taking each other's role at once wait for one another instead of both
        // succeeding (and leaving the site without one) or deadlocking.
        const lockAdmins = () =>
          tx.select({ id: user.id }).from(user).where(eq(user.role, 'Administrador')).orderBy(user.id).for('update');
        const [peek] = await tx.select({ role: user.role }).from(user).where(eq(user.id, request.params.id));
        if (!peek) throw notFound();
        let admins = peek.role === 'Administrador' ? await lockAdmins() : null;
        const [existing] = await tx.select(personColumns).from(user).where(eq(user.id, request.params.id)).for('update');
        if (!existing) throw notFound();
        checkEdit(existing, b.role, request.sessionUser!.role);
        if (existing.role === 'Administrador' && b.role !== 'Administrador') {
          admins ??= await lockAdmins();
          if (!admins.some((a) => a.id !== existing.id))
            throw new AppError('conflict', PEOPLE_MESSAGES.lastAdministrator, { role: PEOPLE_MESSAGES.lastAdministrator });
        }
        const [updated] = await tx
          .update(user)
          .set({
            fullName: b.full_name,
            name: b.full_name,
            phone: b.phone,
            country: b.country,
            city: b.city,
            role: b.role,
            updatedAt: new Date(),
          })
          .where(eq(user.id, existing.id))
          .returning(personColumns);
        await recordAudit(tx, auditWho(request), {
          action: 'update',
          kind: 'person',
          id: existing.id,
          before: auditedPerson(existing),
          after: auditedPerson(updated!),
        });
        return updated!;
      });
      return toPerson(row);
    },
  );

  r.get(
    '/api/admin/people/:id/experiences',
    { schema: { tags, summary: 'Experiencias cuyo responsable es esta persona', params: idParams } },
    async (request) => {
      const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, request.params.id));
      if (!person) throw notFound();
      return db
        .select({ id: experiences.id, name: experiences.name, status: experiences.status, is_active: experiences.is_active })
        .from(experiences)
        .where(eq(sql`lower(${experiences.responsible_email})`, person.email.toLowerCase()))
        .orderBy(desc(experiences.created_at), desc(experiences.id));
    },
  );

  r.get(
    '/api/admin/people/:id/bookings',
    { schema: { tags, summary: 'Viajes adquiridos (reservas pagadas)', params: idParams } },
    async (request) => {
      const rows = await db
        .select({
          id: bookings.id,
          item_name: bookings.item_name,
          booking_date: bookings.booking_date,
          passengers: bookings.passengers,
          // What the traveller paid: PayPal's part plus the gift card's.
          amount: sql<number>`${bookings.amount} + ${bookings.gift_card_amount}`.mapWith(Number),
          status: bookings.status,
          paid_at: bookings.paid_at,
        })
        .from(bookings)
        .where(and(eq(bookings.user_id, request.params.id), eq(bookings.status, 'Pagada')))
        .orderBy(desc(bookings.paid_at), desc(bookings.id));
      return rows.map((b) => ({ ...b, paid_at: b.paid_at?.toISOString() ?? null }));
    },
  );
}
