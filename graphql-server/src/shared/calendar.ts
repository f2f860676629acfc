/**
 * Calendar days on the platform's calendar (BACKOFFICE §0: due dates and funded dates are dates in platform time,
 * America/New_York), as ISO strings `YYYY-MM-DD`. Date arithmetic runs on UTC midnights, so no time zone or
 * daylight-saving change moves a day.
 */
export const PLATFORM_TIME_ZONE = 'America/New_York';

const DAY_MS = 24 * 60 * 60 * 1000;
const platformDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: PLATFORM_TIME_ZONE,
});
const toUtc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Whether `value` is a day of the calendar written `YYYY-MM-DD` (year 0001 to 9999, as PostgreSQL's date stores it):
 * the one check of every date the product reads. 2026-13-01 and 2026-02-30 are not days: `new Date()` throws on the
 * one and rolls the other over to March 2, and `Date.parse` accepts both kinds.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days in `month` (1–12) of `year`, Gregorian. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Today's date on the platform's calendar. */
export const platformToday = (now: Date = new Date()): string => platformDay.format(now);

/** The date `days` after `iso` (negative: before). */
export const addDays = (iso: string, days: number): string => toIso(new Date(toUtc(iso).getTime() + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);

/** `YYYY-MM` of a date. */
export const monthOfDate = (iso: string): string => iso.slice(0, 7);

/** The first and last day of a month `YYYY-MM`. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { first: `${month}-01`, last: toIso(new Date(Date.UTC(year, monthNumber, 0))) };
}

/** The month before `YYYY-MM`. */
export function previousMonth(month: string): string {
  return monthOfDate(addDays(`${month}-01`, -1));
}
