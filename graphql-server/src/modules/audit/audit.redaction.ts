import type { AuditFieldValues } from './audit-event.entity.js';

export const REDACTED = '[redacted]';

/**
 * Field names whose values never reach the audit trail (compared without case, `_` or `-`): passwords and their
 * hashes, tokens and their hashes, secrets, API keys, authorization headers, cookies, TOTP seeds, recovery codes,
 * card data.
 */
const SECRET_NAME = /pass(word|wd|phrase)|token|secret|apikey|authori[sz]ation|cookie|privatekey|totp|recoverycode|cardnumber|cvc|cvv/;

/** Numbers of which only the last four digits are kept (the full EIN, bank account and routing numbers). */
const LAST_FOUR_NAME = /^(ein|taxid|accountnumber|routingnumber|iban)$/;

function normalisedName(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

export function isSecretFieldName(name: string): boolean {
  return SECRET_NAME.test(normalisedName(name));
}

/**
 * A copy of `values` fit for the audit trail: secret fields become "[redacted]", account-like numbers keep their
 * last four digits, at any depth (objects and arrays). Dates become ISO strings, as JSON stores them.
 */
export function redactSecrets(values: AuditFieldValues): AuditFieldValues {
  return redactObject(values);
}

function redactObject(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, redactField(name, value)]));
}

function redactField(name: string, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (isSecretFieldName(name)) return REDACTED;
  if (LAST_FOUR_NAME.test(normalisedName(name))) return lastFour(value);
  return redactValue(value);
}

function redactValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') return redactObject(value as Record<string, unknown>);
  return value;
}

function lastFour(value: unknown): string {
  const digits = String(value).replace(/\D/g, '');
  return digits.length > 4 ? `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}` : REDACTED;
}

/**
 * The fields that differ between `before` and `after` (a field missing on one side counts as null), as two
 * objects holding only those fields; both null when nothing changed. Values are compared as JSON.
 */
export function changedFields(
  before: AuditFieldValues | null,
  after: AuditFieldValues | null,
): { before: AuditFieldValues | null; after: AuditFieldValues | null } {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changedBefore: AuditFieldValues = {};
  const changedAfter: AuditFieldValues = {};
  for (const name of names) {
    const was = before?.[name] ?? null;
    const now = after?.[name] ?? null;
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changedBefore[name] = was;
    changedAfter[name] = now;
  }
  if (Object.keys(changedAfter).length === 0) return { before: null, after: null };
  return { before: before ? changedBefore : null, after: after ? changedAfter : null };
}
