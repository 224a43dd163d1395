import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

const NAMESPACES = ['core', 'booking', 'account', 'terms', 'privacy', 'cookies', 'transport', 'seeds', 'desk'];

/*
 * The traveller-facing site's message catalogues (docs/decisions/0159-english-pages.md): flat JSON
 * files per language under src/locales/{locale}/, explicit ids ('booking.form.submit') written by
 * hand, no extraction step. 'core' holds what every page shows; booking, account, transport and each legal page's
 * text (terms, privacy, cookies) and /semillas' (seeds) load with the parts that show them (src/locales/namespaces.json). @lingui/vite-plugin compiles a catalogue
 * (ICU plurals included) when it is imported with `?lingui`: the browser gets ready functions and no
 * message parser.
 */
export default defineConfig({
  locales: ['es', 'en'],
  sourceLocale: 'es',
  fallbackLocales: { default: 'es' },
  catalogs: [
    ...NAMESPACES.map((namespace) => ({ path: `<rootDir>/src/locales/{locale}/${namespace}`, include: ['<rootDir>/src'] })),
    // The shared catalogue (business refusals, shared rules' messages: docs/decisions/0197-messages-travel-as-keys.md),
    // loaded with 'core'; the server says the API's Spanish messages from the same files.
    { path: '<rootDir>/../../packages/shared/src/locales/{locale}', include: ['<rootDir>/src'] },
  ],
  format: formatter({ style: 'minimal' }),
});
