import type { FormattedExecutionResult } from 'graphql';

/*
 * The contract between the server (graphql-server/src/http/server-render.ts, web-app.ts, page-forms/) and the web
 * build's page renderer (web/src/entry-server.tsx), which are compiled separately: the server loads the renderer from
 * the build and asks it for each public page.
 */

/**
 * A form the browser posted itself (JavaScript off, or not loaded yet) that the server refused: the server renders the
 * page again with what was typed and the reasons, and the form shows them as after a client-side submit. `form` names
 * which form of the page was posted.
 */
export interface PageSubmission {
  form: string;
  /** The fields as posted (passwords never come back). */
  values: Record<string, string>;
  /** Field name → the spec's message for it. */
  fieldErrors: Record<string, string>;
  /** A message for the whole form (a wrong password, a throttle, a failure). */
  message?: string;
}

export interface RenderRequest {
  /** Path and query, as requested. */
  url: string;
  /** Runs a GraphQL operation in-process, as this visitor (the brief's and NetBuilder's queries). */
  executeGraphQL(operation: {
    query: string;
    variables: Record<string, unknown>;
    operationName?: string;
  }): Promise<FormattedExecutionResult>;
  /** A form of this page that the browser posted and the server refused: rendered with its values and messages. */
  submission?: PageSubmission;
}

export type RenderResult =
  /**
   * `styles`: style elements for <head>; `markup`: the content of #root; `state`: a script element to put after it
   * (empty for a static page); `delivery`: 'static' pages are sent without the app's scripts, 'deferred' ones load
   * the app when the visitor first touches the page (their forms work before, posting to the server).
   */
  | {
      kind: 'page';
      status: number;
      delivery: 'static' | 'deferred' | 'hydrated';
      styles: string;
      markup: string;
      state: string;
      cacheable: boolean;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** A page behind a sign-in: served as the single-page app's shell. */
  | { kind: 'client-only' };
