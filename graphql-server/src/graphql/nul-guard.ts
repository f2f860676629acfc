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
          if (stringLiterals(document).some((value) => value.includes('\u0000'))) {
            throw requestInputError(new ValidationError('A string in the query must not contain NUL characters (\\u0000)'));
          }
        },
      };
    },
  };
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
