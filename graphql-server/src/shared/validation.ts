import { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors.js';

const NUL_FIELD_MESSAGE = 'Must not contain NUL characters (\\u0000)';

/**
 * Where the first NUL character (U+0000) sits in a JSON-like value: the path of the string or key that holds it
 * ('' for the value itself, 'input.name', 'items.2'), or null when there is none. PostgreSQL refuses NUL in text,
 * so such input must be turned away before it reaches a query. Iterative: a deeply nested body cannot overflow the stack.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, itemPath] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return itemPath;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        const childPath = itemPath ? `${itemPath}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Throws a ValidationError naming the field when any string (or key) in `value` holds a NUL character. */
export function rejectNulCharacters(value: unknown, path = ''): void {
  const field = findNulCharacter(value, path);
  if (field === null) return;
  const message = `${field || 'Text'} must not contain NUL characters (\\u0000)`;
  throw new ValidationError(message, { [field || '_']: NUL_FIELD_MESSAGE });
}

/**
 * Parses input with a zod schema; failures become one ValidationError with a message per field. Input holding a
 * NUL character is refused first, whatever the schema says, so every service input is covered.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  rejectNulCharacters(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fieldErrors[field] ??= issue.message;
  }
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  throw new ValidationError(first, fieldErrors);
}

/**
 * A record's id as GraphQL (`ID`, a string) or REST (a path segment or a number) gives it: a whole number from 1 to
 * 2,147,483,647 (PostgreSQL `int`), else `message` (services answer a malformed id like a missing record).
 */
export const recordId = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, context) => {
    const number = typeof value === 'number' ? value : /^\d{1,10}$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
