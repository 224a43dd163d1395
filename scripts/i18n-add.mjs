#!/usr/bin/env node
/*
 * Adds messages to both catalogues of a catalogue folder (docs/decisions/0159-english-pages.md), keys
 * sorted, so that several people (or scripts) adding messages at once never overwrite each other.
 *
 *   node scripts/i18n-add.mjs apps/web/src/locales < new.json
 *   new.json: { "booking.submit": ["Reservar", "Book"], ... }   (Spanish first, then English)
 *
 * A key already present with other words is refused (pass --replace to change it).
 */
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, flag] = process.argv.slice(2);
if (!dir) throw new Error('usage: i18n-add.mjs <catalogue dir> [--replace] < messages.json');
const replace = flag === '--replace';
const incoming = JSON.parse(readFileSync(0, 'utf8'));

// One writer at a time: an exclusive lock file beside the catalogues.
const lock = join(dir, '.lock');
for (let tries = 0; ; tries++) {
  try {
    closeSync(openSync(lock, 'wx'));
    break;
  } catch {
    if (tries > 200) throw new Error(`${lock} is held; remove it if no one is writing`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  const files = { es: join(dir, 'es.json'), en: join(dir, 'en.json') };
  const catalogues = Object.fromEntries(Object.entries(files).map(([l, f]) => [l, JSON.parse(readFileSync(f, 'utf8'))]));
  const refused = [];
  for (const [key, pair] of Object.entries(incoming)) {
    if (!Array.isArray(pair) || pair.length !== 2) throw new Error(`${key}: expected ["Spanish", "English"]`);
    const [es, en] = pair;
    const clash = ['es', 'en'].some((l, i) => key in catalogues[l] && catalogues[l][key] !== [es, en][i]);
    if (clash && !replace) {
      refused.push(key);
      continue;
    }
    catalogues.es[key] = es;
    catalogues.en[key] = en;
  }
  for (const [l, f] of Object.entries(files)) {
    const sorted = Object.fromEntries(Object.entries(catalogues[l]).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(`${f}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
    renameSync(`${f}.tmp`, f);
  }
  if (refused.length) {
    console.error(`refused (already there with other words; --replace to change): ${refused.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  unlinkSync(lock);
}
