import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// import-x's no-cycle leaves out type-only imports, which vanish at runtime; a circle through a type
// is still a circle to the reader (docs/decisions/0171-no-import-cycles.md). This hands the rule
// every import as a value import: the linted file's own (copies of its import nodes; other rules
// see the file as written), and those of the files it follows, which import-x parses with the
// parser of the context it is given.
function countingTypeImports(rule) {
  const markValue = (node) => {
    if ('importKind' in node) node.importKind = 'value';
    if ('exportKind' in node) node.exportKind = 'value';
  };
  const asValue = (node) => {
    if (!node.source) return node;
    const copy = { ...node, specifiers: node.specifiers?.map((s) => ({ ...s })) };
    [copy, ...(copy.specifiers ?? [])].forEach(markValue);
    return copy;
  };
  const parser = {
    meta: { name: 'type-imports-as-values' },
    parseForESLint(code, options) {
      const result = tseslint.parser.parseForESLint(code, options);
      for (const node of result.ast.body) if (node.source) [node, ...(node.specifiers ?? [])].forEach(markValue);
      return result;
    },
  };
  return {
    ...rule,
    create(context) {
      const languageOptions = { ...context.languageOptions, parser };
      const visitors = rule.create(Object.create(context, { languageOptions: { value: languageOptions } }));
      return Object.fromEntries(Object.entries(visitors).map(([selector, visit]) => [selector, (node) => visit(asValue(node))]));
    },
  };
}

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
        // A stand-in of an outside service (test mode) is not a module: app.ts loads it only without the
        // service's keys, so the product never imports it (docs/architecture.md §7).
        { type: 'standin', pattern: 'apps/server/src/standins/*', capture: ['name'] },
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
          policies: ['web-feature', 'server-module']
            .flatMap((type) => [
              {
                disallow: { to: { element: { type } } },
                message: `Another ${type} is used only through its index.ts ({{ to.element.captured.name }}).`,
              },
              { allow: { to: { element: { type, fileInternalPath: 'index.ts' } } } },
            ])
            .concat({
              disallow: { to: { element: { type: 'standin' } } },
              message:
                'A stand-in is not part of the product: app.ts loads it only without the keys ({{ to.element.captured.name }}).',
            }),
        },
      ],
    },
  },
  {
    // No import circles (docs/decisions/0171-no-import-cycles.md): two files that need each other
    // are one concern split in two, or share a piece that belongs in a file of its own.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: {
      'import-x': { ...importX, rules: { ...importX.rules, 'no-cycle': countingTypeImports(importX.rules['no-cycle']) } },
    },
    settings: {
      // The rule follows our TypeScript files only: no circle runs through a package, and reading
      // the packages' .d.ts files made it five times slower. @hv/shared imports no app.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/ignore': ['/node_modules/'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/shared/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
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
