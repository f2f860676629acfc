/**
 * The text a pdfkit PDF shows, for assertions: with `compress: false` its text runs are hex glyph strings in `TJ`
 * operators (built-in fonts map them to Latin-1), one line per run.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((match) => [...match[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}
