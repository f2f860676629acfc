import { INDUSTRIES } from '../../catalogue/index.js';

/** Formatting shared by the reason texts (§4.3) and the client's summary (§4.6). */

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$25,000" for whole dollars, "$25,000.50" otherwise. */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

// The tiles by NAICS prefix, longest first, so the first match is the most specific. "Other Businesses" is left out:
// it is what no other tile claims, so it names nothing in a reason.
const INDUSTRY_PREFIXES = INDUSTRIES.filter((industry) => industry.code !== 'other')
  .flatMap((industry) => industry.naicsPrefixes.map((prefix) => ({ prefix: prefix as string, label: industry.label as string })))
  .sort((a, b) => b.prefix.length - a.prefix.length);

/** "Restaurants (NAICS 722)" for a code under one of the catalogue's industry tiles, "NAICS 7132" otherwise. */
export function naicsName(code: string): string {
  const industry = INDUSTRY_PREFIXES.find(({ prefix }) => code.startsWith(prefix));
  return industry ? `${industry.label} (NAICS ${code})` : `NAICS ${code}`;
}

/** "CA, NY" */
export function codeList(codes: readonly string[]): string {
  return codes.join(', ');
}
