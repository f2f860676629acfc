/**
 * How an offer's figures read in the comparison and the disclosure box (BACKOFFICE §5.2). The server sends integer
 * cents, basis points and ten-thousandths; they are turned into decimal strings with integer arithmetic (halves up,
 * as the server's `offer-terms.ts` rounds) before Intl formats them, so no float ever rounds money or a rate.
 */
import type { OfferBadge, OfferStatus, PaymentFrequency } from './offer-view';

type DecimalString = `${number}`;

/** `value / 10^scale` rounded half-up to `digits` decimals, as an exact decimal string (value ≥ 0 or < 0). */
function scaled(value: number, scale: number, digits: number): DecimalString {
  const negative = value < 0;
  const drop = scale - digits;
  const units = drop > 0 ? Math.floor((Math.abs(value) + 5 * 10 ** (drop - 1)) / 10 ** drop) : Math.abs(value) * 10 ** -drop;
  const text = String(units).padStart(digits + 1, '0');
  const whole = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return `${negative ? '-' : ''}${whole}` as DecimalString;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const fixed = (digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const twoDecimals = fixed(2);
const oneDecimal = fixed(1);
const wholeNumber = new Intl.NumberFormat('en-US');

/** 5820000 → "$58,200.00". */
export function formatCents(cents: number): string {
  return usd.format(scaled(cents, 2, 2));
}

/** 7738 → "77.38%"; with one digit 2246 → "22.5%". */
export function formatBps(bps: number, digits: 1 | 2 = 2): string {
  return `${(digits === 1 ? oneDecimal : twoDecimals).format(scaled(bps, 2, digits))}%`;
}

/** Cost per dollar received: 3196 (basis points of a dollar) → "32.0¢". */
export function formatCentsPerDollar(bps: number): string {
  return `${oneDecimal.format(scaled(bps, 2, 1))}¢`;
}

/** 12800 → "1.28"; 12850 → "1.285". */
export function formatFactor(factorE4: number): string {
  const text = scaled(factorE4, 4, 4).replace(/0{1,2}$/, '');
  return text;
}

export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

export const FREQUENCY_LABELS: Record<PaymentFrequency, string> = {
  daily: 'every business day',
  weekly: 'weekly',
  biweekly: 'every two weeks',
  monthly: 'monthly',
};

/** The APR convention the disclosure box prints (§5.2): the unit period and how many there are in a year. */
export function aprConvention(frequency: PaymentFrequency, periodsPerYear: number): string {
  const period = { daily: 'business days', weekly: 'weeks', biweekly: 'two-week periods', monthly: 'months' }[frequency];
  return `${periodsPerYear} ${period} a year`;
}

export const BADGE_LABELS: Record<OfferBadge, string> = {
  lowest_apr: 'Lowest APR',
  lowest_total_cost: 'Lowest total cost',
  lowest_payment: 'Lowest payment',
};

export const STATUS_LABELS: Record<OfferStatus, string> = {
  sent: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  superseded: 'Replaced',
  standby: 'Standby',
  void: 'Void',
  funded: 'Funded',
  fell_through: 'Fell through',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The expiry countdown of an offer the client can still act on: "Expires in 3 days (Nov 30, 5:00 PM)", hours under
 * two days, minutes under two hours; "Expired" once past (the server's job catches up within minutes).
 */
export function expiryText(expiresAt: unknown, now = Date.now()): { text: string; urgent: boolean } {
  const at = Date.parse(String(expiresAt));
  const left = at - now;
  if (left <= 0) return { text: 'Expired', urgent: true };
  const minutes = Math.floor(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  // Whole days to the nearest (the exact time follows): a 7-day offer says 7 days a moment after it was sent.
  const span = days >= 2 ? plural(Math.round(left / 86_400_000), 'day') : hours >= 2 ? plural(hours, 'hour') : plural(Math.max(minutes, 1), 'minute');
  return { text: `Expires in ${span} (${dateFormat.format(at)})`, urgent: days < 2 };
}
