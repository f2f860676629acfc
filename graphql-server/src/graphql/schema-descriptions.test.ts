import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from './schema.js';

/**
 * Every item of the schema a reader of the explorer meets: each named type (but graphql's own `__*` types and
 * built-in scalars), each field, argument, input field and enum value, as `Type`, `Type.field`, `Type.field(arg)`
 * or `Enum.VALUE`, and those whose description is empty or only repeats the item's name.
 */
function undescribed(schema: GraphQLSchema): { missing: string[]; total: number } {
  const missing: string[] = [];
  let total = 0;
  const check = (path: string, description: string | null | undefined) => {
    total += 1;
    const name = path.replace(/^.*[.(]/, '').replace(/\)$/, '');
    // Empty, or only the item's own name again ("id", "Id."), says nothing to a reader.
    if (!description?.trim() || words(description) === words(name)) missing.push(path);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  return { missing: missing.sort(), total };
}

/** A text's letters and digits, lower case, camelCase and snake_case split into words. */
function words(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

describe('the GraphQL schema (issue 15 item 2)', () => {
  it('describes every type, field, argument, input field and enum value for the explorer', async () => {
    const { missing, total } = undescribed(await buildGraphQLSchema());
    expect(total).toBeGreaterThan(500);
    expect(missing, `${missing.length} of ${total} schema items have no description:\n${missing.join('\n')}\n`).toEqual([]);
  });
});
