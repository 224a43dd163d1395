import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { todayInMexico } from '@hv/shared';
import { buildApp } from '../src/app.ts';
import { insertRows } from '../src/db/factories.ts';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from './helpers.ts';

// Issue 29 item 4: a check-in on one device reaches the others' manifest within 3 s — here two
// app instances on one database, the second streaming server-sent events to a "tablet".

let t: TestApp;
let other: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ demoData: true });
  other = await buildApp(t.config, { database: t.app.database });
  await other.listen({ port: 0, host: '127.0.0.1' });
  cookie = await signIn(t.app, 'organizador@example.com', 'demo1234');
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Reads the stream until `predicate` holds of what arrived, or fails after `ms`. */
async function readUntil(body: ReadableStream<Uint8Array>, predicate: (text: string) => boolean, ms: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  try {
    while (!predicate(text)) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left).unref()),
      ]);
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
  return text;
}

describe('every device sees the same manifest', () => {
  it('a passenger checked in through one instance is announced on the other instance’s event stream within 3 s', async () => {
    const today = todayInMexico();
    const trip = await insertRows(t.app.database.db).trip({ departure_date: today });
    const booking = await insertRows(t.app.database.db).booking(
      { trip },
      { status: 'Pagada', passengers: 2, passenger_names: ['Ana', 'Beto'] },
    );
    const address = other.server.address() as { port: number };
    const stream = await fetch(`http://127.0.0.1:${address.port}/api/admin/desk/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    // The walk of GET routes in hardening-paths.test.ts cannot read an endless stream: it is checked here.
    expect(stream.headers.get('cache-control')).toContain('no-store');
    // The stream opens once the instance listens (opening its connection is not part of the 3 s).
    expect(await readUntil(stream.body!, (text) => text.includes('retry:'), 10_000)).toContain('retry: 3000');

    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}/passengers/1/check-in`,
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
      payload: { present: true },
    });
    expect(mark.statusCode, mark.body).toBe(200);
    const heard = await readUntil(stream.body!, (text) => text.includes('event: departure'), 3_000);
    expect(heard).toContain(`data: {"key":"trip:${trip.id}:${today}"}`);
    expect(heard).not.toContain('Beto');
    await stream.body!.cancel();
  });

  it('refuses the stream without a staff session', async () => {
    const res = await other.inject({ url: '/api/admin/desk/events' });
    expect(res.statusCode).toBe(401);
  });
});
