import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryCost, queryCostLimit, type QueryCostOptions } from './query-cost.js';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
const options: QueryCostOptions = { maxCost: 1000, defaultListSize: 10, defaultPageSizes: { 'Query.articles': 6 }, fieldCosts: { 'Article.body': 20 } };

function cost(query: string, variables: Record<string, unknown> = {}, operationName?: string): number {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  )!;
  return queryCost(schema, document, operation, variables, options);
}

describe('queryCost', () => {
  it('counts 1 per field, and a list multiplies its items by the default list size', () => {
    expect(cost('{ me { id username } }')).toBe(3);
    // 1 + 10 × (id + bureaus (a list of 10 strings))
    expect(cost('{ netbuilderPlans { id bureaus } }')).toBe(1 + 10 * (1 + 10));
  });

  it('takes a page size from a literal, a variable, the variable default or the default page size', () => {
    // articles: 1 + size × (total + items: 1 + 1 × title); the page's items list is the page size, not 10 more.
    const page = (size: number) => 1 + size * (1 + 1 + 1);
    expect(cost('{ articles(pageSize: 24) { total items { title } } }')).toBe(page(24));
    expect(cost('query($n: Int) { articles(pageSize: $n) { total items { title } } }', { n: 3 })).toBe(page(3));
    expect(cost('query($n: Int = 12) { articles(pageSize: $n) { total items { title } } }')).toBe(page(12));
    expect(cost('{ articles { total items { title } } }')).toBe(page(6));
    // A value execution refuses anyway (not an Int) counts as left out.
    expect(cost('query($n: Int) { articles(pageSize: $n) { total items { title } } }', { n: 'lots' })).toBe(page(6));
  });

  it('weighs costly fields, and counts fragments, inline fragments and aliases', () => {
    expect(cost('{ article(id: "1") { body } }')).toBe(1 + 20);
    const viaFragments = `
      query Q { a: articles(pageSize: 2) { ...Page } b: articles(pageSize: 2) { ... on ArticlePage { items { body } } } }
      fragment Page on ArticlePage { items { ...Body } }
      fragment Body on Article { body }`;
    expect(cost(viaFragments, {}, 'Q')).toBe(2 * (1 + 2 * (1 + 20)));
  });

  it('leaves introspection free', () => {
    expect(cost('{ __schema { types { name fields { name args { name } } } } }')).toBe(0);
    expect(cost('{ me { __typename id } }')).toBe(2);
  });

  it('is counted once per parsed document, but again for every request when a size comes in a variable', async () => {
    const limit = queryCostLimit<object>({ ...options, maxCost: 100 });
    const check = async (query: ReturnType<typeof parse>, variables: Record<string, unknown>) => {
      const hooks = await limit.requestDidStart!({} as never);
      const operation = query.definitions[0] as OperationDefinitionNode;
      return hooks!.didResolveOperation!({ schema, document: query, operation, request: { variables }, contextValue: {} } as never);
    };
    const sized = parse('query($n: Int) { articles(pageSize: $n) { total items { title } } }');
    await expect(check(sized, { n: 3 })).resolves.toBeUndefined();
    // The same document object (as Apollo's document store hands it out) with a size over the limit: refused.
    await expect(check(sized, { n: 1000 })).rejects.toThrow(/Query cost limit of 100 exceeded, found 3001/);
    await expect(check(sized, { n: 3 })).resolves.toBeUndefined();
    const fixed = parse('{ articles(pageSize: 40) { total items { title } } }');
    await expect(check(fixed, {})).rejects.toThrow(/found 121/);
    await expect(check(fixed, {})).rejects.toThrow(/found 121/);
  });
});
