import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * typescript-react-apollo 5 emits `use…SuspenseQuery` overloads that Apollo Client 4's types reject (TS2394: the
 * skipToken overload is wider than the implementation). The app does not use Suspense queries, so drop those hooks
 * and their result types rather than ship code that does not typecheck.
 */
function dropSuspenseQueryHooks(_path: string, content: string): string {
  return content
    .replace(/(?:\/\/ @ts-ignore\n)?export function use\w+SuspenseQuery\([^]*?\n {8,10}\}\n/g, '')
    .replace(/export type \w+SuspenseQueryHookResult = .*\n/g, '');
}

/**
 * The near-operation-file preset imports the shared types file into every operation module whose documents touch a
 * schema type, scalars included; drop that import where nothing names `Types.` so the module lints clean.
 */
function dropUnusedTypesImport(_path: string, content: string): string {
  return /\bTypes\./.test(content) ? content : content.replace(/^import type \* as Types from '[^']*';\n\n?/m, '');
}

/** The shared file: the enums (as `const` objects) and input types the operations use, nothing else. */
const baseTypesFile = 'web/src/generated/graphql.ts';

const sharedConfig = {
  useTypeImports: true,
  enumType: 'const',
} as const;

/**
 * One codegen for the repository: typed Apollo Client 4 hooks for the web app, from the emitted schema and the
 * operation documents under web/src. Run with `npm run codegen`; the output is committed and drift-checked.
 *
 * Each `*.graphql` file gets its own `*.generated.ts` beside it (its documents, result types and hooks), so a page
 * bundles only the operations it uses: one module holding every operation would put the back office's documents
 * into the chunk every public page loads. Fragments spread from another file are imported from that file's module.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  generates: {
    [baseTypesFile]: {
      // typescript-operations 6 emits the enums and input types the operations use (no `typescript` plugin).
      plugins: ['typescript-operations'],
      config: { ...sharedConfig, generateOperationTypes: false },
    },
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { baseTypesPath: 'generated/graphql.ts', extension: '.generated.ts' },
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        ...sharedConfig,
        importSchemaTypesFrom: baseTypesFile,
        apolloReactHooksImportFrom: '@apollo/client/react',
        apolloReactCommonImportFrom: '@apollo/client/react',
        withMutationFn: false,
        withMutationOptionsType: false,
        // Plain DocumentNode objects: no graphql-tag parser in the bundle.
        documentMode: 'documentNode',
      },
    },
  },
  hooks: { beforeOneFileWrite: [dropSuspenseQueryHooks, dropUnusedTypesImport] },
};

export default config;
