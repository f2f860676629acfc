// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries between the layers (README "Architecture"). */
const serverInternals = {
  group: ['**/graphql-server/src/**', '!**/graphql-server/src/index.js'],
  message: 'Use the GraphQL server package through its public API (graphql-server/src/index.ts).',
};
const ormAndSchema = {
  group: ['@mikro-orm/*', 'type-graphql', '@apollo/server', '@apollo/server/*'],
  message: 'Only graphql-server talks to the database and builds the schema; go through its services.',
};

/**
 * Queries that escape the transaction they run in (issue 27 item 2): `em.getConnection()` hands out the shared pool,
 * so its query takes a second pooled connection while the transaction holds its row locks (20 waiting writers
 * exhausted the pool of 20). Raw SQL goes through `em.execute(...)`, which runs in the em's transaction when it has
 * one; inside `transactional(async (em) => …)` the callback's `em` is the transaction, `this.em` is not.
 */
const queriesOutsideTheirTransaction = [
  {
    selector: "CallExpression[callee.property.name='getConnection']",
    message: 'Run raw SQL with em.execute(...): it runs in the em\'s transaction; getConnection() takes another pooled connection outside it.',
  },
  {
    selector: "CallExpression[callee.property.name='transactional'] > :function MemberExpression[object.type='ThisExpression'][property.name='em']",
    message: "Inside transactional(async (em) => …) use the callback's em: this.em runs outside the transaction, on another pooled connection.",
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'web/src/generated/**', 'web/src/routeTree.gen.ts', 'web/public/mockServiceWorker.js', 'tests/.artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // No import cycles: a module's imports never lead back to it. The TypeScript resolver maps the server's `.js`
    // specifiers to their `.ts` sources through each project's tsconfig. Type-only imports are erased at build
    // time, so the rule lets them form cycles; packages in node_modules are not followed.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.server.json', 'web/tsconfig.json', 'tests/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['graphql-server/**/*.ts', 'rest-compat/**/*.ts', 'seed/**/*.ts'],
    // The health check's `select 1` runs outside any transaction by design.
    ignores: ['graphql-server/src/http/app.ts'],
    rules: { 'no-restricted-syntax': ['error', ...queriesOutsideTheirTransaction] },
  },
  {
    files: ['graphql-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/rest-compat/**', '**/web/**', '**/seed/**', '**/tests/**'], message: 'graphql-server is the inner layer: it never imports rest-compat, web, seed or tests.' }] },
      ],
    },
  },
  {
    files: ['rest-compat/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverInternals,
            ormAndSchema,
            { group: ['**/web/**', '**/tests/**', '**/seed/src/!(demo-data).js'], message: 'rest-compat uses graphql-server’s services only (and the demo seed in main.ts).' },
          ],
        },
      ],
    },
  },
  {
    files: ['seed/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverInternals, ormAndSchema, { group: ['**/rest-compat/**', '**/web/**'], message: 'The seed uses graphql-server’s services only.' }] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/graphql-server/**', '**/rest-compat/**', '**/seed/**', '**/tests/**'], message: 'The web app imports no server code: use the generated GraphQL types and hooks.' },
            ormAndSchema,
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
