import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { RateLimitedError } from '../shared/errors.js';
import type { AppMetrics } from '../metrics/metrics.js';

/** Distinct operation names kept as labels; the web app uses about a hundred, later names count as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Counts GraphQL operations by name and outcome (ok: no errors; error: any), and the operations a rate limit
 * refused. Names are bounded: only of documents that parsed and validated (others are "invalid"), "anonymous"
 * without one, and "other" once MAX_OPERATION_NAMES distinct names have been seen.
 */
export function graphqlMetrics<TContext extends BaseContext>(metrics: AppMetrics): ApolloServerPlugin<TContext> {
  const known = new Set<string>();
  const label = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (known.has(name)) return name;
    if (known.size >= MAX_OPERATION_NAMES || !OPERATION_NAME.test(name)) return 'other';
    known.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      let operation = 'invalid';
      return {
        async didResolveOperation({ operationName }) {
          operation = label(operationName);
        },
        async didEncounterErrors({ errors }) {
          if (errors.some((error) => unwrapResolverError(error) instanceof RateLimitedError))
            metrics.throttleRefusals.inc({ route: '/graphql' });
        },
        async willSendResponse({ errors, response }) {
          const resultErrors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          metrics.graphqlOperations.inc({
            operation,
            outcome: errors?.length || resultErrors?.length ? 'error' : 'ok',
          });
        },
      };
    },
  };
}
