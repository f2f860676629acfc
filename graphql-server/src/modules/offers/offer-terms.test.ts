import { describe, expect, it } from 'vitest';
import { computeOffer, type OfferMathInput } from './offer-math.js';
import {
  formatCentsPerDollar,
  formatFactor,
  formatPaymentSchedule,
  formatPercentBps,
  formatUsdCents,
  offerResultTexts,
} from './offer-terms.js';

const cedar: OfferMathInput = {
  amountCents: 6_000_000,
  feesWithheldCents: 180_000,
  otherFeesCents: 0,
  pricing: { type: 'factor', factorE4: 12_800 },
  term: { months: 9 },
  frequency: 'daily',
  monthlyRevenueCents: 3_800_000,
};
const harbor: OfferMathInput = {
  ...cedar,
  amountCents: 5_000_000,
  feesWithheldCents: 0,
  pricing: { type: 'factor', factorE4: 13_500 },
  term: { months: 6 },
};
const summit: OfferMathInput = {
  ...cedar,
  feesWithheldCents: 120_000,
  pricing: { type: 'interest', interestBps: 2_400 },
  term: { months: 12 },
  frequency: 'monthly',
};

describe("the result fields' texts (BACKOFFICE §3.2)", () => {
  it("writes Cedar's offer exactly as the spec's example", () => {
    expect(offerResultTexts(computeOffer(cedar))).toEqual({
      approvedAmount: '$60,000.00',
      term: '9 months · 189 business-day payments',
      rate: 'Factor 1.28 (APR 77.38%)',
      payment: '$406.35 daily',
    });
  });

  it('writes an interest offer with its annual rate', () => {
    expect(offerResultTexts(computeOffer(summit))).toEqual({
      approvedAmount: '$60,000.00',
      term: '12 months · 12 monthly payments',
      rate: '24.00% interest (APR 27.97%)',
      payment: '$5,673.58 monthly',
    });
  });

  it('names weekly and biweekly schedules, a single month and a term given in business days', () => {
    const weekly = offerResultTexts(
      computeOffer({
        ...cedar,
        pricing: { type: 'factor', factorE4: 13_100 },
        term: { months: 12 },
        frequency: 'weekly',
      }),
    );
    expect(weekly.term).toBe('12 months · 52 weekly payments');
    expect(weekly.payment).toBe('$1,511.54 weekly');
    expect(offerResultTexts(computeOffer({ ...cedar, term: { months: 1 }, frequency: 'biweekly' })).term).toBe(
      '1 month · 2 biweekly payments',
    );
    expect(offerResultTexts(computeOffer({ ...cedar, term: { months: 1 }, frequency: 'monthly' })).term).toBe(
      '1 month · 1 monthly payment',
    );
    expect(offerResultTexts(computeOffer({ ...cedar, term: { businessDays: 120 } })).term).toBe(
      '120 business days · 120 business-day payments',
    );
  });
});

describe("the comparison's figures (BACKOFFICE §5.2 table)", () => {
  it.each([
    [
      'Cedar',
      cedar,
      '$58,200.00',
      '$76,800.00',
      '189 × $406.35 daily',
      '$18,600.00',
      '77.38%',
      '32.0¢',
      '$8,533.33',
      '22.5%',
    ],
    [
      'Harbor',
      harbor,
      '$50,000.00',
      '$67,500.00',
      '126 × $535.71 daily',
      '$17,500.00',
      '125.91%',
      '35.0¢',
      '$11,250.00',
      '29.6%',
    ],
    [
      'Summit',
      summit,
      '$58,800.00',
      '$68,082.96',
      '12 × $5,673.58 monthly',
      '$9,282.96',
      '27.97%',
      '15.8¢',
      '$5,673.58',
      '14.9%',
    ],
  ])('%s reads as the table', (_name, input, receive, repay, payments, cost, apr, perDollar, perMonth, burden) => {
    const offer = computeOffer(input);
    expect([
      formatUsdCents(offer.disbursedCents),
      formatUsdCents(offer.totalRepaymentCents),
      formatPaymentSchedule(offer),
      formatUsdCents(offer.totalCostCents),
      formatPercentBps(offer.aprBps),
      formatCentsPerDollar(offer.centsPerDollarBps),
      formatUsdCents(offer.avgMonthlyPaymentCents),
      formatPercentBps(offer.paymentBurdenBps!, 1),
    ]).toEqual([receive, repay, payments, cost, apr, perDollar, perMonth, burden]);
  });

  it('formats money from cents exactly, however large', () => {
    expect(formatUsdCents(0)).toBe('$0.00');
    expect(formatUsdCents(5)).toBe('$0.05');
    expect(formatUsdCents(900_719_925_474_099)).toBe('$9,007,199,254,740.99');
  });

  it('shows a factor with at least two decimals and no trailing zeros beyond', () => {
    expect(formatFactor(12_800)).toBe('1.28');
    expect(formatFactor(12_850)).toBe('1.285');
    expect(formatFactor(10_100)).toBe('1.01');
    expect(formatFactor(20_000)).toBe('2.00');
    expect(formatFactor(12_345)).toBe('1.2345');
  });

  it('groups the thousands of a very high APR', () => {
    expect(formatPercentBps(81_000_123)).toBe('810,001.23%');
  });
});
