import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useSubmission } from './submission';

/*
 * A public page's form that works before (or without) the app's JavaScript: a `<form method="post">` to its own page
 * that the server handles (graphql-server/src/http/page-forms/). Hydrated, the app's own submit takes over
 * (react-hook-form's handleSubmit prevents the post). A post the server refused comes back as the page rendered
 * with the submission: what was typed, and the reasons, shown as the app would show them.
 */

/** The hidden field that tells the server which of the page's forms was posted. */
export function FormName({ name }: { name: string }) {
  return <input type="hidden" name="_form" value={name} />;
}

/** Where the page's forms post: the page itself (with its search when it matters, e.g. /auth's `?redirect=`). */
export function usePageAction({ withSearch = false }: { withSearch?: boolean } = {}): string {
  return useRouterState({ select: (state) => (withSearch ? state.location.href : state.location.pathname) });
}

export interface RefusedPost<V extends FieldValues> {
  /** The fields as posted (passwords never come back), as text: empty when nothing was refused. */
  values: Record<string, string>;
  /** The field messages for react-hook-form's `errors` option (kept the same object: RHF re-applies a new one). */
  errors: FieldErrors<V> | undefined;
  /** The message for the whole form (a throttle, a conflict, a wrong password), if any. */
  message: string | null;
}

/** The refused post of the form named `form`, if this page was rendered for one. */
export function useRefusedPost<V extends FieldValues>(form: string): RefusedPost<V> {
  const submission = useSubmission(form);
  return useMemo(
    () => ({
      values: submission?.values ?? {},
      errors:
        submission && Object.keys(submission.fieldErrors).length > 0
          ? nestedErrors<V>(submission.fieldErrors)
          : undefined,
      message: submission?.message ?? null,
    }),
    [submission],
  );
}

/** `{ 'tradeReferences.0.company': m }` as react-hook-form nests it: `{ tradeReferences: [{ company: { message } }] }`. */
function nestedErrors<V extends FieldValues>(fieldErrors: Record<string, string>): FieldErrors<V> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key, index) => {
      node[key] ??= /^\d+$/.test(keys[index + 1]!) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1)!] = { type: 'server', message };
  }
  return root as FieldErrors<V>;
}
