import { CsvError, parse, type CsvErrorCode } from 'csv-parse/sync';
import { isCalendarDate } from '../../shared/calendar.js';
import { ENTRY_TYPES, type EntryType } from './funding-transaction.entity.js';
import { CSV_COLUMNS, MAX_IMPORT_LINES } from './fundings.schemas.js';

/** One data line of an R14 import, parsed, or the reason it cannot be. Amounts are dollars in the file, cents here. */
export type CsvLine =
  | {
      line: number;
      ok: true;
      occurredOn: string;
      type: EntryType;
      amountCents: number;
      note: string | null;
      externalRef: string | null;
    }
  | { line: number; ok: false; error: string };

/** "1,234.56", "$250", "250.5" → cents; null when it is not a positive amount with at most 2 decimals. */
export function dollarsToCents(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}

/**
 * Parses `date,type,amount,note,external_ref` (a header line with these names first is required, so a file of
 * another layout is refused rather than misread). Every line is checked on its own; the service decides what a
 * line's date and reference mean for this funding. A line's number is the one an editor shows for the line its
 * record starts on (a quoted note may hold line breaks and span several).
 */
export function parseTransactionCsv(text: string): { lines: CsvLine[] } | { error: string } {
  const { records, broken } = readRecords(text);
  const [header, ...data] = records;
  const expected = CSV_COLUMNS.join(',');
  if (!header || header.fields.map((name) => name.toLowerCase()).join(',') !== expected) {
    return { error: `The first line must be the header ${expected}` };
  }
  if (data.length === 0 && !broken) return { error: 'The file has no transactions below its header' };
  if (data.length > MAX_IMPORT_LINES) return { error: `A file may hold at most ${MAX_IMPORT_LINES} transactions` };
  const lines = data.map(({ fields, line }) => checkLine(fields, line));
  return { lines: broken ? [...lines, { line: broken.line, ok: false, error: broken.error }] : lines };
}

function checkLine(fields: string[], line: number): CsvLine {
  if (fields.length !== CSV_COLUMNS.length)
    return { line, ok: false, error: `Expected ${CSV_COLUMNS.length} columns, found ${fields.length}` };
  const [date, type, amount, note, externalRef] = fields as [string, string, string, string, string];
  if (!isCalendarDate(date)) return { line, ok: false, error: `"${date}" is not a date (YYYY-MM-DD)` };
  if (!(ENTRY_TYPES as readonly string[]).includes(type))
    return { line, ok: false, error: `Type must be one of ${ENTRY_TYPES.join(', ')}` };
  const amountCents = dollarsToCents(amount);
  if (amountCents === null) return { line, ok: false, error: `"${amount}" is not an amount above $0.00` };
  if (note.length > 1000) return { line, ok: false, error: 'The note must be at most 1000 characters' };
  if (externalRef.length > 100)
    return { line, ok: false, error: 'The external reference must be at most 100 characters' };
  return {
    line,
    ok: true,
    occurredOn: date,
    type: type as EntryType,
    amountCents,
    note: note || null,
    externalRef: externalRef || null,
  };
}

const BROKEN_QUOTES: Partial<Record<CsvErrorCode, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'A quoted field that starts on this line is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'A quoted field must end at its closing quote (write a quote inside quotes as "")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'A quoted field must end at its closing quote (write a quote inside quotes as "")',
};

/**
 * The file's records (csv-parse, RFC 4180; blank lines skipped) with the line each starts on. A record csv-parse
 * cannot read (a quote never closed, text after a closing quote) ends the reading: what follows it cannot be told
 * apart reliably, so it comes back as `broken`, on its line, after the records before it.
 */
function readRecords(text: string): {
  records: { fields: string[]; line: number }[];
  broken: { line: number; error: string } | null;
} {
  const bytes = Buffer.from(text, 'utf8');
  const lineAt = lineNumbers(bytes);
  const records: { fields: string[]; line: number }[] = [];
  let end = 0;
  try {
    parse(bytes, {
      bom: true,
      // Any line break ends a record, as the file's lines are counted: csv-parse would otherwise keep to the first kind.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A quote inside a field that does not start with one is text (12" pipe), as spreadsheets write it.
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (fields: string[], info) => {
        records.push({ fields: fields.map((field) => field.trim()), line: lineAt(end) });
        end = info.bytes_records;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const reason = BROKEN_QUOTES[error.code] ?? `This line cannot be read as CSV (${error.message})`;
    return { records, broken: { line: lineAt(end), error: `${reason}; the lines after it could not be read` } };
  }
  return { records, broken: null };
}

/**
 * The line (from 1) of the first character that is not blank at or after byte `offset`: where a record starts.
 * A line break is CRLF, LF or a lone CR, as editors count them.
 */
function lineNumbers(bytes: Buffer): (offset: number) => number {
  const breaks: number[] = [];
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === 0x0a || (byte === 0x0d && bytes[index + 1] !== 0x0a)) breaks.push(index);
  }
  return (offset) => {
    let at = offset;
    while (at < bytes.length && (bytes[at] === 0x20 || bytes[at] === 0x09 || bytes[at] === 0x0a || bytes[at] === 0x0d))
      at += 1;
    let before = 0;
    for (let low = 0, high = breaks.length; low < high;) {
      const middle = (low + high) >> 1;
      if (breaks[middle]! < at) low = before = middle + 1;
      else high = middle;
    }
    return before + 1;
  };
}
