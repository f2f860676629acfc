/**
 * A search parameter as the string it is in the URL, or undefined. The router's query decoding turns canonical
 * numbers ("8", "12345") into numbers before validation, so those come back to their exact text here.
 * Hand-written rather than zod: it runs in the main bundle for every page.
 */
export function searchString(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
