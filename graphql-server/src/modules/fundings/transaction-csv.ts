import { ENTRY_TYPES, type EntryType } from './funding-transaction.entity.js';
import { CSV_COLUMNS, MAX_IMPORT_LINES } from './fundings.schemas.js';

/** One data line of an R14 import, parsed, or the reason it cannot be. Amounts are dollars in the file, cents here. */
export type CsvLine =
  | { line: number; ok: true; occurredOn: string; type: EntryType; amountCents: number; note: string | null; externalRef: string | null }
  | { line: number; ok: false; error: string };

/** Splits one CSV record (RFC 4180 quotes: `"a, b"`, `""` for a quote). */
function splitRecord(text: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

/** "1,234.56", "$250", "250.5" → cents; null when it is not a positive amount with at most 2 decimals. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

const isRealDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Parses `date,type,amount,note,external_ref` (a header line with these names first is required, so a file of
 * another layout is refused rather than misread). Every line is checked on its own; the service decides what a
 * line's date and reference mean for this funding.
 */
export function parseTransactionCsv(text: string): { lines: CsvLine[] } | { error: string } {
  const records = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((record, index) => ({ record, line: index + 1 })).filter(({ record }) => record.trim() !== '');
  const [header, ...data] = records;
  const expected = CSV_COLUMNS.join(',');
  if (!header || splitRecord(header.record).map((name) => name.toLowerCase()).join(',') !== expected) {
    return { error: `The first line must be the header ${expected}` };
  }
  if (data.length === 0) return { error: 'The file has no transactions below its header' };
  if (data.length > MAX_IMPORT_LINES) return { error: `A file may hold at most ${MAX_IMPORT_LINES} transactions` };
  return {
    lines: data.map(({ record, line }): CsvLine => {
      const fields = splitRecord(record);
      if (fields.length !== CSV_COLUMNS.length) return { line, ok: false, error: `Expected ${CSV_COLUMNS.length} columns, found ${fields.length}` };
      const [date, type, amount, note, externalRef] = fields as [string, string, string, string, string];
      if (!isRealDate(date)) return { line, ok: false, error: `"${date}" is not a date (YYYY-MM-DD)` };
      if (!(ENTRY_TYPES as readonly string[]).includes(type)) return { line, ok: false, error: `Type must be one of ${ENTRY_TYPES.join(', ')}` };
      const amountCents = dollarsToCents(amount);
      if (amountCents === null) return { line, ok: false, error: `"${amount}" is not an amount above $0.00` };
      if (note.length > 1000) return { line, ok: false, error: 'The note must be at most 1000 characters' };
      if (externalRef.length > 100) return { line, ok: false, error: 'The external reference must be at most 100 characters' };
      return { line, ok: true, occurredOn: date, type: type as EntryType, amountCents, note: note || null, externalRef: externalRef || null };
    }),
  };
}
