import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  typeFromAST,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Arguments that say how many items a field returns. */
const SIZE_ARGUMENTS = new Set(['first', 'last', 'limit', 'take', 'pageSize']);

export interface QueryCostOptions {
  maxCost: number;
  /** Items assumed for a list without a size argument, and for a size argument left out without a default. */
  defaultListSize: number;
  /** The default of a size argument the schema does not state (the service applies it), by `Type.field`. */
  defaultPageSizes?: Record<string, number>;
  /** Fields that cost more than 1 (long texts), by `Type.field`. */
  fieldCosts?: Record<string, number>;
}

/**
 * What an operation may cost to answer: every field costs 1 (or its `fieldCosts`), and a list multiplies the cost of
 * its items by how many it returns. The count comes from the field's size argument (`first`, `last`, `limit`,
 * `take`, `pageSize`: a literal, a variable or the default page size), else `defaultListSize`. A paged field's size
 * counts for the list directly inside it (`articles(pageSize: 24) { items { … } }` is 24 items, not 24 × 10).
 * Introspection is free.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  options: QueryCostOptions,
): number {
  return costOf(schema, document, operation, variables, options).cost;
}

/** The cost, and whether it depends on the variables (a size argument given as a variable) or only on the document. */
function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  options: QueryCostOptions,
): { cost: number; usesVariables: boolean } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // Coerced as execution will, defaults included, when a size argument is a variable. Invalid variables count as left
  // out: execution refuses them anyway.
  let values: Record<string, unknown> | undefined;
  let usesVariables = false;
  const variableValues = () => (values ??= getVariableValues(schema, operation.variableDefinitions ?? [], variables).coerced ?? {});

  function sizeOf(field: FieldNode, parent: GraphQLCompositeType, definition: GraphQLField<unknown, unknown>): number | null {
    const sizeArgument = definition.args.find((argument) => SIZE_ARGUMENTS.has(argument.name));
    if (!sizeArgument) return null;
    const given = field.arguments?.find((argument) => argument.name.value === sizeArgument.name);
    if (given && given.value.kind === Kind.VARIABLE) usesVariables = true;
    const value = given ? valueFromAST(given.value, sizeArgument.type, given.value.kind === Kind.VARIABLE ? variableValues() : {}) : sizeArgument.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, Math.floor(value));
    return options.defaultPageSizes?.[`${parent.name}.${definition.name}`] ?? options.defaultListSize;
  }

  function selectionCost(selectionSet: SelectionSetNode, parent: GraphQLCompositeType, sizedByParent: boolean): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? typeFromAST(schema, selection.typeCondition) : parent;
        cost += selectionCost(selection.selectionSet, isCompositeType(type) ? type : parent, sizedByParent);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        const type = fragment && typeFromAST(schema, fragment.typeCondition);
        if (fragment) cost += selectionCost(fragment.selectionSet, isCompositeType(type) ? type : parent, sizedByParent);
      } else {
        cost += fieldCost(selection, parent, sizedByParent);
      }
    }
    return cost;
  }

  function fieldCost(field: FieldNode, parent: GraphQLCompositeType, sizedByParent: boolean): number {
    if (field.name.value.startsWith('__')) return 0;
    const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[field.name.value] : undefined;
    if (!definition) return 0;
    const size = sizeOf(field, parent, definition);
    const isList = isListType(getNullableType(definition.type));
    const items = size ?? (isList && !sizedByParent ? options.defaultListSize : 1);
    const type = getNamedType(definition.type);
    const own = options.fieldCosts?.[`${parent.name}.${definition.name}`] ?? 1;
    if (!field.selectionSet || !isCompositeType(type)) return isList ? items * own : own;
    return own + items * selectionCost(field.selectionSet, type, size !== null);
  }

  const root = schema.getRootType(operation.operation);
  return { cost: root ? selectionCost(operation.selectionSet, root, false) : 0, usesVariables };
}

/**
 * The cost of `operation` in `document`, counted once per parsed document when no size argument is a variable (Apollo's
 * document store hands the same parsed document to every request that sends the same query text), else per request.
 */
function cachedCost(): (...args: Parameters<typeof queryCost>) => number {
  const costs = new WeakMap<DocumentNode, WeakMap<OperationDefinitionNode, number>>();
  return (schema, document, operation, variables, options) => {
    const known = costs.get(document)?.get(operation);
    if (known !== undefined) return known;
    const { cost, usesVariables } = costOf(schema, document, operation, variables, options);
    if (!usesVariables) {
      let byOperation = costs.get(document);
      if (!byOperation) costs.set(document, (byOperation = new WeakMap()));
      byOperation.set(operation, cost);
    }
    return cost;
  };
}

/**
 * Refuses an operation that costs more than `maxCost` (see `queryCost`) with HTTP 400 before it runs. A plugin,
 * not a validation rule: the sizes often come in variables, which validation does not see.
 */
export function queryCostLimit<TContext extends object>(options: QueryCostOptions, maxCostFor: (context: TContext) => number = () => options.maxCost): ApolloServerPlugin<TContext> {
  const costOfOperation = cachedCost();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          const cost = costOfOperation(schema, document, operation, request.variables ?? {}, options);
          const maxCost = maxCostFor(contextValue);
          if (cost <= maxCost) return;
          throw new GraphQLError(
            `Query cost limit of ${maxCost} exceeded, found ${cost}: ask for fewer items (first, limit, pageSize) or fewer fields.`,
            { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
          );
        },
      };
    },
  };
}
