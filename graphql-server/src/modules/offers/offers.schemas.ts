import { z } from 'zod';
import { PRODUCT_CODES } from '../../catalogue/index.js';
import { ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { computeOffer, PAYMENT_FREQUENCIES, type OfferMath, type OfferMathInput } from './offer-math.js';

/** R20's sentences and limits (BACKOFFICE R20, R22, §3.3). */
export const MAX_LIVE_OFFERS_PER_FILE = 3;
export const OFFER_EXPIRY_DAYS = { min: 1, max: 30, default: 7 } as const;
export const OFFER_NOT_FOUND = 'Offer not found';
export const TOO_MANY_LIVE_OFFERS = 'Withdraw an offer before adding another';
export const NOT_OPEN_TO_OFFERS = 'This application is no longer open to offers';
export const ACCEPTED_ANOTHER = 'The applicant accepted another offer';
export const NO_LONGER_AVAILABLE = 'This offer is no longer available';
export const ACCEPT_ONLY_OFFERED = 'An offer can only be accepted while the application is in Offered';
export const READ_TERMS_REQUIRED = 'Confirm that you have read the terms';
export const ABOVE_PROGRAM_MAX = (max: string) => `The amount is above this program's maximum of ${max}: add an exception note`;
export const FELL_THROUGH_REASONS = [
  'verification_failed',
  'bank_verification_failed',
  'client_unresponsive',
  'terms_changed',
  'lender_capacity',
  'client_backed_out',
  'other',
] as const;
export type FellThroughReason = (typeof FELL_THROUGH_REASONS)[number];

const PREPAYMENT_MESSAGE = 'Prepayment terms must be at most 500 characters';
const CONDITION_MESSAGE = 'Each condition must be 1 to 200 characters';
const NOTE_MESSAGE = 'The exception note must be 5 to 500 characters';
const REASON_MESSAGE = 'The reason must be 5 to 500 characters';

const optionalInt = (message: string) => z.number({ error: message }).int(message).nullish();

/** The offer form (R20) as the API takes it: money in cents, rates in basis points, factors in ten-thousandths. */
export const offerTermsSchema = z
  .object({
    product: z.enum(PRODUCT_CODES, { error: 'Pick a product' }),
    amountCents: z.number({ error: 'The amount must be a whole number of cents' }).int('The amount must be a whole number of cents'),
    pricingType: z.enum(['factor', 'interest'], { error: 'The pricing must be a factor rate or an interest rate' }),
    factorE4: optionalInt('The factor rate must be from 1.0100 to 2.5000'),
    interestBps: optionalInt('The interest rate must be from 0.01% to 199.99% a year'),
    termMonths: optionalInt('The term must be from 1 to 360 months'),
    termBusinessDays: optionalInt('The term must be from 1 to 7,560 business days'),
    frequency: z.enum(PAYMENT_FREQUENCIES, { error: 'The payment frequency must be daily, weekly, biweekly or monthly' }),
    originationFeeCents: optionalInt('The origination fee must be a whole number of cents'),
    originationFeeBps: optionalInt('The origination fee must be from 0% to 100% of the amount'),
    otherFeesCents: optionalInt('Other mandatory fees must be a whole number of cents'),
    prepayment: z.string({ error: PREPAYMENT_MESSAGE }).trim().max(500, PREPAYMENT_MESSAGE).nullish(),
    conditions: z.array(z.string({ error: CONDITION_MESSAGE }).trim().min(1, CONDITION_MESSAGE).max(200, CONDITION_MESSAGE)).max(10, 'At most 10 conditions').nullish(),
    expiresInDays: z
      .number({ error: 'The offer must expire in 1 to 30 days' })
      .int('The offer must expire in 1 to 30 days')
      .min(OFFER_EXPIRY_DAYS.min, 'The offer must expire in 1 to 30 days')
      .max(OFFER_EXPIRY_DAYS.max, 'The offer must expire in 1 to 30 days')
      .nullish(),
    exceptionNote: z.string({ error: NOTE_MESSAGE }).trim().min(5, NOTE_MESSAGE).max(500, NOTE_MESSAGE).nullish(),
  })
  .superRefine((terms, ctx) => {
    if (terms.pricingType === 'factor' && terms.factorE4 == null) ctx.addIssue({ code: 'custom', path: ['factorE4'], message: 'Give the factor rate' });
    if (terms.pricingType === 'interest' && terms.interestBps == null) ctx.addIssue({ code: 'custom', path: ['interestBps'], message: 'Give the interest rate' });
    if ((terms.termMonths == null) === (terms.termBusinessDays == null)) ctx.addIssue({ code: 'custom', path: ['termMonths'], message: 'Give the term either in months or in business days' });
    if (terms.originationFeeCents != null && terms.originationFeeBps != null) {
      ctx.addIssue({ code: 'custom', path: ['originationFeeCents'], message: 'Give the origination fee in dollars or as a percentage, not both' });
    }
    if (terms.originationFeeBps != null && (terms.originationFeeBps < 0 || terms.originationFeeBps > 10_000)) {
      ctx.addIssue({ code: 'custom', path: ['originationFeeBps'], message: 'The origination fee must be from 0% to 100% of the amount' });
    }
  });
export type OfferTermsInput = z.input<typeof offerTermsSchema>;
export type OfferTerms = z.output<typeof offerTermsSchema>;

/** computeOffer's field names → the form's, so each message lands under the field the lender typed in. */
const MATH_FIELDS: Record<string, string> = {
  feesWithheldCents: 'originationFeeCents',
  otherFeesCents: 'otherFeesCents',
  'pricing.factorE4': 'factorE4',
  'pricing.interestBps': 'interestBps',
  'term.months': 'termMonths',
  'term.businessDays': 'termBusinessDays',
  term: 'termMonths',
};

/** The terms checked, and the §5.2 figures computed from them (the payment burden against `monthlyRevenueCents`). */
export function parseOfferTerms(input: unknown, monthlyRevenueCents: number | null): { terms: OfferTerms; math: OfferMath } {
  const terms = parseInput(offerTermsSchema, input);
  const feesWithheldCents =
    terms.originationFeeCents ?? (terms.originationFeeBps != null ? Math.round((terms.amountCents * terms.originationFeeBps) / 10_000) : 0);
  const mathInput: OfferMathInput = {
    amountCents: terms.amountCents,
    feesWithheldCents,
    otherFeesCents: terms.otherFeesCents ?? 0,
    pricing: terms.pricingType === 'factor' ? { type: 'factor', factorE4: terms.factorE4! } : { type: 'interest', interestBps: terms.interestBps! },
    term: terms.termMonths != null ? { months: terms.termMonths } : { businessDays: terms.termBusinessDays! },
    frequency: terms.frequency,
    monthlyRevenueCents,
  };
  try {
    return { terms, math: computeOffer(mathInput) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [MATH_FIELDS[field] ?? field, message]));
    throw new ValidationError(error.message, fieldErrors);
  }
}

export const offerReasonSchema = z.string({ error: REASON_MESSAGE }).trim().min(5, REASON_MESSAGE).max(500, REASON_MESSAGE);
export const optionalReasonSchema = z.string({ error: 'The reason must be at most 500 characters' }).trim().max(500, 'The reason must be at most 500 characters').nullish();
export const fellThroughSchema = z
  .object({
    reason: z.enum(FELL_THROUGH_REASONS, { error: 'Pick a reason' }),
    note: z.string({ error: 'The note must be at most 500 characters' }).trim().max(500, 'The note must be at most 500 characters').nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.reason === 'other' && (input.note?.length ?? 0) < 5) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say what happened (at least 5 characters)' });
  });
