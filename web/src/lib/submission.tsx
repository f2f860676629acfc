import { createContext, useContext } from 'react';
import type { PageSubmission } from '../../../shared/page-render';

/** A form the browser posted itself that the server refused, rendered back into its page (shared/page-render.ts). */
export type Submission = PageSubmission;

const SubmissionContext = createContext<Submission | undefined>(undefined);

export const SubmissionProvider = SubmissionContext.Provider;

/** The refused submission of `form` this page was rendered for, if any. */
export function useSubmission(form: string): Submission | undefined {
  const submission = useContext(SubmissionContext);
  return submission?.form === form ? submission : undefined;
}
