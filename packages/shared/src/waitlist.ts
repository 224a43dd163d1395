import { z } from 'zod';
import { startTimeSchema } from './checkout.ts';
import { LOCALES } from './locale.ts';
import { BOOKING_KINDS } from './payments-constants.ts';
import type { SaidKey } from './said.ts';

// The waitlist of a full departure (docs/decisions/0235-waitlist.md): `Avísame si se libera un
// lugar`. Messages travel as keys of the shared catalogue (decision 0197).

/** How long an invitation holds its places when the Administrador has not set it in Ajustes. */
export const DEFAULT_WAITLIST_HOLD_HOURS = 2;
export const WAITLIST_MAX_PLACES = 20;

const m = {
  email: 'checkout.contactEmail',
  places: 'waitlist.places',
  date: 'waitlist.notFound',
} as const satisfies Record<string, SaidKey>;

/** POST /api/waitlist: the form (e-mail, places wanted) for one departure. */
export const joinWaitlistSchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  id: z.string().uuid(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m.date),
  startTime: startTimeSchema.optional(),
  email: z
    .string({ error: m.email })
    .trim()
    .max(254, m.email)
    .pipe(z.email(m.email))
    .transform((v) => v.toLowerCase()),
  places: z.number({ error: m.places }).int(m.places).min(1, m.places).max(WAITLIST_MAX_PLACES, m.places),
  /** The page's language: the invitation e-mail and its link are written in it. */
  locale: z.enum(LOCALES).optional(),
});
export type JoinWaitlist = z.infer<typeof joinWaitlistSchema>;

export const waitlistAnswerSchema = z.object({ message: z.string() });

/** The `waitlist` key of the settings table (Ajustes): hours an invitation holds its places. */
export const waitlistSettingsSchema = z.object({
  holdHours: z.number().int().min(1).max(72),
});
export type WaitlistSettings = z.infer<typeof waitlistSettingsSchema>;

export const WAITLIST_STATUSES = ['waiting', 'invited', 'booked', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * GET /api/waitlist/:token, the invitation page (docs/decisions/0239-waitlist-screens.md): the
 * departure, the places and, while invited, until when they are held. An invitation whose hold ran
 * out says `expired` before the next tick writes it.
 */
export const waitlistInvitationSchema = z.object({
  status: z.enum(WAITLIST_STATUSES),
  kind: z.enum(BOOKING_KINDS),
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  timeZone: z.string(),
  date: z.string(),
  startTime: z.string().nullable(),
  places: z.number().int(),
  holdExpiresAt: z.string().nullable(),
});
export type WaitlistInvitation = z.infer<typeof waitlistInvitationSchema>;

/** The desk: one departure's waitlist, in order. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  places: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  holdExpiresAt: z.string().nullable(),
});
export const departureWaitlistSchema = z.object({
  waiting: z.number().int(),
  data: z.array(waitlistEntrySchema),
});
export type DepartureWaitlist = z.infer<typeof departureWaitlistSchema>;
