import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// The catalogues of both languages (docs/decisions/0159-english-pages.md): the server's (e-mails,
// the calendar event, page titles), the shared one (errors and shared rules, decision 0197) and the web's. Spanish is the reference; English must have the
// same ids, each with the same placeholders ({name}, {count, plural, …}), and no message may be
// empty — a missing or renamed placeholder would print nothing where the value belongs, silently.
// (Rich-text tags like <0>…</0> may differ: a translation may emphasise what the other does not.)

// Each catalogue by the path of its files, {locale} standing for es or en. The web's are split by
// namespace (core, booking, account, terms, …): an id must be in the same one in both languages.
const WEB = '../../web/src/locales';
const CATALOGUES = {
  server: '../src/locales/{locale}.json',
  // The shared catalogue: business refusals and shared rules' messages, said by key (decision 0197).
  shared: '../../../packages/shared/src/locales/{locale}.json',
  ...Object.fromEntries(
    readdirSync(fileURLToPath(new URL(`${WEB}/es`, import.meta.url))).map((file) => [
      `web ${file.replace('.json', '')}`,
      `${WEB}/{locale}/${file}`,
    ]),
  ),
};

type Catalogue = Record<string, string>;
const read = (path: string, locale: 'es' | 'en'): Catalogue =>
  JSON.parse(readFileSync(fileURLToPath(new URL(path.replace('{locale}', locale), import.meta.url)), 'utf8')) as Catalogue;

/** A compiled message: text, or parts that are text or arguments: [name] or [name, 'plural' | 'select' | …, { branch: message }]. */
type Compiled = string | undefined | (string | [string, string?, Record<string, Compiled>?])[];

/** The argument names of a message, plural and select branches included, sorted and deduplicated. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (compiled: Compiled) => {
    if (!Array.isArray(compiled)) return; // text, or an option that is no message (a plural's offset)
    for (const part of compiled) {
      if (typeof part === 'string') continue;
      const [name, , branches] = part;
      names.add(name);
      for (const branch of Object.values(branches ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message) as Compiled);
  return [...names].sort();
}

describe.each(Object.entries(CATALOGUES))('the %s catalogues', (_, dir) => {
  const es = read(dir, 'es');
  const en = read(dir, 'en');

  it('have the same ids in Spanish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('have no empty message', () => {
    const empty = [...Object.entries(es), ...Object.entries(en)].filter(([, text]) => !text?.trim()).map(([id]) => id);
    expect(empty).toEqual([]);
  });

  it('give each message the same placeholders in both languages', () => {
    const differing = Object.keys(es)
      .filter((id) => id in en && JSON.stringify(placeholders(es[id]!)) !== JSON.stringify(placeholders(en[id]!)))
      .map((id) => ({ id, es: es[id], en: en[id] }));
    expect(differing).toEqual([]);
  });

  it('are valid ICU messages (a brace left open is not read as text)', () => {
    const broken = Object.entries({ ...es, ...Object.fromEntries(Object.entries(en).map(([k, v]) => [`${k} (en)`, v])) })
      .filter(([, text]) => text.includes('{') && typeof compileMessage(text) === 'string')
      .map(([id]) => id);
    expect(broken).toEqual([]);
  });
});

describe('placeholders()', () => {
  it('reads plain, plural and nested arguments, not the # of a plural', () => {
    expect(placeholders('Hola, {name}: {count, plural, one {# pasajero de {trip}} other {# pasajeros}}')).toEqual([
      'count',
      'name',
      'trip',
    ]);
    expect(placeholders('Sin nada')).toEqual([]);
  });
});
