import { z } from 'zod';
import { isCalendarDate } from './calendar.js';
import { ValidationError, type FieldErrors } from './errors.js';

/** Why PostgreSQL cannot store a string: a NUL character (refused in text), or an unpaired UTF-16 surrogate. */
export type UnstorableText = 'nul' | 'surrogate';

const PROBLEM: Record<UnstorableText, string> = {
  nul: 'must not contain NUL characters (\\u0000)',
  surrogate: 'must not contain unpaired surrogate characters',
};

// With the `u` flag a well-formed pair reads as one astral code point, so only a lone half matches: the check of
// String.prototype.isWellFormed, which the ES2023 lib this project compiles against does not declare yet.
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Why a string cannot be stored, or null. An unpaired surrogate (`"\ud800"` in JSON) has no UTF-8 form: the driver
 * would write U+FFFD in its place in text, and PostgreSQL refuses the `\ud800` escape JSON.stringify gives it in
 * json(b), such as the audit record's.
 */
export function unstorableText(text: string): UnstorableText | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/**
 * Where the first string or key PostgreSQL cannot store sits in a JSON-like value, and why: its path ('' for the
 * value itself, 'input.name', 'items.2'), or null when there is none. Iterative: a deeply nested body cannot
 * overflow the stack.
 */
export function findUnstorableText(value: unknown, path = ''): { field: string; problem: UnstorableText } | null {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, itemPath] = next;
    if (typeof item === 'string') {
      const problem = unstorableText(item);
      if (problem) return { field: itemPath, problem };
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        const childPath = itemPath ? `${itemPath}.${key}` : key;
        const problem = unstorableText(key);
        if (problem) return { field: childPath, problem };
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * At most the first `max` UTF-16 units of `text`, never ending in half of a surrogate pair: a plain `slice` through
 * an emoji leaves a lone surrogate, text PostgreSQL cannot store. Every cut of text to a length goes through here.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The sentence refusing `field`'s text ('Text' when the value itself is the text). */
export const unstorableTextMessage = (field: string, problem: UnstorableText) =>
  `${field || 'Text'} ${PROBLEM[problem]}`;

/**
 * Throws a ValidationError naming the field when any string (or key) in `value` holds a NUL character or an
 * unpaired surrogate: the one check every edge (REST bodies, GraphQL variables, service inputs) runs.
 */
export function rejectUnstorableText(value: unknown, path = ''): void {
  const found = findUnstorableText(value, path);
  if (found === null) return;
  const problem = PROBLEM[found.problem];
  throw new ValidationError(unstorableTextMessage(found.field, found.problem), {
    [found.field || '_']: `${problem[0]!.toUpperCase()}${problem.slice(1)}`,
  });
}

/**
 * The options of a request body's `z.strictObject`: a field the rules do not have is refused, naming it
 * (docs/integrating.md: request bodies are strict); anything but an object is told to send `what` as one.
 * GraphQL's input types already refuse unknown fields; this makes REST, which passes the JSON body, say the same.
 */
export const strictBody = (what: string) => ({
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field: ${issue.keys?.join(', ')}`
      : `Send the ${what} as a JSON object`,
});

/**
 * Parses input with a zod schema; failures become one ValidationError with a message per field. Input holding text
 * PostgreSQL cannot store is refused first, whatever the schema says, so every service input is covered.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  rejectUnstorableText(input);
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

/**
 * A day written `YYYY-MM-DD` that the calendar has (isCalendarDate, the one date check) as a zod string: `message`
 * for anything else, or `noSuchDay` for a well-formed one such as 2026-02-30 when the two are told apart; `required`
 * when it is not a string at all.
 */
export const calendarDate = (
  message: string,
  { noSuchDay = message, required = message }: { noSuchDay?: string; required?: string } = {},
) =>
  z.string({ error: required }).superRefine((value, context) => {
    if (isCalendarDate(value)) return;
    // Aborting: a refinement of the object holding this field (a range check, say) must never see a non-day.
    context.addIssue({
      code: 'custom',
      message: /^\d{4}-\d{2}-\d{2}$/.test(value) ? noSuchDay : message,
      continue: false,
    });
  });
