import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { experiences, trips, waitlistEntries } from '../../db/schema.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { localizedPaths, type Locale } from '@hv/shared';
import { siteLocale, translator } from '../../lib/i18n.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import { offerAllFreedPlaces, WAITLIST_INVITE_MAIL } from './waitlist.ts';

// The invitation e-mail of the waitlist (docs/decisions/0235-waitlist.md): one keyed job per
// invitation, so it is sent once whichever process runs it. Its link opens the invitation page,
// where the traveller books with the held places or leaves the list.

export interface WaitlistMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  brand: string;
}

/** `/lista-de-espera/<token>`, or `/en/waitlist/<token>` for a traveller who joined from an English page. */
export const invitationPath = (token: string, locale: Locale = 'es') => localizedPaths(locale).waitlist(token);

export function registerWaitlist(runner: JobRunner, deps: WaitlistMailDeps & { wake?: () => void }) {
  // Places free up by a cancellation, a refund, a bigger capacity or a hold that ran out: each
  // scheduler tick offers them to the line, so none of those paths has to know of the waitlist.
  runner.schedule(async (now) => {
    if ((await offerAllFreedPlaces(deps.db, now)) > 0) deps.wake?.();
  });
  runner.handle(WAITLIST_INVITE_MAIL, async (job) => {
    const entryId = String((job.payload as { entryId?: unknown }).entryId);
    const [entry] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!entry || entry.status !== 'invited' || !entry.hold_expires_at)
      return deps.log.info({ job: job.key }, 'waitlist invitation not sent: no longer invited');
    const [item] = entry.experience_id
      ? await deps.db
          .select({ name: experiences.name, zone: experiences.time_zone })
          .from(experiences)
          .where(eq(experiences.id, entry.experience_id))
      : await deps.db.select({ name: trips.destination, zone: trips.time_zone }).from(trips).where(eq(trips.id, entry.trip_id!));
    if (!item) return;
    const t = translator(siteLocale(entry.locale));
    const url = `${deps.publicUrl}${invitationPath(entry.token, t.locale)}`;
    const until = new Intl.DateTimeFormat(t.locale === 'en' ? 'en-US' : 'es-MX', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: item.zone,
    }).format(entry.hold_expires_at);
    const values = {
      item: item.name,
      date: t.longDate(entry.date),
      places: entry.places,
      until,
      brand: deps.brand,
    };
    const lines = [t.t('waitlist.invite.body', values), t.t('waitlist.invite.book'), url, t.t('waitlist.invite.leave')];
    await deps.mailer.send({
      to: entry.email,
      subject: t.t('waitlist.invite.subject', values),
      text: lines.join('\n\n'),
      html: `<p>${escapeHtml(lines[0]!)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(lines[1]!)}</a></p><p>${escapeHtml(lines[3]!)}</p>`,
      locale: t.locale,
    });
  });
}
