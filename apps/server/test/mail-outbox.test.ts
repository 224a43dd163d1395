import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { createMailer } from '../src/modules/mail/mailer.ts';

afterEach(() => vi.useRealTimers());

it('keeps every message of two mailers writing one outbox in the same millisecond (two apps in one process)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hv-outbox-'));
  try {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T12:00:00Z') });
    const log = Fastify({ logger: false }).log;
    const mailers = [1, 2].map(() => createMailer({ from: 'hola@example.com', outboxDir: dir, log }));
    await Promise.all(
      mailers.flatMap((mailer, m) =>
        [1, 2, 3].map((i) =>
          mailer.send({ to: `p${m}${i}@example.com`, subject: `Aviso ${m}.${i}`, text: 'x', html: '<p>x</p>' }),
        ),
      ),
    );
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(6);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
