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
 * One codegen for the repository: typed Apollo Client 4 hooks for the web app, from the emitted schema and the
 * operation documents under web/src. Run with `npm run codegen`; the output is committed and drift-checked.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  generates: {
    'web/src/generated/graphql.ts': {
      // No `typescript` plugin: typescript-operations 6 emits the enums and input types the operations use.
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        apolloReactHooksImportFrom: '@apollo/client/react',
        apolloReactCommonImportFrom: '@apollo/client/react',
        withMutationFn: false,
        withMutationOptionsType: false,
        // Plain DocumentNode objects: no graphql-tag parser in the bundle.
        documentMode: 'documentNode',
        useTypeImports: true,
        enumType: 'const',
      },
      hooks: { beforeOneFileWrite: [dropSuspenseQueryHooks] },
    },
  },
};

export default config;
