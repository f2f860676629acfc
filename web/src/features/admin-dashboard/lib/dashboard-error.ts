import { ServerError } from '@apollo/client/errors';
import { loadErrorMessage } from '../../applications/lib/error-message';

const FALLBACK = 'Please try again.';

/**
 * The sentence to show for a failed dashboard read. A GraphQL error keeps its message; an HTTP failure (the server's
 * 503 while PostgreSQL is away) still carries the server's sentence in its body, which beats Apollo's
 * "Response not successful: Received status code 503".
 */
export function dashboardErrorMessage(error: unknown): string {
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown }[]; message?: unknown };
      const message = body.errors?.[0]?.message ?? body.message;
      if (typeof message === 'string' && message) return message;
    } catch {
      // Not JSON (a proxy's error page): the generic sentence below.
    }
    return `The server answered ${error.statusCode}. ${FALLBACK}`;
  }
  return loadErrorMessage(error, FALLBACK);
}
