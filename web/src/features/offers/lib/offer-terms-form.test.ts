import { describe, expect, it } from 'vitest';
import { decimalToScaled, dollarsToCents, EMPTY_OFFER_ENTRY, offerEntrySchema } from './offer-terms-form';

describe('Enter offer: the form into OfferTermsInput', () => {
  it('reads dollars, factors and percentages exactly, without floats', () => {
    expect(dollarsToCents('60,000')).toBe(6_000_000);
    expect(dollarsToCents('$1,800.5')).toBe(180_050);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('60.000')).toBeNull();
    expect(dollarsToCents('6,00')).toBeNull();
    expect(decimalToScaled('1.28', 4)).toBe(12_800);
    expect(decimalToScaled('1.2855', 4)).toBe(12_855);
    expect(decimalToScaled('24', 2)).toBe(2_400);
    expect(decimalToScaled('0.29', 2)).toBe(29);
    expect(decimalToScaled('1.23456', 4)).toBeNull();
  });

  it("gives Cedar's offer of §5.2 as the server's terms", () => {
    const parsed = offerEntrySchema.parse({
      ...EMPTY_OFFER_ENTRY,
      lenderId: '3',
      evidenceDocumentId: '61',
      amount: '60,000',
      rate: '1.28',
      term: '9',
      fee: '3',
      conditions: 'Bank verification\n\n  Signed contract within 5 days ',
    });
    expect(parsed).toEqual({
      lenderId: '3',
      evidenceDocumentId: '61',
      terms: {
        product: 'revenue-based-financing',
        amountCents: 6_000_000,
        pricingType: 'factor',
        factorE4: 12_800,
        termMonths: 9,
        frequency: 'daily',
        originationFeeBps: 300,
        otherFeesCents: 0,
        prepayment: 'none',
        conditions: ['Bank verification', 'Signed contract within 5 days'],
        expiresInDays: 7,
      },
    });
  });

  it('lists every mistake at once, each under its field', () => {
    const result = offerEntrySchema.safeParse({ ...EMPTY_OFFER_ENTRY, amount: 'lots', rate: '1,28', term: '0', expiresInDays: '31' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(byField).toEqual({
      lenderId: 'Choose the lender that sent the offer',
      evidenceDocumentId: 'Choose the document the offer came in (the evidence)',
      amount: 'Enter the amount in dollars, e.g. 60,000',
      rate: 'Enter the factor rate, e.g. 1.28',
      term: 'Enter the term as a whole number',
      expiresInDays: 'The offer must expire in 1 to 30 days',
    });
  });
});
