/**
 * *Enter offer received by e-mail* (R13): the form's text fields turned into the server's `OfferTermsInput` (integer
 * cents, basis points, ten-thousandths), parsed from their decimal text without floats. The server validates the
 * ranges again (offer-math.ts) and its sentences show under the fields.
 */
import { z } from 'zod';
import { PRODUCT_CODES } from '../../../lib/catalogue';

const MONEY = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** "60,000" / "1800.5" → 6000000 / 180050; null when it is not an amount of dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const value = text.trim().replace(/^\$/, '');
  if (!MONEY.test(value)) return null;
  const [whole, fraction = ''] = value.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A decimal with at most `digits` decimals, scaled to an integer: ("1.28", 4) → 12800, ("24", 2) → 2400. */
export function decimalToScaled(text: string, digits: number): number | null {
  const value = text.trim();
  if (!new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`).test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0'));
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
const positive = (value: number | null) => (value !== null && value > 0 ? value : null);

export const offerEntrySchema = z
  .object({
    lenderId: z.string(),
    evidenceDocumentId: z.string(),
    product: z.enum(PRODUCT_CODES, { error: 'Choose a product' }),
    amount: z.string(),
    pricingType: z.enum(['factor', 'interest']),
    rate: z.string(),
    termUnit: z.enum(['months', 'businessDays']),
    term: z.string(),
    frequency: z.enum(['daily', 'weekly', 'biweekly', 'monthly']),
    feeKind: z.enum(['percent', 'dollars']),
    fee: z.string(),
    otherFees: z.string(),
    prepayment: z.string(),
    conditions: z.string(),
    expiresInDays: z.string(),
    exceptionNote: z.string(),
  })
  .transform((values, context) => {
    // Every field is checked, so the form shows all its mistakes at once.
    const problems: [string, string][] = [];
    const check = <T>(value: T | null, path: string, message: string): T | null => {
      if (value === null) problems.push([path, message]);
      return value;
    };
    const factor = values.pricingType === 'factor';
    check(values.lenderId || null, 'lenderId', 'Choose the lender that sent the offer');
    check(
      values.evidenceDocumentId || null,
      'evidenceDocumentId',
      'Choose the document the offer came in (the evidence)',
    );
    const amountCents = check(
      positive(dollarsToCents(values.amount)),
      'amount',
      'Enter the amount in dollars, e.g. 60,000',
    );
    const rate = check(
      decimalToScaled(values.rate, factor ? 4 : 2),
      'rate',
      factor ? 'Enter the factor rate, e.g. 1.28' : 'Enter the yearly interest rate in %, e.g. 24',
    );
    const term = check(positive(wholeNumber(values.term)), 'term', 'Enter the term as a whole number');
    const percentFee = values.feeKind === 'percent';
    const fee = check(
      values.fee.trim() === '' ? 0 : percentFee ? decimalToScaled(values.fee, 2) : dollarsToCents(values.fee),
      'fee',
      percentFee ? 'Enter the fee in %, e.g. 3' : 'Enter the fee in dollars, e.g. 1,800',
    );
    const otherFeesCents = check(
      values.otherFees.trim() === '' ? 0 : dollarsToCents(values.otherFees),
      'otherFees',
      'Enter the other fees in dollars, e.g. 250',
    );
    const days = wholeNumber(values.expiresInDays);
    const expiresInDays = check(
      days !== null && days >= 1 && days <= 30 ? days : null,
      'expiresInDays',
      'The offer must expire in 1 to 30 days',
    );
    const prepayment = check(
      values.prepayment.trim().length <= 500 ? values.prepayment.trim() : null,
      'prepayment',
      'The prepayment terms must be at most 500 characters',
    );
    const exceptionNote = check(
      values.exceptionNote.trim().length <= 1_000 ? values.exceptionNote.trim() : null,
      'exceptionNote',
      'The exception note must be at most 1,000 characters',
    );
    for (const [path, message] of problems) context.addIssue({ code: 'custom', path: [path], message });
    if (
      problems.length > 0 ||
      amountCents === null ||
      rate === null ||
      term === null ||
      fee === null ||
      otherFeesCents === null ||
      expiresInDays === null
    )
      return z.NEVER;
    return {
      lenderId: values.lenderId,
      evidenceDocumentId: values.evidenceDocumentId,
      terms: {
        product: values.product,
        amountCents,
        pricingType: values.pricingType,
        ...(factor ? { factorE4: rate } : { interestBps: rate }),
        ...(values.termUnit === 'months' ? { termMonths: term } : { termBusinessDays: term }),
        frequency: values.frequency,
        ...(percentFee ? { originationFeeBps: fee } : { originationFeeCents: fee }),
        otherFeesCents,
        prepayment: prepayment || 'none',
        conditions: values.conditions
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        expiresInDays,
        ...(exceptionNote ? { exceptionNote } : {}),
      },
    };
  });

export type OfferEntryValues = z.input<typeof offerEntrySchema>;
export type OfferEntry = z.output<typeof offerEntrySchema>;

export const EMPTY_OFFER_ENTRY: OfferEntryValues = {
  lenderId: '',
  evidenceDocumentId: '',
  product: 'revenue-based-financing',
  amount: '',
  pricingType: 'factor',
  rate: '',
  termUnit: 'months',
  term: '',
  frequency: 'daily',
  feeKind: 'percent',
  fee: '',
  otherFees: '',
  prepayment: '',
  conditions: '',
  expiresInDays: '7',
  exceptionNote: '',
};

/** The business days of a month in offer terms (offer-math.ts BUSINESS_DAYS_PER_MONTH). */
const BUSINESS_DAYS_PER_MONTH = 21;

/** What *Revise* needs of a stored offer: its product, terms and figures as the server returns them. */
export interface RevisableOffer {
  product: string;
  prepayment: string;
  conditions: readonly string[];
  figures: {
    amountCents: number;
    pricingType: 'factor' | 'interest';
    factorE4?: number | null;
    interestBps?: number | null;
    termBusinessDays: number;
    frequency: OfferEntryValues['frequency'];
    feesWithheldCents: number;
    otherFeesCents: number;
  };
}

const centsText = (cents: number) => (cents / 100).toFixed(2);

/**
 * R20 *Revise*: a stored offer as the form's values, so the lender changes what differs and sends a new offer. The
 * origination fee comes back in dollars (what was withheld), the term in months when it is whole months.
 */
export function offerEntryFromOffer(offer: RevisableOffer): OfferEntryValues {
  const { figures } = offer;
  const factor = figures.pricingType === 'factor';
  const wholeMonths = figures.termBusinessDays % BUSINESS_DAYS_PER_MONTH === 0;
  return {
    ...EMPTY_OFFER_ENTRY,
    product: (PRODUCT_CODES as readonly string[]).includes(offer.product)
      ? (offer.product as OfferEntryValues['product'])
      : EMPTY_OFFER_ENTRY.product,
    amount: centsText(figures.amountCents),
    pricingType: figures.pricingType,
    rate: factor ? ((figures.factorE4 ?? 0) / 10_000).toFixed(4) : ((figures.interestBps ?? 0) / 100).toFixed(2),
    termUnit: wholeMonths ? 'months' : 'businessDays',
    term: String(wholeMonths ? figures.termBusinessDays / BUSINESS_DAYS_PER_MONTH : figures.termBusinessDays),
    frequency: figures.frequency,
    feeKind: 'dollars',
    fee: figures.feesWithheldCents > 0 ? centsText(figures.feesWithheldCents) : '',
    otherFees: figures.otherFeesCents > 0 ? centsText(figures.otherFeesCents) : '',
    prepayment: offer.prepayment,
    conditions: offer.conditions.join('\n'),
  };
}
