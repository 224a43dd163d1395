import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Boundaries (docs/architecture.md): a web feature or a server module uses another one only
    // through that one's index.ts, its public face; what is shared by several lives in
    // components/ or lib/ (web), lib/ or db/ (server). The app shell (apps/web/src/app) and the
    // composition root (apps/server/src/app.ts) are outside the rule: they assemble the parts.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/server/src/modules/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['name'] },
      ],
      'import/resolver': {
        typescript: { project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json'] },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          // Within one feature or module anything goes; across them, only the other's index.ts.
          policies: ['web-feature', 'server-module'].flatMap((type) => [
            {
              disallow: { to: { element: { type } } },
              message: `Another ${type} is used only through its index.ts ({{ to.element.captured.name }}).`,
            },
            { allow: { to: { element: { type, fileInternalPath: 'index.ts' } } } },
          ]),
        },
      ],
    },
  },
  {
    // The traveller's words come from the message catalogues (docs/decisions/0159-english-pages.md):
    // a literal sentence, label or alt text in a traveller-facing component fails the lint. Technical
    // strings (class names, ids, paths, query keys: one word, no capital) pass.
    files: ['apps/web/src/{app,components,features}/**/*.tsx'],
    ignores: ['apps/web/src/features/admin/**', '**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Constants, message ids ('booking.form.submit'), kebab/snake/camel tokens, MIME types, paths and links.
          ignore: [
            '^[A-Z0-9_-]+$',
            '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$',
            '^[a-z0-9]+([-_:/][a-z0-9.+]+)*$',
            '^[a-z][a-zA-Z0-9]*$',
            '^(https?:|mailto:|tel:|/|#|\\?)',
            // Element ids built from React's useId: `${id}-option-${index}`.
            '^-[a-z-]+-?$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|classes|Class$', flags: 'i' } },
            { regex: { pattern: 'Id$' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'variant',
            'size',
            'type',
            'id',
            'href',
            'to',
            'src',
            'srcSet',
            'sizes',
            'key',
            'role',
            'name',
            'autoComplete',
            'inputMode',
            'method',
            'align',
            'side',
            'lang',
            'rel',
            'target',
            'viewBox',
            'd',
            'displayName',
            'queryKey',
            'testId',
            'data-testid',
            'mode',
            'as',
            'accept',
            'pattern',
            'network',
            'setting',
          ],
          ignoreFunctions: [
            'cn',
            'cva',
            't',
            'Error',
            'console.*',
            'fetch',
            'api*',
            'useQuery',
            'useMutation',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.replace',
            'new URL',
            'URLSearchParams',
            'useMediaQuery',
            'matchMedia',
            '*.querySelector',
            '*.getElementById',
            'document.*',
            'window.*',
            'navigate',
          ],
        },
      ],
    },
  },
);
