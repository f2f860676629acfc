import type { EntityTypeCode, ProductCode, UsStateCode } from '../../catalogue/index.js';
import type { Application } from '../applications/application.entity.js';
import { FICO_SOURCES, REVENUE_SOURCES } from '../applications/staff-application.schemas.js';
import type { Business } from '../businesses/business.entity.js';
import type { ApplicantFacts, FicoSource, RevenueSource } from '../matching/match-types.js';

/** "Today" for months in business is the platform's calendar day (BACKOFFICE §0). */
const PLATFORM_TIME_ZONE = 'America/New_York';
const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: PLATFORM_TIME_ZONE });

/** Whole months from the ISO date `startedOn` to `now`'s day in New York (0 for a future date). */
export function monthsInBusinessOn(startedOn: string, now: Date): number {
  const [year, month, day] = isoDay.format(now).split('-').map(Number) as [number, number, number];
  const [startYear, startMonth, startDay] = startedOn.split('-').map(Number) as [number, number, number];
  const months = (year - startYear) * 12 + (month - startMonth) - (day < startDay ? 1 : 0);
  return Math.max(0, months);
}

const ficoSource = (source: string | null | undefined): FicoSource =>
  (FICO_SOURCES as readonly string[]).includes(source ?? '') ? (source as FicoSource) : 'self';
const revenueSource = (source: string | null | undefined): RevenueSource =>
  (REVENUE_SOURCES as readonly string[]).includes(source ?? '') ? (source as RevenueSource) : 'self';

/**
 * The engine's facts for an application (§4.2): the requested amount, product and flexibility from the application;
 * every business fact from the business's current record (kept up to date while the application is open), falling
 * back to what the application itself was submitted with (self-reported) where the business has none. Stored
 * amounts are whole dollars; the engine works in cents. `tradeMonths` is the owner's on-time reported trade history
 * (`onTimeTradeMonths` in trade-history.ts), absent for an application nobody has claimed.
 */
export function applicantFacts(application: Application, business: Business, now = new Date(), tradeMonths: number | null = null): ApplicantFacts {
  const fico = business.fico ?? application.creditScore;
  const months = business.startedOn ? monthsInBusinessOn(business.startedOn, now) : application.monthsInBusiness;
  const revenueDollars = business.monthlyRevenue ?? application.monthlyRevenue;
  return {
    requestedCents: application.requestedAmount * 100,
    product: application.product as ProductCode,
    productFlexible: application.productFlexible,
    state: (business.state || application.state) as UsStateCode,
    ...(fico != null && { fico: { value: fico, source: business.fico != null ? ficoSource(business.ficoSource) : 'self' } }),
    ...(months != null && { monthsInBusiness: months }),
    ...(revenueDollars != null && {
      monthlyRevenue: { cents: revenueDollars * 100, source: business.monthlyRevenue != null ? revenueSource(business.revenueSource) : 'self' },
    }),
    ...(business.openPositions != null && { openPositions: business.openPositions }),
    ...(business.naicsCode && { naicsCode: business.naicsCode }),
    ...(business.entityType && { entityType: business.entityType as EntityTypeCode }),
    ...(tradeMonths != null && { onTimeTradeMonths: tradeMonths }),
  };
}
