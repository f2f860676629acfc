import { buildSchema, execute, GraphQLEnumType, isEnumType, parse, type GraphQLError, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import schemaText from '../../../../schema.graphql?raw';

/**
 * Shapes a mock's `data` as the real server would: the answer is executed against schema.graphql with the mock's
 * data as the root value, so it carries exactly the fields the operation selected (by alias), `__typename` where
 * the document asks for it (Apollo asks on every object), ids serialised as strings and every scalar, enum and
 * non-null rule of the schema applied. What the schema cannot represent (a null for a non-null field, a list that is
 * not one) becomes a GraphQL error with code MOCK_SHAPE, which web/src/mocks/contract.test.ts fails on.
 *
 * Enum values are the exception: one the schema does not have passes through as it is, so a test can play a server
 * newer than the app (a status the app does not know yet); the contract test checks the handlers' enum values itself.
 */

let schema: GraphQLSchema | undefined;
export function mockSchema(): GraphQLSchema {
  if (!schema) {
    schema = buildSchema(schemaText);
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isEnumType(type) || type.name.startsWith('__')) continue;
      const strict = GraphQLEnumType.prototype.serialize;
      type.serialize = (value: unknown) => (type.getValue(String(value)) ? strict.call(type, value) : value) as never;
    }
  }
  return schema;
}

/** Reads each field from the mock's object by its response key (alias), else by name. */
const byResponseKey: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
  if (source === null || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  const key = info.path.key;
  return typeof key === 'string' && key in record ? record[key] : record[info.fieldName];
};

export interface ShapedAnswer {
  data: Record<string, unknown> | null;
  errors?: { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
}

export function shapeAnswer(query: string, operationName: string | undefined, variables: Record<string, unknown> | undefined, data: unknown): ShapedAnswer {
  let document;
  try {
    document = parse(query);
  } catch (error) {
    return { data: null, errors: [{ message: (error as GraphQLError).message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] };
  }
  const result = execute({
    schema: mockSchema(),
    document,
    rootValue: data,
    variableValues: variables,
    operationName,
    fieldResolver: byResponseKey,
  });
  if (result instanceof Promise) throw new Error('mock answers resolve synchronously');
  return {
    data: (result.data as Record<string, unknown> | null | undefined) ?? null,
    ...(result.errors?.length
      ? { errors: result.errors.map((error) => ({ message: error.message, path: error.path, extensions: { code: 'MOCK_SHAPE' } })) }
      : {}),
  };
}
