import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors.js';
import {
  actuarialAprBps,
  computeOffer,
  offerBadges,
  offerPayments,
  type OfferMathInput,
  type PaymentFrequency,
} from './offer-math.js';

/** Rosa's revenue in the worked example of BACKOFFICE §5.2. */
const ROSA_MONTHLY_REVENUE_CENTS = 3_800_000;

const cedar: OfferMathInput = {
  amountCents: 6_000_000,
  feesWithheldCents: 180_000, // 3 %
  otherFeesCents: 0,
  pricing: { type: 'factor', factorE4: 12_800 },
  term: { months: 9 },
  frequency: 'daily',
  monthlyRevenueCents: ROSA_MONTHLY_REVENUE_CENTS,
};
const harbor: OfferMathInput = {
  amountCents: 5_000_000,
  feesWithheldCents: 0,
  otherFeesCents: 0,
  pricing: { type: 'factor', factorE4: 13_500 },
  term: { months: 6 },
  frequency: 'daily',
  monthlyRevenueCents: ROSA_MONTHLY_REVENUE_CENTS,
};
const summit: OfferMathInput = {
  amountCents: 6_000_000,
  feesWithheldCents: 120_000, // 2 %
  otherFeesCents: 0,
  pricing: { type: 'interest', interestBps: 2_400 },
  term: { months: 12 },
  frequency: 'monthly',
  monthlyRevenueCents: ROSA_MONTHLY_REVENUE_CENTS,
};

describe('offer maths (BACKOFFICE §5.2)', () => {
  it("reproduces OnDeck's published example: $75,000, $73,125 disbursed, 52 weekly payments totalling $98,250 → APR 61.34 %", () => {
    const onDeck = computeOffer({
      amountCents: 7_500_000,
      feesWithheldCents: 187_500,
      otherFeesCents: 0,
      pricing: { type: 'factor', factorE4: 13_100 },
      term: { months: 12 },
      frequency: 'weekly',
    });
    expect(onDeck).toMatchObject({
      disbursedCents: 7_312_500,
      paymentCount: 52,
      paymentCents: 188_942,
      lastPaymentCents: 188_958,
      totalRepaymentCents: 9_825_000,
      totalCostCents: 2_512_500,
      aprBps: 6_134,
      paymentBurdenBps: null,
    });
  });

  // The table of §5.2, row for row: you receive, repay, payments, total cost, APR, ¢ per $, avg / month, burden.
  it.each([
    [
      'Cedar RBF',
      cedar,
      {
        disbursedCents: 5_820_000,
        totalRepaymentCents: 7_680_000,
        paymentCount: 189,
        paymentCents: 40_635,
        lastPaymentCents: 40_620,
        totalCostCents: 1_860_000,
        aprBps: 7_738,
        centsPerDollarBps: 3_196,
        avgMonthlyPaymentCents: 853_333,
        paymentBurdenBps: 2_246,
      },
    ],
    [
      'Harbor MCA',
      harbor,
      {
        disbursedCents: 5_000_000,
        totalRepaymentCents: 6_750_000,
        paymentCount: 126,
        paymentCents: 53_571,
        lastPaymentCents: 53_625,
        totalCostCents: 1_750_000,
        aprBps: 12_591,
        centsPerDollarBps: 3_500,
        avgMonthlyPaymentCents: 1_125_000,
        paymentBurdenBps: 2_961,
      },
    ],
    [
      'Summit term',
      summit,
      {
        disbursedCents: 5_880_000,
        totalRepaymentCents: 6_808_296,
        paymentCount: 12,
        paymentCents: 567_358,
        lastPaymentCents: 567_358,
        totalCostCents: 928_296,
        aprBps: 2_797,
        centsPerDollarBps: 1_579,
        avgMonthlyPaymentCents: 567_358,
        paymentBurdenBps: 1_493,
      },
    ],
  ])("computes Rosa's %s offer as the table says", (_name, input, expected) => {
    expect(computeOffer(input)).toMatchObject(expected);
  });

  it('gives the quick estimate C / D × 365 / term days (calendar days), apart from the APR', () => {
    // 18,600 / 58,200 × 365 / 273.75 (9 months of 365 / 12 days) = 42.61 %
    expect(computeOffer(cedar).estimatedAnnualCostBps).toBe(4_261);
  });

  it('lets the last payment absorb the rounding, so the payments add up to the total repayment exactly', () => {
    const offer = computeOffer(cedar);
    const payments = offerPayments(offer);
    expect(payments).toHaveLength(189);
    expect(payments.slice(0, 188).every((payment) => payment === 40_635)).toBe(true);
    expect(payments[188]).toBe(40_620);
    expect(payments.reduce((sum, payment) => sum + payment, 0)).toBe(offer.totalRepaymentCents);
  });

  it('counts payments from the term: 21 business days, 52/12 weeks, 26/12 fortnights per month; halves round up', () => {
    const count = (term: OfferMathInput['term'], frequency: PaymentFrequency) =>
      computeOffer({ ...cedar, term, frequency }).paymentCount;
    expect(count({ months: 9 }, 'daily')).toBe(189);
    expect(count({ months: 6 }, 'daily')).toBe(126);
    expect(count({ months: 12 }, 'monthly')).toBe(12);
    expect(count({ months: 12 }, 'weekly')).toBe(52);
    expect(count({ months: 12 }, 'biweekly')).toBe(26);
    expect(count({ months: 1 }, 'weekly')).toBe(4); // 4.33
    expect(count({ months: 2 }, 'weekly')).toBe(9); // 8.67
    expect(count({ months: 6 }, 'weekly')).toBe(26);
    expect(count({ months: 1 }, 'biweekly')).toBe(2); // 2.17
    expect(count({ businessDays: 120 }, 'daily')).toBe(120);
    expect(count({ businessDays: 120 }, 'weekly')).toBe(25); // 24.76
    expect(count({ businessDays: 126 }, 'monthly')).toBe(6);
  });

  it('treats a term in business days like the same term in months (21 business days a month)', () => {
    expect(computeOffer({ ...cedar, term: { businessDays: 189 } })).toEqual(computeOffer(cedar));
  });

  it('adds later mandatory fees to the cost, not to the payments', () => {
    const offer = computeOffer({ ...cedar, otherFeesCents: 50_000 });
    expect(offer.totalRepaymentCents).toBe(7_680_000);
    expect(offer.totalCostCents).toBe(1_910_000);
  });

  it('solves the APR beyond a periodic rate of 100 % when the fees leave little disbursed', () => {
    const offer = computeOffer({ ...harbor, feesWithheldCents: 4_990_000, term: { months: 1 } });
    // 21 payments of $3,214.29 against $100 disbursed: i ≈ 32.14 per business day
    expect(offer.aprBps).toBeGreaterThan(252 * 10_000);
    const payments = offerPayments(offer);
    const presentValueAt = (aprBps: number) =>
      payments.reduce((sum, payment, k) => sum + payment / (1 + aprBps / 10_000 / 252) ** (k + 1), 0);
    expect(presentValueAt(offer.aprBps - 1)).toBeGreaterThan(offer.disbursedCents);
    expect(presentValueAt(offer.aprBps + 1)).toBeLessThan(offer.disbursedCents);
  });

  it('has no payment burden without a monthly revenue', () => {
    expect(computeOffer({ ...cedar, monthlyRevenueCents: null }).paymentBurdenBps).toBeNull();
    expect(computeOffer({ ...cedar, monthlyRevenueCents: undefined }).paymentBurdenBps).toBeNull();
    expect(computeOffer({ ...cedar, monthlyRevenueCents: 0 }).paymentBurdenBps).toBeNull();
  });

  describe('refuses offers it cannot disclose, with a sentence and the field', () => {
    it.each<[string, Partial<OfferMathInput>, string, string]>([
      ['a zero amount', { amountCents: 0 }, 'amountCents', 'The amount must be more than $0'],
      ['a negative amount', { amountCents: -100 }, 'amountCents', 'The amount must be more than $0'],
      ['a fraction of a cent', { amountCents: 100.5 }, 'amountCents', 'The amount must be a whole number of cents'],
      [
        'an amount above $10,000,000',
        { amountCents: 1_000_000_001 },
        'amountCents',
        'The amount must be at most $10,000,000.00',
      ],
      ['negative fees', { feesWithheldCents: -1 }, 'feesWithheldCents', 'The fees withheld cannot be negative'],
      [
        'fees equal to the amount',
        { feesWithheldCents: 6_000_000 },
        'feesWithheldCents',
        'The fees withheld must be less than the amount',
      ],
      [
        'fees above the amount',
        { feesWithheldCents: 7_000_000 },
        'feesWithheldCents',
        'The fees withheld must be less than the amount',
      ],
      ['negative later fees', { otherFeesCents: -1 }, 'otherFeesCents', 'Other mandatory fees cannot be negative'],
      [
        'a factor below 1.0100',
        { pricing: { type: 'factor', factorE4: 10_099 } },
        'pricing.factorE4',
        'The factor rate must be from 1.0100 to 2.5000',
      ],
      [
        'a factor above 2.5000',
        { pricing: { type: 'factor', factorE4: 25_001 } },
        'pricing.factorE4',
        'The factor rate must be from 1.0100 to 2.5000',
      ],
      [
        'a zero interest rate',
        { pricing: { type: 'interest', interestBps: 0 } },
        'pricing.interestBps',
        'The interest rate must be from 0.01% to 199.99% a year',
      ],
      [
        'an interest rate of 200 %',
        { pricing: { type: 'interest', interestBps: 20_000 } },
        'pricing.interestBps',
        'The interest rate must be from 0.01% to 199.99% a year',
      ],
      ['a zero term', { term: { months: 0 } }, 'term.months', 'The term must be from 1 to 360 months'],
      ['a term over 30 years', { term: { months: 361 } }, 'term.months', 'The term must be from 1 to 360 months'],
      [
        'a zero business-day term',
        { term: { businessDays: 0 } },
        'term.businessDays',
        'The term must be from 1 to 7,560 business days',
      ],
      [
        'a term shorter than one payment period',
        { term: { businessDays: 3 }, frequency: 'weekly' },
        'term',
        'A term of 3 business days is shorter than one weekly payment period',
      ],
      ['no term', { term: {} as OfferMathInput['term'] }, 'term', 'Give the term either in months or in business days'],
      [
        'a term in both months and business days',
        { term: { months: 9, businessDays: 189 } as OfferMathInput['term'] },
        'term',
        'Give the term either in months or in business days',
      ],
      [
        'pricing that is neither a factor nor an interest rate',
        { pricing: { type: 'discount', factorE4: 12_800 } as unknown as OfferMathInput['pricing'] },
        'pricing.type',
        'The pricing must be a factor rate or an interest rate',
      ],
      [
        'an unknown frequency',
        { frequency: 'yearly' as PaymentFrequency },
        'frequency',
        'The payment frequency must be daily, weekly, biweekly or monthly',
      ],
      [
        'a negative revenue',
        { monthlyRevenueCents: -1 },
        'monthlyRevenueCents',
        'The monthly revenue cannot be negative',
      ],
    ])('%s', (_case, change, field, sentence) => {
      let thrown: unknown;
      try {
        computeOffer({ ...cedar, ...change });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ValidationError);
      expect((thrown as ValidationError).message).toBe(sentence);
      expect((thrown as ValidationError).fieldErrors).toEqual({ [field]: sentence });
    });

    it('more payments than the repayment has cents to share', () => {
      // $1.28 over 189 business days: payments of $0.01 would leave a negative last payment, $0.00 is no payment
      const sentence =
        'The total repayment cannot be split into 189 payments of at least one cent each; choose a shorter term or less frequent payments';
      expect(() => computeOffer({ ...cedar, amountCents: 100, feesWithheldCents: 0 })).toThrow(
        new ValidationError(sentence, { term: sentence }),
      );
    });
  });

  describe('over random valid offers', () => {
    const frequency = fc.constantFrom<PaymentFrequency>('daily', 'weekly', 'biweekly', 'monthly');
    const term = fc.oneof(
      fc.record({ months: fc.integer({ min: 1, max: 36 }) }),
      fc.record({ businessDays: fc.integer({ min: 21, max: 756 }) }),
    );
    const offer = fc
      .record({
        amountCents: fc.integer({ min: 500_000, max: 500_000_000 }),
        feePercent: fc.integer({ min: 0, max: 20 }),
        otherFeesCents: fc.integer({ min: 0, max: 100_000 }),
        pricing: fc.oneof(
          fc.record({ type: fc.constant('factor' as const), factorE4: fc.integer({ min: 10_100, max: 25_000 }) }),
          fc.record({ type: fc.constant('interest' as const), interestBps: fc.integer({ min: 1, max: 19_999 }) }),
        ),
        term,
        frequency,
        monthlyRevenueCents: fc.option(fc.integer({ min: 1, max: 100_000_000 })),
      })
      .map(({ feePercent, ...rest }): OfferMathInput => ({
        ...rest,
        feesWithheldCents: Math.floor((rest.amountCents * feePercent) / 100),
      }));

    it('pays exactly the total repayment, in positive whole-cent payments', () => {
      fc.assert(
        fc.property(offer, (input) => {
          const result = computeOffer(input);
          const payments = offerPayments(result);
          expect(payments).toHaveLength(result.paymentCount);
          expect(payments.every((payment) => Number.isSafeInteger(payment) && payment > 0)).toBe(true);
          expect(payments.reduce((sum, payment) => sum + payment, 0)).toBe(result.totalRepaymentCents);
        }),
      );
    });

    it('has a positive APR whenever the offer costs something', () => {
      fc.assert(
        fc.property(offer, (input) => {
          const result = computeOffer(input);
          expect(result.totalCostCents).toBeGreaterThan(0);
          expect(result.aprBps).toBeGreaterThan(0);
        }),
      );
    });

    it('never lowers the APR when the factor goes up for the same amount, fees and term', () => {
      const pair = fc.tuple(offer, fc.integer({ min: 10_100, max: 25_000 }), fc.integer({ min: 10_100, max: 25_000 }));
      fc.assert(
        fc.property(pair, ([input, a, b]) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lower = computeOffer({ ...input, pricing: { type: 'factor', factorE4: low } });
          const higher = computeOffer({ ...input, pricing: { type: 'factor', factorE4: high } });
          expect(higher.aprBps).toBeGreaterThanOrEqual(lower.aprBps);
        }),
      );
    });
  });
});

describe('actuarialAprBps (12 CFR 1026 App. J)', () => {
  it('is zero when the payments only give the money back', () => {
    expect(
      actuarialAprBps(
        120_000,
        [10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
        12,
      ),
    ).toBe(0);
  });

  it('annualizes the periodic rate with the periods per year', () => {
    // $1,000 repaid by one payment of $1,010 a month later: 1 % a month, 12.00 % a year
    expect(actuarialAprBps(100_000, [101_000], 12)).toBe(1_200);
  });
});

describe('offer badges (BACKOFFICE §5.2, R22)', () => {
  it("gives Rosa's Summit offer all three badges", () => {
    const offers = [computeOffer(cedar), computeOffer(harbor), computeOffer(summit)];
    expect(offerBadges(offers)).toEqual([[], [], ['lowest_apr', 'lowest_total_cost', 'lowest_payment']]);
  });

  it('compares payments per month, so a daily offer does not win on its small daily payment', () => {
    const [cedarBadges] = offerBadges([computeOffer(cedar), computeOffer(summit)]);
    expect(cedarBadges).not.toContain('lowest_payment');
  });

  it('shares a badge between tied offers and gives none to a single offer', () => {
    expect(offerBadges([computeOffer(cedar), computeOffer(cedar)])).toEqual([
      ['lowest_apr', 'lowest_total_cost', 'lowest_payment'],
      ['lowest_apr', 'lowest_total_cost', 'lowest_payment'],
    ]);
    expect(offerBadges([computeOffer(cedar)])).toEqual([[]]);
    expect(offerBadges([])).toEqual([]);
  });
});
