import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type DocumentNode } from 'graphql';
import { ValidationError } from '../shared/errors.js';
import {
  rejectUnstorableText,
  unstorableText,
  unstorableTextMessage,
  type UnstorableText,
} from '../shared/validation.js';
import { requestInputError } from './errors.js';

/**
 * Refuses an operation whose variables or string literals hold text PostgreSQL cannot store (a NUL character, an
 * unpaired surrogate) with BAD_USER_INPUT and HTTP 400 naming the variable, before any resolver runs: every
 * argument, present and future, is covered.
 */
export function unstorableTextGuard<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          try {
            for (const [name, value] of Object.entries(request.variables ?? {}))
              rejectUnstorableText(value, `$${name}`);
          } catch (error) {
            throw error instanceof ValidationError ? requestInputError(error) : error;
          }
          const problem = unstorableLiteral(document);
          if (problem)
            throw requestInputError(new ValidationError(unstorableTextMessage('A string in the query', problem)));
        },
      };
    },
  };
}

/**
 * Why a string literal of `document` cannot be stored, or null, worked out once per document: Apollo's document
 * store hands the same parsed document to every request that sends the same query text. (graphql-js already refuses a
 * lone surrogate in a literal while parsing; the one check runs anyway.)
 */
const unstorableLiteralIn = new WeakMap<DocumentNode, UnstorableText | null>();
function unstorableLiteral(document: DocumentNode): UnstorableText | null {
  let found = unstorableLiteralIn.get(document);
  if (found === undefined) {
    found =
      stringLiterals(document)
        .map(unstorableText)
        .find((problem) => problem !== null) ?? null;
    unstorableLiteralIn.set(document, found);
  }
  return found;
}

function stringLiterals(document: DocumentNode): string[] {
  const strings: string[] = [];
  visit(document, {
    [Kind.STRING]: (node) => {
      strings.push(node.value);
    },
  });
  return strings;
}
