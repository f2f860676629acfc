import { z } from 'zod';
import { calendarDate, parseInput } from '../../shared/validation.js';

/** R1's preset ranges, in days ending today. */
export const DASHBOARD_PRESET_DAYS = [7, 30, 90, 365] as const;
export const DEFAULT_DASHBOARD_DAYS = 30;
/** A custom range covers at most this many years (R1 "Rules & errors"). */
export const MAX_RANGE_YEARS = 2;
/** Ranges up to this many days are charted per day; longer ones per week (Monday to Sunday). */
export const MAX_DAILY_BUCKET_DAYS = 31;

export const RANGE_TOO_LONG = 'Choose a range of 2 years or less';

const DAY_MS = 86_400_000;

const isoDate = calendarDate('Use a date like 2026-11-22');

/** The dashboard's range: a preset number of days ending today, or a custom `from`–`to` (dates, both included). */
export const dashboardRangeSchema = z
  .object({
    days: z.number().int().nullish(),
    from: isoDate.nullish(),
    to: isoDate.nullish(),
  })
  .superRefine((range, context) => {
    const custom = Boolean(range.from || range.to);
    if (range.days != null && custom) {
      context.addIssue({ code: 'custom', path: ['days'], message: 'Choose either a number of days or a custom range' });
    } else if (range.days != null && !(DASHBOARD_PRESET_DAYS as readonly number[]).includes(range.days)) {
      context.addIssue({ code: 'custom', path: ['days'], message: 'Choose 7, 30, 90 or 365 days, or a custom range' });
    } else if (custom && !(range.from && range.to)) {
      context.addIssue({ code: 'custom', path: [range.from ? 'to' : 'from'], message: 'A custom range needs a start and an end date' });
    } else if (range.from && range.to) {
      if (range.from > range.to) {
        context.addIssue({ code: 'custom', path: ['from'], message: 'The start date must be on or before the end date' });
      } else if (range.from < earliestStart(range.to)) {
        context.addIssue({ code: 'custom', path: ['from'], message: RANGE_TOO_LONG });
      }
    }
  });

export type DashboardRangeInput = z.input<typeof dashboardRangeSchema>;

export const DASHBOARD_BUCKETS = ['day', 'week'] as const;
export type DashboardBucket = (typeof DASHBOARD_BUCKETS)[number];

/** A range resolved to dates and instants: [start, end) covers `from` 00:00 UTC to the end of `to` (UTC). */
export interface DashboardRange {
  from: string;
  to: string;
  /** Days covered, both ends included. */
  days: number;
  bucket: DashboardBucket;
  start: Date;
  end: Date;
}

/** Parses the range (ValidationError with the rule's sentence when it breaks one) and resolves it against `now`. */
export function resolveDashboardRange(input: DashboardRangeInput | null | undefined, now: Date): DashboardRange {
  const range = parseInput(dashboardRangeSchema, input ?? {});
  let from: string;
  let to: string;
  if (range.from && range.to) {
    from = range.from;
    to = range.to;
  } else {
    const days = range.days ?? DEFAULT_DASHBOARD_DAYS;
    to = isoDay(now);
    from = isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS));
  }
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  return { from, to, days, bucket: days <= MAX_DAILY_BUCKET_DAYS ? 'day' : 'week', start, end };
}

/** The first day a range ending on `to` may start on: the day after `to`, 2 years earlier (leap days counted). */
function earliestStart(to: string): string {
  const dayAfter = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  dayAfter.setUTCFullYear(dayAfter.getUTCFullYear() - MAX_RANGE_YEARS);
  return isoDay(dayAfter);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
