/**
 * Calendar days on the platform's calendar (BACKOFFICE §0: due dates and funded dates are dates in platform time,
 * America/New_York), as ISO strings `YYYY-MM-DD`. Date arithmetic runs on UTC midnights, so no time zone or
 * daylight-saving change moves a day.
 */
export const PLATFORM_TIME_ZONE = 'America/New_York';

const DAY_MS = 24 * 60 * 60 * 1000;
const platformDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: PLATFORM_TIME_ZONE });
const toUtc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): string => date.toISOString().slice(0, 10);

/** Today's date on the platform's calendar. */
export const platformToday = (now: Date = new Date()): string => platformDay.format(now);

/** The date `days` after `iso` (negative: before). */
export const addDays = (iso: string, days: number): string => toIso(new Date(toUtc(iso).getTime() + days * DAY_MS));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);

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
