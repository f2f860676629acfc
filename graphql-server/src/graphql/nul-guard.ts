import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, visit, type DocumentNode } from 'graphql';
import { ValidationError } from '../shared/errors.js';
import { rejectNulCharacters } from '../shared/validation.js';
import { requestInputError } from './errors.js';

/**
 * Refuses an operation whose variables or string literals hold a NUL character (PostgreSQL refuses NUL in text)
 * with BAD_USER_INPUT and HTTP 400, before any resolver runs: every argument, present and future, is covered.
 */
export function nulCharacterGuard<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          try {
            for (const [name, value] of Object.entries(request.variables ?? {})) rejectNulCharacters(value, `$${name}`);
          } catch (error) {
            throw error instanceof ValidationError ? requestInputError(error) : error;
          }
          if (hasNulLiteral(document)) {
            throw requestInputError(new ValidationError('A string in the query must not contain NUL characters (\\u0000)'));
          }
        },
      };
    },
  };
}

/**
 * Whether a string literal of `document` holds a NUL, worked out once per document: Apollo's document store hands
 * the same parsed document to every request that sends the same query text.
 */
const nulLiteralIn = new WeakMap<DocumentNode, boolean>();
function hasNulLiteral(document: DocumentNode): boolean {
  let found = nulLiteralIn.get(document);
  if (found === undefined) {
    found = stringLiterals(document).some((value) => value.includes('\u0000'));
    nulLiteralIn.set(document, found);
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
