import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerFailure {
  message: string;
  code?: string;
  fieldErrors: Record<string, string>;
}

/** The first GraphQL error of a failed mutation: its message, code and per-field messages (BAD_USER_INPUT). */
export function serverFailure(error: unknown): ServerFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as { code?: string; fieldErrors?: Record<string, string> };
    return { message: first?.message || 'Something went wrong. Please try again.', code: extensions.code, fieldErrors: extensions.fieldErrors ?? {} };
  }
  return { message: 'We could not reach the server. Please check your connection and try again.', fieldErrors: {} };
}
