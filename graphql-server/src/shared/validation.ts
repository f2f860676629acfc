import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors.js';

/** Parses input with a zod schema; failures become one ValidationError with a message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
