/**
 * A minimal GraphQL-over-HTTP POST for the few operations every visitor may need (the session, sign-in, sign-out):
 * it keeps Apollo Client, graphql and rxjs (~45 KB gzip) out of the first load of public pages. Pages that query
 * data use Apollo through `ApolloBoundary` (web/src/app/apollo-boundary.tsx).
 */

/** One operation as sent on the wire: the query text and its name (MSW and the server pick the operation by it). */
export interface GraphQLOperation<TData, TVariables> {
  operationName: string;
  query: string;
  /** Phantom fields: carry the generated result and variable types with the text. */
  readonly __types?: { data: TData; variables: TVariables };
}

interface GraphQLFormattedError {
  message: string;
  /** BAD_USER_INPUT errors carry one message per input field (the server's validation, SPEC §5 texts). */
  extensions?: { code?: string; fieldErrors?: Record<string, string> };
}

/** The server answered with GraphQL errors; `errors[0].message` is the text the UI shows (SPEC §8). */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLFormattedError[];

  constructor(errors: readonly GraphQLFormattedError[]) {
    super(errors[0]?.message ?? 'GraphQL request failed');
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }
}

/** The server's message for a failed request (first GraphQL error), or undefined (e.g. a network failure). */
export function requestErrorMessage(error: unknown): string | undefined {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.message || undefined;
  return undefined;
}

/** The server's per-field messages for a refused input (BAD_USER_INPUT), or undefined. */
export function requestFieldErrors(error: unknown): Record<string, string> | undefined {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.extensions?.fieldErrors;
  return undefined;
}

/**
 * POSTs the operation as JSON with the session cookie (SPEC §7): `application/json` also satisfies the server's
 * CSRF prevention. Resolves with `data`; rejects with GraphQLRequestError when the server reports errors.
 */
export async function graphqlRequest<TData, TVariables>(
  uri: string,
  operation: GraphQLOperation<TData, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TData> {
  const response = await fetch(uri, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ operationName: operation.operationName, query: operation.query, variables: variables ?? {} }),
  });
  const body = (await response.json().catch(() => null)) as { data?: TData | null; errors?: GraphQLFormattedError[] } | null;
  if (body?.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!response.ok || !body?.data) throw new Error(`GraphQL request failed with HTTP ${response.status}`);
  return body.data;
}
