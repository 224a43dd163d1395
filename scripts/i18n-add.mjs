#!/usr/bin/env node
/*
 * Adds messages to both catalogues of a catalogue folder (docs/decisions/0159-english-pages.md), keys
 * sorted, so that several people (or scripts) adding messages at once never overwrite each other.
 *
 *   node scripts/i18n-add.mjs apps/web/src/locales < new.json
 *   new.json: { "booking.submit": ["Reservar", "Book"], ... }   (Spanish first, then English)
 *
 * A folder with es.json and en.json holds one catalogue per language (the server's); one with es/
 * and en/ folders holds several per language, and namespaces.json says which file an id goes in.
 *
 * A key already present with other words is refused (pass --replace to change it).
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
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
  // The file of each language an id goes in: the only one, or the namespace its longest prefix names.
  const rules = existsSync(join(dir, 'namespaces.json'))
    ? Object.entries(JSON.parse(readFileSync(join(dir, 'namespaces.json'), 'utf8'))).filter(([p]) => p !== '//')
    : null;
  const namespaceOf = (key) =>
    rules.filter(([prefix]) => key.startsWith(prefix)).sort(([a], [b]) => b.length - a.length)[0]?.[1] ?? 'core';
  const fileOf = (locale, key) => (rules ? join(dir, locale, `${namespaceOf(key)}.json`) : join(dir, `${locale}.json`));
  const opened = new Map();
  const catalogue = (file) => {
    if (!opened.has(file)) opened.set(file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
    return opened.get(file);
  };
  const refused = [];
  for (const [key, pair] of Object.entries(incoming)) {
    if (!Array.isArray(pair) || pair.length !== 2) throw new Error(`${key}: expected ["Spanish", "English"]`);
    const [es, en] = [catalogue(fileOf('es', key)), catalogue(fileOf('en', key))];
    const clash = [es, en].some((c, i) => key in c && c[key] !== pair[i]);
    if (clash && !replace) {
      refused.push(key);
      continue;
    }
    es[key] = pair[0];
    en[key] = pair[1];
  }
  for (const [file, messages] of opened) {
    const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(`${file}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
  if (refused.length) {
    console.error(`refused (already there with other words; --replace to change): ${refused.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  unlinkSync(lock);
}
