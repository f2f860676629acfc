import { createContext, useContext } from 'react';

/**
 * A form the browser posted itself (JavaScript off, or not loaded yet) that the server refused: the server renders the
 * page again with what was typed and the reasons (graphql-server/src/http/page-forms/), and the form shows them as it
 * would have after a client-side submit. `form` names which form of the page was posted.
 */
export interface Submission {
  form: string;
  /** The fields as posted (passwords never come back). */
  values: Record<string, string>;
  /** Field name → the spec's message for it. */
  fieldErrors: Record<string, string>;
  /** A message for the whole form (a wrong password, a throttle, a failure). */
  message?: string;
}

const SubmissionContext = createContext<Submission | undefined>(undefined);

export const SubmissionProvider = SubmissionContext.Provider;

/** The refused submission of `form` this page was rendered for, if any. */
export function useSubmission(form: string): Submission | undefined {
  const submission = useContext(SubmissionContext);
  return submission?.form === form ? submission : undefined;
}
