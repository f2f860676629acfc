import { searchString } from '../../../lib/search-params';

/** R1's preset ranges in days ending today (BACKOFFICE.md §2 R1), as the server's DashboardRangeInput.days accepts them. */
export const DASHBOARD_RANGE_DAYS = [7, 30, 90, 365] as const;
export type DashboardRangeDays = (typeof DASHBOARD_RANGE_DAYS)[number];

/** The server's default range, which the plain path shows. */
export const DEFAULT_RANGE_DAYS: DashboardRangeDays = 30;

/** The dashboard's view as it stands in the query string: `range` is a number of days; the default is no key at all. */
export interface DashboardSearch {
  range: string | undefined;
}

/**
 * For the route's `validateSearch`: keeps `range` when it is one of the presets other than the default, else drops
 * it (as `undefined`: every key is returned, or a left-out key keeps its raw value).
 */
export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const range = searchString(search.range);
  const valid = range !== undefined && range !== String(DEFAULT_RANGE_DAYS) && DASHBOARD_RANGE_DAYS.some((days) => String(days) === range);
  return { range: valid ? range : undefined };
}

/** The number of days the validated search asks for. */
export function readRangeDays(search: DashboardSearch): DashboardRangeDays {
  return search.range ? (Number(search.range) as DashboardRangeDays) : DEFAULT_RANGE_DAYS;
}

/** The query-string value of a preset: the default is no key. */
export function rangeSearchValue(days: DashboardRangeDays): string | undefined {
  return days === DEFAULT_RANGE_DAYS ? undefined : String(days);
}

export function rangeLabel(days: DashboardRangeDays): string {
  return days === 365 ? 'Last 12 months' : `Last ${days} days`;
}
