import { z } from 'zod';
import { ENTITY_TYPE_CODES, PRODUCT_CODES, US_STATE_CODES } from '../../catalogue/index.js';
import { parseInput } from '../../shared/validation.js';
import { DOCUMENT_TYPE_CODES } from '../documents/document-types.js';

/**
 * A program version's criteria (BACKOFFICE §4.1, `schema: 1`): one JSON document per immutable program version,
 * validated by this one schema wherever it is written (the funding matrix form, the seed) and read back by the
 * matching engine. Every criterion except product and the amount range is optional: absent = no constraint.
 * Money is integer cents, rates basis points, factor rates ten-thousandths (BACKOFFICE §0). Unknown keys are
 * refused, so a typo never silently drops a constraint; a new criterion is a new optional field with a new `schema`.
 *
 * Products: the platform has one product list, the catalogue's five (`catalogue/products.ts`). BACKOFFICE R3's
 * longer list (`mca`, `equipment`, `sba`, …) is not a second list: a merchant cash advance program is
 * `revenue-based-financing` here, and products the catalogue does not offer cannot be matched to any application.
 */

export const PROGRAM_CRITERIA_MESSAGES = {
  amountOrder: 'Minimum amount must be less than or equal to maximum amount',
  statesEmpty: 'Choose at least one state or switch to All states',
  minFico: 'Minimum FICO must be between 300 and 850',
  ficoExceptionLower: 'FICO exception must be lower than the minimum FICO',
  naics: 'Industry code must be 2 to 6 digits',
} as const;

export const PROGRAM_CRITERIA_LIMITS = {
  amountCents: { min: 100_000, max: 1_000_000_000 },
  maxPctOfMonthlyRevenue: { min: 10, max: 300 },
  fico: { min: 300, max: 850 },
  onTimeTradeMonths: { min: 1, max: 24 },
  monthsInBusiness: { min: 0, max: 600 },
  monthlyRevenueCents: { min: 0, max: 1_000_000_000 },
  existingPositions: { min: 0, max: 10 },
  termMonths: { min: 1, max: 360 },
  factorE4: { min: 10_500, max: 20_000 },
  aprBps: { min: 100, max: 20_000 },
  bankStatementMonths: { min: 1, max: 12 },
  taxReturnYears: { min: 1, max: 5 },
  toleranceFicoPoints: { min: 0, max: 100 },
  toleranceMonths: { min: 0, max: 24 },
  tolerancePct: { min: 0, max: 100 },
} as const;

/** BACKOFFICE R3: the near-miss tolerances a program gets when it names none. */
export const DEFAULT_TOLERANCE = { ficoPoints: 30, months: 3, revenuePct: 15 } as const;

export const CRITERIA_MODES = ['all', 'only', 'except'] as const;
export type CriteriaMode = (typeof CRITERIA_MODES)[number];

export const PAYMENT_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

const L = PROGRAM_CRITERIA_LIMITS;

/** "Unknown field: x" for a key the document does not have, as the intake API says it. */
function strict<Shape extends z.core.$ZodLooseShape>(shape: Shape, what: string) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : `${what} must be an object`),
  });
}

function wholeNumber(range: { min: number; max: number }, message: string) {
  return z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

const amountCents = (label: string) =>
  wholeNumber(L.amountCents, `${label} must be from ${dollars(L.amountCents.min)} to ${dollars(L.amountCents.max)}`);

const ficoScore = wholeNumber(L.fico, PROGRAM_CRITERIA_MESSAGES.minFico);

/** A min/max pair of whole numbers in one range, min ≤ max. */
function range(limits: { min: number; max: number }, label: string, unit: (value: number) => string = String) {
  const message = `${label} must be from ${unit(limits.min)} to ${unit(limits.max)}`;
  return strict({ min: wholeNumber(limits, message), max: wholeNumber(limits, message) }, label).refine((pair) => pair.min <= pair.max, {
    message: `Minimum ${label.toLowerCase()} must be less than or equal to maximum ${label.toLowerCase()}`,
    path: ['min'],
  });
}

/** Codes listed once each, in the order given. */
const unique = <T>(values: T[]) => [...new Set(values)];

const stateCode = z.enum(US_STATE_CODES, { error: 'State must be a two-letter US state code' });
const naicsPrefix = z.string({ error: PROGRAM_CRITERIA_MESSAGES.naics }).regex(/^\d{2,6}$/, PROGRAM_CRITERIA_MESSAGES.naics);
const mode = z.enum(CRITERIA_MODES, { error: 'Mode must be all, only or except' });

const states = strict({ mode, codes: z.array(stateCode, { error: 'States must be a list of state codes' }).default([]) }, 'States')
  .refine((rule) => rule.mode === 'all' || rule.codes.length > 0, { message: PROGRAM_CRITERIA_MESSAGES.statesEmpty, path: ['codes'] })
  // "All states" ignores any codes left over from the form.
  .transform((rule) => ({ mode: rule.mode, codes: rule.mode === 'all' ? [] : unique(rule.codes) }));

const industries = strict({ mode, naics: z.array(naicsPrefix, { error: 'Industries must be a list of NAICS codes' }).default([]) }, 'Industries')
  .refine((rule) => rule.mode === 'all' || rule.naics.length > 0, {
    message: 'Choose at least one industry or switch to All industries',
    path: ['naics'],
  })
  .transform((rule) => ({ mode: rule.mode, naics: rule.mode === 'all' ? [] : unique(rule.naics) }));

const OTHER_DOCUMENT_TYPES = DOCUMENT_TYPE_CODES.filter((type) => type !== 'bank_statements' && type !== 'tax_return') as [
  Exclude<(typeof DOCUMENT_TYPE_CODES)[number], 'bank_statements' | 'tax_return'>,
  ...Exclude<(typeof DOCUMENT_TYPE_CODES)[number], 'bank_statements' | 'tax_return'>[],
];

/**
 * A document a program asks for, of the types the documents module requests from clients
 * (`documents/document-types.ts`; R3's "owner ID" is `photo_id`): bank statements for the last N months,
 * tax returns for the last N years, any other type once.
 */
const requiredDocument = z.discriminatedUnion(
  'type',
  [
    strict(
      {
        type: z.literal('bank_statements'),
        months: wholeNumber(L.bankStatementMonths, `Bank statement months must be from ${L.bankStatementMonths.min} to ${L.bankStatementMonths.max}`),
      },
      'Required document',
    ),
    strict(
      {
        type: z.literal('tax_return'),
        years: wholeNumber(L.taxReturnYears, `Tax return years must be from ${L.taxReturnYears.min} to ${L.taxReturnYears.max}`),
      },
      'Required document',
    ),
    strict({ type: z.enum(OTHER_DOCUMENT_TYPES) }, 'Required document'),
  ],
  { error: `Document type must be one of: ${DOCUMENT_TYPE_CODES.join(', ')}` },
);

const percent = (value: number) => `${value} %`;

export const programCriteriaSchema = strict(
  {
    schema: z.literal(1, { error: 'Criteria schema must be 1' }),
    product: z.enum(PRODUCT_CODES, { error: `Product must be one of: ${PRODUCT_CODES.join(', ')}` }),
    amount: strict(
      {
        minCents: amountCents('Minimum amount'),
        maxCents: amountCents('Maximum amount'),
        maxPctOfMonthlyRevenue: wholeNumber(
          L.maxPctOfMonthlyRevenue,
          `Maximum % of monthly revenue must be from ${L.maxPctOfMonthlyRevenue.min} to ${L.maxPctOfMonthlyRevenue.max}`,
        ).optional(),
      },
      'Amount',
    ).refine((amount) => amount.minCents <= amount.maxCents, { message: PROGRAM_CRITERIA_MESSAGES.amountOrder, path: ['minCents'] }),
    minFico: ficoScore.optional(),
    /** BACKOFFICE §4.5: a lower minimum FICO for applicants with N on-time reported trade months. */
    ficoException: strict(
      {
        minFico: ficoScore,
        minOnTimeTradeMonths: wholeNumber(
          L.onTimeTradeMonths,
          `On-time trade months must be from ${L.onTimeTradeMonths.min} to ${L.onTimeTradeMonths.max}`,
        ),
      },
      'FICO exception',
    ).optional(),
    minMonthsInBusiness: wholeNumber(
      L.monthsInBusiness,
      `Minimum months in business must be from ${L.monthsInBusiness.min} to ${L.monthsInBusiness.max}`,
    ).optional(),
    minMonthlyRevenueCents: wholeNumber(
      L.monthlyRevenueCents,
      `Minimum monthly revenue must be from ${dollars(L.monthlyRevenueCents.min)} to ${dollars(L.monthlyRevenueCents.max)}`,
    ).optional(),
    requireVerified: strict(
      {
        revenue: z.boolean({ error: 'Verified revenue must be true or false' }).default(false),
        fico: z.boolean({ error: 'Verified FICO must be true or false' }).default(false),
      },
      'Required verification',
    ).optional(),
    /** 0 = first position only. */
    maxExistingPositions: wholeNumber(
      L.existingPositions,
      `Maximum existing positions must be from ${L.existingPositions.min} to ${L.existingPositions.max}`,
    ).optional(),
    states: states.optional(),
    /** NAICS prefixes: a rule on 722 covers every code starting 722. */
    industries: industries.optional(),
    excludedEntityTypes: z
      .array(z.enum(ENTITY_TYPE_CODES, { error: `Entity type must be one of: ${ENTITY_TYPE_CODES.join(', ')}` }), {
        error: 'Excluded entity types must be a list',
      })
      .transform(unique)
      .optional(),
    termMonths: range(L.termMonths, 'Term months').optional(),
    frequencies: z
      .array(z.enum(PAYMENT_FREQUENCIES, { error: `Payment frequency must be one of: ${PAYMENT_FREQUENCIES.join(', ')}` }), {
        error: 'Payment frequencies must be a list',
      })
      .min(1, 'Choose at least one payment frequency')
      .transform(unique)
      .optional(),
    /** Shown as "typical", never as a quote: a factor range or an APR range. */
    typicalPricing: strict(
      {
        factorE4: range(L.factorE4, 'Factor', (value) => (value / 10_000).toFixed(2)).optional(),
        aprBps: range(L.aprBps, 'APR', (value) => percent(value / 100)).optional(),
      },
      'Typical pricing',
    )
      .refine((pricing) => (pricing.factorE4 === undefined) !== (pricing.aprBps === undefined), {
        message: 'Typical pricing is a factor range or an APR range, not both',
      })
      .optional(),
    requiredDocs: z.array(requiredDocument, { error: 'Required documents must be a list' }).optional(),
    /** Near-miss tolerances (BACKOFFICE §4.2); only FICO, months and revenue have one. */
    tolerance: strict(
      {
        ficoPoints: wholeNumber(
          L.toleranceFicoPoints,
          `FICO tolerance must be from ${L.toleranceFicoPoints.min} to ${L.toleranceFicoPoints.max} points`,
        ).default(DEFAULT_TOLERANCE.ficoPoints),
        months: wholeNumber(L.toleranceMonths, `Months tolerance must be from ${L.toleranceMonths.min} to ${L.toleranceMonths.max}`).default(
          DEFAULT_TOLERANCE.months,
        ),
        revenuePct: wholeNumber(
          L.tolerancePct,
          `Revenue tolerance must be from ${L.tolerancePct.min} to ${L.tolerancePct.max} %`,
        ).default(DEFAULT_TOLERANCE.revenuePct),
      },
      'Tolerance',
    ).default(DEFAULT_TOLERANCE),
  },
  'Criteria',
).refine((criteria) => criteria.ficoException === undefined || (criteria.minFico !== undefined && criteria.ficoException.minFico < criteria.minFico), {
  message: PROGRAM_CRITERIA_MESSAGES.ficoExceptionLower,
  path: ['ficoException', 'minFico'],
});

/** A validated criteria document, defaults filled in (tolerance; `requireVerified` flags). */
export type ProgramCriteria = z.output<typeof programCriteriaSchema>;
/** What a writer may send: defaults may be left out. */
export type ProgramCriteriaInput = z.input<typeof programCriteriaSchema>;

/** Validates a criteria document; a bad one throws ValidationError with a message per field ("amount.minCents"). */
export function parseProgramCriteria(input: unknown): ProgramCriteria {
  return parseInput(programCriteriaSchema, input);
}
