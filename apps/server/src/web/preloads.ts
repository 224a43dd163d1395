import { existsSync, readFileSync } from 'node:fs';
import { LOCALES, localePrefix, PAGE_SEGMENTS, type Locale } from '@hv/shared';

/*
 * What a detail page's browser needs to hydrate it and show its booking form's words, asked for by
 * the page itself (docs/decisions/0218-the-booking-form-within-four-seconds.md). Without it the code
 * came as a chain: the entry, then the page's code, then its language's messages, then — after the
 * tap on 'Reservar Ahora' — the form's code, then the form's messages, each a round trip after the
 * last. The web build's manifest (apps/web/vite.config.ts) says which files each module became and
 * what they import. The form's own code (about as much again as the entry) is not listed: asked for
 * here it took the slow line's bandwidth from the entry, which then arrived last and left hydration
 * to start after everything; the page's code starts it instead (booking-section.tsx), so it arrives
 * while the entry runs.
 */

/** One module in Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestEntry {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

const ENTRY = 'index.html';
const PAGE_MODULES = {
  experience: 'src/features/catalog/components/experience-detail-page.tsx',
  trip: 'src/features/catalog/components/trip-detail-page.tsx',
} as const;
/** The messages the form shows: the language's core (with the shared sentences) and 'booking'. */
const catalogues = (locale: Locale) => [
  `src/locales/${locale}/core.json?lingui`,
  `../../packages/shared/src/locales/${locale}.json?lingui`,
  `src/locales/${locale}/booking.json?lingui`,
];

const DETAIL_PAGES = LOCALES.flatMap((locale) =>
  (['experience', 'trip'] as const).map((kind) => ({
    kind,
    locale,
    pattern: new RegExp(`^${localePrefix(locale)}/${PAGE_SEGMENTS[kind][locale]}/[^/]+$`),
  })),
);

/** The files a module needs besides the entry (which the page already loads), the module's own first. */
function filesOf(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  const entry = manifest[key];
  if (!entry || key === ENTRY || seen.has(key)) return;
  seen.add(key);
  into.add(entry.file);
  for (const imported of entry.imports ?? []) filesOf(manifest, imported, into, seen);
}

/**
 * Reads the build's manifest once; returns, for a page path, the `<link rel="modulepreload">` tags of
 * a detail page's code and the messages of the page and its booking form ('' for any other page, or without a
 * manifest). Low priority, as the entry's own (docs/decisions/0157-first-paint-before-code.md): the
 * stylesheet and the page's largest image still come first.
 */
export function createPreloads(manifestFile: string): (path: string) => string {
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // The shell already asks for the entry and what it imports.
  const inShell = new Set([manifest[ENTRY]?.file, ...(manifest[ENTRY]?.imports ?? []).map((key) => manifest[key]?.file)]);
  const tags = new Map<string, string>();
  for (const { kind, locale } of DETAIL_PAGES) {
    const files = new Set<string>();
    // The page's code first (hydration needs it), then the messages the page and the form show.
    filesOf(manifest, PAGE_MODULES[kind], files);
    for (const catalogue of catalogues(locale)) filesOf(manifest, catalogue, files);
    const links = [...files]
      .filter((file) => !inShell.has(file) && file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
    tags.set(`${kind}:${locale}`, links.join('\n    '));
  }
  return (path) => {
    const page = DETAIL_PAGES.find(({ pattern }) => pattern.test(path));
    return page ? (tags.get(`${page.kind}:${page.locale}`) ?? '') : '';
  };
}
