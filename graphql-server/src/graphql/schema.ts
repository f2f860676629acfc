import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { MODULES } from '../modules/index.js';
import { authChecker } from './auth-checker.js';

/** Every resolver, from the modules' manifests. */
export const resolvers = MODULES.flatMap((module) => module.resolvers ?? []) as unknown as NonEmptyArray<ResolverClass>;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as plain functions
type ResolverClass = Function;

export function buildGraphQLSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // Input is validated by the domain services (zod), the same rules for GraphQL and REST.
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
