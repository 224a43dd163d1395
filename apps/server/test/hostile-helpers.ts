import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  bookings,
  couponRedemptions,
  coupons,
  experiences,
  giftCards,
  seedsLedger,
  transportRequests,
  trips,
  user,
} from '../src/db/schema.ts';
import { TEST_ORIGIN } from './helpers.ts';

/** The two classic payloads of the issue: a script element and an attribute break-out. */
export const SCRIPT = '<script>alert(1)</script>';
export const IMG = '"><img src=x onerror=alert(1)>';
/** How escapeHtml writes them. */
export const SCRIPT_ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';
export const IMG_ESCAPED = '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;';

/** SQL and LIKE metacharacters, alone and as the textbook injection. */
export const SQL_METACHARACTERS = ["'", '"', ';', '--', '%', '_', '\\', "' OR 1=1 --", '\'; DROP TABLE "user"; --', '%%', '__'];

// Words of the English messages Fastify, zod and better-auth would write by default.
const ENGLISH =
  /\b(invalid|expected|required|received|unexpected|unrecognized|must|failed|too (big|small|many|large)|not found|bad request|internal server)\b/i;
// A stack frame, a source file or an install path: nothing of the server's insides in a body.
const INTERNALS = /\n\s+at |\bat [\w$.<>]+ \(|\.(ts|js|mjs|cjs):\d+|node_modules|\/work\/|\/home\/|\/tmp\/|file:\/\//;

/** A refusal: 4xx, the API's `{ error: { code, message, fields? } }` in Spanish, nothing internal. */
export function expectCleanRefusal(res: InjectResponse, allowed: number[] = [400]) {
  expect(allowed, `${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  for (const text of [body.error.message, ...Object.values(body.error.fields ?? {})]) {
    expect(text, res.body).not.toMatch(ENGLISH);
  }
  expectNoInternals(res);
}

export function expectNoInternals(res: InjectResponse) {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  expect(res.body).not.toMatch(INTERNALS);
}

/** Every row of the tables a hostile request could change, to compare before and after. */
export async function snapshot(app: FastifyInstance): Promise<string> {
  const db = app.database.db;
  const rows = await Promise.all([
    db.select().from(user).orderBy(asc(user.id)),
    db.select().from(experiences).orderBy(asc(experiences.id)),
    db.select().from(trips).orderBy(asc(trips.id)),
    db.select().from(coupons).orderBy(asc(coupons.id)),
    db.select().from(giftCards).orderBy(asc(giftCards.id)),
    db.select().from(transportRequests).orderBy(asc(transportRequests.id)),
    db.select().from(bookings).orderBy(asc(bookings.id)),
    db.select().from(couponRedemptions).orderBy(asc(couponRedemptions.id)),
    db.select().from(seedsLedger).orderBy(asc(seedsLedger.id)),
  ]);
  return JSON.stringify(rows);
}

/** Every file under a folder (relative paths), to prove a refused upload stored nothing. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
      .sort();
  } catch {
    return [];
  }
}

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, as the admin dialogs and the avatar form send it. */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----hv-hostile';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"` : '';
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const png = (size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#c8553d' } })
    .png()
    .toBuffer();

/** Creates a trip or an experience the way the admin dialog does (JSON `data` + `image`). */
export async function createCatalogItem(
  app: FastifyInstance,
  cookie: string,
  kind: 'trips' | 'experiences',
  data: Record<string, unknown>,
  image?: Buffer,
) {
  const body = multipart([
    { name: 'data', data: JSON.stringify(data) },
    { name: 'image', filename: 'portada.png', type: 'image/png', data: image ?? (await png(320)) },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/${kind}`,
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export interface OutboxMail {
  to: { address: string }[];
  replyTo?: { address: string; name: string }[];
  subject: string;
  text: string;
  html: string;
  /** nodemailer's JSON transport writes each attachment's content in base64. */
  attachments?: { filename: string; contentType: string; cid?: string; content: string; encoding?: string }[];
}

/** Every e-mail written to the outbox (no SMTP in tests), oldest first. */
export function outbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail);
}

/**
 * Waits for the newest e-mail to `to` whose subject matches, or contains a string
 * (mail is sent after the answer).
 */
export async function waitForMail(dataDir: string, to: string, subject: RegExp | string): Promise<OutboxMail> {
  const matches = (s: string) => (typeof subject === 'string' ? s.includes(subject) : subject.test(s));
  const find = () =>
    outbox(dataDir)
      .filter((m) => m.to[0]?.address === to && matches(m.subject))
      .at(-1);
  await expect.poll(() => Boolean(find())).toBe(true);
  return find()!;
}

let ipCounter = 0;
/** A fresh client address per call, so per-IP limits stay out of tests about something else. */
export const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
