import { ValidationError } from './errors.js';

/** The largest id PostgreSQL's `integer` holds; larger numbers cannot name a record. */
const MAX_ID = 2_147_483_647;

/**
 * The id of a record named in a URL or an argument (`/api/applications/{id}`, `/api/net30/invoices/{id}/pdf`): a
 * positive whole number, as text or number. Anything else is a ValidationError with `message` on `id` (a 400 on
 * REST, BAD_USER_INPUT on GraphQL); a well-formed id beyond the integer range answers null, so it reads like a
 * missing record.
 */
export function parsePublicId(value: unknown, message: string): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,20}$/.test(text) || /^0+$/.test(text)) throw new ValidationError(message, { id: message });
  const id = Number(text);
  return id > MAX_ID ? null : id;
}
