import { describe, expect, it } from 'vitest';
import { decimalToScaled, dollarsToCents, EMPTY_OFFER_ENTRY, offerEntryFromOffer, offerEntrySchema } from './offer-terms-form';

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

describe('Revise: a stored offer back into the form', () => {
  const stored = {
    product: 'revenue-based-financing',
    prepayment: 'none',
    conditions: ['Bank verification', 'Signed contract within 5 days'],
    figures: { amountCents: 6_000_000, pricingType: 'factor', factorE4: 12_800, interestBps: null, termBusinessDays: 189, frequency: 'daily', feesWithheldCents: 180_000, otherFeesCents: 25_050 },
  } as const;

  it('gives the same terms again, the fee in dollars and the term in months when it is a whole number of months', () => {
    const values = offerEntryFromOffer(stored);
    expect(values).toMatchObject({ amount: '60000.00', rate: '1.2800', termUnit: 'months', term: '9', feeKind: 'dollars', fee: '1800.00', otherFees: '250.50', prepayment: 'none', conditions: 'Bank verification\nSigned contract within 5 days', expiresInDays: '7' });
    const { terms } = offerEntrySchema.parse({ ...values, lenderId: 'self', evidenceDocumentId: 'none' });
    expect(terms).toMatchObject({ amountCents: 6_000_000, factorE4: 12_800, termMonths: 9, originationFeeCents: 180_000, otherFeesCents: 25_050, frequency: 'daily' });
  });

  it('keeps business days, and a yearly interest rate in %', () => {
    const values = offerEntryFromOffer({ ...stored, figures: { ...stored.figures, pricingType: 'interest', factorE4: null, interestBps: 2_450, termBusinessDays: 100, feesWithheldCents: 0 } });
    expect(values).toMatchObject({ pricingType: 'interest', rate: '24.50', termUnit: 'businessDays', term: '100', fee: '' });
  });
});
