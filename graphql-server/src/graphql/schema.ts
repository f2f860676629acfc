import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { MODULES } from '../modules/index.js';
import { authChecker } from './auth-checker.js';

/** Every resolver, from the modules' manifests. */
export const resolvers = MODULES.flatMap((module) => module.resolvers ?? []) as unknown as NonEmptyArray<ResolverClass>;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as plain functions
type ResolverClass = Function;

/**
 * The root types' descriptions, for the explorer: type-graphql builds Query and Mutation itself and takes no
 * description for them.
 */
const ROOT_DESCRIPTIONS = {
  query:
    "NetFund's reads. Each field says who may call it: public, a signed-in user, or a role (client, admin, lender; " +
    'others get FORBIDDEN, signed-out callers UNAUTHENTICATED). Errors carry extensions.code: BAD_USER_INPUT (with ' +
    'fieldErrors), NOT_FOUND, CONFLICT, TOO_MANY_REQUESTS, … Money is in cents unless a field says whole dollars; ' +
    'dates are ISO-8601 (YYYY-MM-DD), times ISO-8601 date-times in UTC.',
  mutation:
    "NetFund's changes. Each field says who may call it and the errors it answers; a change of a versioned record " +
    'takes the expectedVersion last read, and a stale one is CONFLICT. Every state change is audited in the same transaction (BACKOFFICE §6).',
} as const;

export async function buildGraphQLSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    // Input is validated by the domain services (zod), the same rules for GraphQL and REST.
    validate: false,
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = ROOT_DESCRIPTIONS.query;
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.mutation;
  return schema;
}
