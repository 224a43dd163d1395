import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/*
 * The traveller-facing site's message catalogues (docs/decisions/0159-english-pages.md): one flat
 * JSON file per language under src/locales, explicit ids ('booking.submit') written by hand, no
 * extraction step. @lingui/vite-plugin compiles a catalogue (ICU plurals included) when it is
 * imported with `?lingui`, so the browser gets ready functions and no message parser.
 */
export default defineConfig({
  locales: ['es', 'en'],
  sourceLocale: 'es',
  fallbackLocales: { default: 'es' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ style: 'minimal' }),
});
