import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
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
);
