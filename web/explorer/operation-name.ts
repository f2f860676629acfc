import { Kind, parse } from 'graphql';

/**
 * The operation to run for `query`: GraphiQL's `requested` name when the document has it. GraphiQL learns the
 * document's operation names a moment after each edit, so a query replaced and run at once still carries the old
 * name ("Unknown operation named …"); a document with one operation then runs that one. A document that does not
 * parse is sent as it is (the server answers with its syntax error).
 */
export function operationNameFor(query: string, requested: string | null | undefined): string | null | undefined {
  let names: (string | undefined)[];
  try {
    names = parse(query)
      .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((definition) => definition.name?.value);
  } catch {
    return requested;
  }
  if (requested && names.includes(requested)) return requested;
  return names.length === 1 ? (names[0] ?? null) : requested;
}
