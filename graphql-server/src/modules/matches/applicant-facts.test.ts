import { describe, expect, it } from 'vitest';
import type { Application } from '../applications/application.entity.js';
import type { Business } from '../businesses/business.entity.js';
import { ROSAS_COCINA_FACTS } from '../matching/worked-example.js';
import { applicantFacts, monthsInBusinessOn } from './applicant-facts.js';

const rosasApplication = {
  requestedAmount: 60_000,
  product: 'revenue-based-financing',
  productFlexible: true,
  state: 'TX',
  creditScore: 700,
  monthsInBusiness: 3,
  monthlyRevenue: 1_000,
} as Application;
const rosasBusiness = {
  state: 'TX',
  startedOn: '2025-09-01',
  monthlyRevenue: 38_000,
  revenueSource: 'bank_statements',
  fico: 620,
  ficoSource: 'self',
  openPositions: 1,
  naicsCode: '722511',
  entityType: 'llc',
} as Business;
const NOV_21_2026 = new Date('2026-11-21T15:00:00Z');

describe('applicantFacts: an application and its business → the engine facts', () => {
  it("gives Rosa's worked-example facts (dollars → cents, months as of today, the business's facts over the application's, her 4 trade months)", () => {
    expect(applicantFacts(rosasApplication, rosasBusiness, NOV_21_2026, 4)).toEqual(ROSAS_COCINA_FACTS);
  });

  it('leaves the trade history out for an application nobody has claimed', () => {
    expect(applicantFacts(rosasApplication, rosasBusiness, NOV_21_2026)).not.toHaveProperty('onTimeTradeMonths');
  });

  it("falls back to the application's self-reported facts where the business has none", () => {
    const business = { ...rosasBusiness, fico: null, ficoSource: null, startedOn: null, openPositions: null, naicsCode: null, entityType: null } as Business;
    const facts = applicantFacts(rosasApplication, business, NOV_21_2026);
    expect(facts).toMatchObject({ fico: { value: 700, source: 'self' }, monthsInBusiness: 3 });
    expect(facts).not.toHaveProperty('openPositions');
    expect(facts).not.toHaveProperty('naicsCode');
    expect(facts).not.toHaveProperty('entityType');
  });

  it('reads a fact source the engine does not know as self-reported', () => {
    const facts = applicantFacts(rosasApplication, { ...rosasBusiness, ficoSource: 'applicant', revenueSource: 'netfund' } as Business, NOV_21_2026);
    expect(facts.fico?.source).toBe('self');
    expect(facts.monthlyRevenue?.source).toBe('self');
  });
});

describe('monthsInBusinessOn: whole months to the day in New York', () => {
  it('counts a month only once its day is reached', () => {
    expect(monthsInBusinessOn('2025-09-15', new Date('2026-11-14T16:00:00Z'))).toBe(13);
    expect(monthsInBusinessOn('2025-09-15', new Date('2026-11-15T16:00:00Z'))).toBe(14);
  });

  it("uses New York's date, not UTC's (02:00 UTC on the 1st is still the 31st in New York)", () => {
    expect(monthsInBusinessOn('2026-10-01', new Date('2026-11-01T02:00:00Z'))).toBe(0);
    expect(monthsInBusinessOn('2026-10-01', new Date('2026-11-01T12:00:00Z'))).toBe(1);
  });

  it('is 0 for a start in the future', () => {
    expect(monthsInBusinessOn('2027-01-01', NOV_21_2026)).toBe(0);
  });
});
