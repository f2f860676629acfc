import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Checks a GraphQL answer's `data` against the operation it answers, as a real server would have shaped it from
 * schema.graphql: every selected field present (by alias), nothing that was not selected, scalars of the schema's
 * kind (ID as a string, Int as an integer, DateTimeISO as an ISO date text), enum values the schema has, lists,
 * non-null fields not null, and `__typename` only where the document asks for it (Apollo adds it to every selection
 * set below the root, so it is allowed there and must name a type the field can return). Returns what differs.
 */
export function checkGraphqlData(
  schema: GraphQLSchema,
  document: DocumentNode,
  data: unknown,
  options: { operationName?: string; hasErrors?: boolean; apolloTypenames?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = options.operationName ? operations.find((o) => o.name?.value === options.operationName) : operations[0];
  if (!operation) return [`no operation ${options.operationName ?? ''} in the document`];
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const root = schema.getRootType(operation.operation);
  if (!root) return [`the schema has no ${operation.operation} type`];
  const hasErrors = options.hasErrors ?? false;
  const apolloTypenames = options.apolloTypenames ?? true;

  /** The fields a selection set selects on a value of concrete type `type`, by response key. */
  function collect(selectionSet: SelectionSetNode, type: GraphQLObjectType, into = new Map<string, { name: string; selections: SelectionSetNode[] }>()) {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const entry = into.get(key) ?? { name: selection.name.value, selections: [] };
        if (selection.selectionSet) entry.selections.push(selection.selectionSet);
        into.set(key, entry);
      } else {
        const condition =
          selection.kind === Kind.INLINE_FRAGMENT ? selection.typeCondition?.name.value : fragments.get(selection.name.value)?.typeCondition.name.value;
        const selections = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : fragments.get(selection.name.value)?.selectionSet;
        if (!selections) {
          problems.push(`unknown fragment ${selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : ''}`);
          continue;
        }
        if (condition && !appliesTo(condition, type)) continue;
        collect(selections, type, into);
      }
    }
    return into;
  }

  function appliesTo(condition: string, type: GraphQLObjectType): boolean {
    if (condition === type.name) return true;
    const conditionType = schema.getType(condition);
    return !!conditionType && isAbstractType(conditionType) && schema.isSubType(conditionType, type);
  }

  function checkObject(value: unknown, type: GraphQLCompositeType, selectionSets: SelectionSetNode[], path: string, isRoot: boolean) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${path}: expected an object of type ${type.name}, got ${JSON.stringify(value)}`);
      return;
    }
    const record = value as Record<string, unknown>;
    let concrete: GraphQLObjectType | undefined;
    const typename = record.__typename;
    if (typename !== undefined) {
      const named = typeof typename === 'string' ? schema.getType(typename) : undefined;
      if (!named || !isObjectType(named) || (isAbstractType(type) ? !schema.isSubType(type, named) : named !== type)) {
        problems.push(`${path}.__typename: ${JSON.stringify(typename)} is not a type this field returns (${type.name})`);
        return;
      }
      concrete = named;
    } else if (isObjectType(type)) {
      concrete = type;
    } else {
      problems.push(`${path}: a ${type.name} (abstract) without __typename`);
      return;
    }
    const fields = new Map<string, { name: string; selections: SelectionSetNode[] }>();
    for (const selectionSet of selectionSets) collect(selectionSet, concrete, fields);
    for (const key of Object.keys(record)) {
      if (fields.has(key)) continue;
      if (key === '__typename' && !isRoot && apolloTypenames) continue;
      problems.push(`${path}.${key}: not selected by the operation`);
    }
    for (const [key, { name, selections }] of fields) {
      const where = `${path}.${key}`;
      if (name === '__typename') {
        if (record[key] !== concrete.name) problems.push(`${where}: expected "${concrete.name}", got ${JSON.stringify(record[key])}`);
        continue;
      }
      const field = concrete.getFields()[name];
      if (!field) {
        problems.push(`${where}: ${concrete.name} has no field ${name}`);
        continue;
      }
      if (!(key in record)) {
        if (!hasErrors) problems.push(`${where}: missing (selected, ${String(field.type)})`);
        continue;
      }
      checkValue(record[key], field.type, selections, where);
    }
  }

  function checkValue(value: unknown, type: GraphQLOutputType, selections: SelectionSetNode[], path: string): void {
    if (isNonNullType(type)) {
      if (value === null || value === undefined) {
        if (!hasErrors) problems.push(`${path}: null for non-null ${String(type)}`);
        return;
      }
      checkValue(value, type.ofType, selections, path);
      return;
    }
    if (value === null) return;
    if (value === undefined) {
      problems.push(`${path}: undefined`);
      return;
    }
    if (isListType(type)) {
      if (!Array.isArray(value)) {
        problems.push(`${path}: expected a list (${String(type)}), got ${JSON.stringify(value)?.slice(0, 80)}`);
        return;
      }
      value.forEach((item, index) => checkValue(item, type.ofType, selections, `${path}[${index}]`));
      return;
    }
    const named = getNamedType(type);
    if (isScalarType(named)) {
      const problem = scalarProblem(named.name, value);
      if (problem) problems.push(`${path}: ${problem}`);
      return;
    }
    if (isEnumType(named)) {
      if (typeof value !== 'string' || !named.getValue(value)) {
        problems.push(`${path}: ${JSON.stringify(value)} is not a value of enum ${named.name} (${named.getValues().map((v) => v.name).join(', ')})`);
      }
      return;
    }
    checkObject(value, named as GraphQLCompositeType, selections, path, false);
  }

  if (data === null || data === undefined) {
    if (!hasErrors) problems.push('data: null without errors');
    return problems;
  }
  checkObject(data, root, [operation.selectionSet], 'data', true);
  return problems;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function scalarProblem(scalar: string, value: unknown): string | null {
  const got = `${JSON.stringify(value)?.slice(0, 60)} (${Array.isArray(value) ? 'array' : typeof value})`;
  switch (scalar) {
    case 'ID':
    case 'String':
      return typeof value === 'string' ? null : `expected ${scalar} (a string), got ${got}`;
    case 'Int':
      return Number.isInteger(value) && Math.abs(value as number) <= 2 ** 31 - 1 ? null : `expected Int, got ${got}`;
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value) ? null : `expected Float, got ${got}`;
    case 'Boolean':
      return typeof value === 'boolean' ? null : `expected Boolean, got ${got}`;
    case 'DateTimeISO':
      return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? null : `expected DateTimeISO, got ${got}`;
    default:
      // Custom JSON scalars (ProgramCriteria): any JSON value.
      return null;
  }
}

/** The variables an operation declares, for generating inputs. */
export function operationVariables(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  return (operation.variableDefinitions ?? []).map((definition) => ({
    name: definition.variable.name.value,
    type: typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined,
  }));
}
