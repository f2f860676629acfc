import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of the product: the server's files (the bureau batch file) and the web's exports (the program
 * list) both write through it. It lives outside graphql-server and web because the web app imports no server code
 * and the server imports nothing of the web: this module imports csv-stringify and nothing of either.
 *
 * A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width
 * forms) as a formula: `=HYPERLINK(…)` in a program name would become a link that leaks data. Such a cell is written
 * with a `'` first, as OWASP advises, so it opens as text (https://owasp.org/www-community/attacks/CSV_Injection).
 * A plain number (`-12.50`, `+3`) is data, not a formula, and is written as it is: a money column keeps its
 * negative amounts as numbers.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^[-+]?\d+(?:\.\d+)?$/;

/** A cell as it is safe to hand to a spreadsheet. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Rows as CSV text (RFC 4180: CRLF after every row, a cell quoted when it holds a comma, a quote or a line break). */
export function writeCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell))),
    // csv-stringify quotes a cell holding the record delimiter; a lone LF or CR must be quoted too, or it splits the row.
    { record_delimiter: '\r\n', quoted_match: /[\r\n]/ },
  );
}
