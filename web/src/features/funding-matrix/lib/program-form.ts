import { z } from 'zod';
import type { Criteria } from './criteria';

/**
 * R3's form: the criteria document as form fields (money in dollars, numbers as typed text). zod checks the simple
 * field rules with R3's messages at once; the server's one criteria schema (`programCriteriaPreview`) checks the rest.
 */
export const MODES = ['all', 'only', 'except'] as const;
export const FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export const OTHER_DOCUMENTS = ['photo_id', 'voided_check', 'business_license', 'other'] as const;

export const PROGRAM_FORM_MESSAGES = {
  name: 'Program name must be 3 to 80 characters',
  lender: 'Choose a lender',
  amountRequired: 'Enter an amount from $1,000 to $10,000,000',
  amountOrder: 'Minimum amount must be less than or equal to maximum amount',
  statesEmpty: 'Choose at least one state or switch to All states',
  minFico: 'Minimum FICO must be between 300 and 850',
  ficoExceptionLower: 'FICO exception must be lower than the minimum FICO',
  naics: 'Industry code must be 2 to 6 digits',
} as const;

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const isFico = (text: string) => text.trim() === '' || (/^\d+$/.test(text.trim()) && Number(text) >= 300 && Number(text) <= 850);
const isAmount = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) >= 1_000 && Number(text) <= 10_000_000;

export const programFormSchema = z
  .object({
    lenderId: z.string().min(1, PROGRAM_FORM_MESSAGES.lender),
    name: z.string().trim().min(3, PROGRAM_FORM_MESSAGES.name).max(80, PROGRAM_FORM_MESSAGES.name),
    product: z.string().min(1),
    amountMin: z.string().refine(isAmount, PROGRAM_FORM_MESSAGES.amountRequired),
    amountMax: z.string().refine(isAmount, PROGRAM_FORM_MESSAGES.amountRequired),
    maxPctOfMonthlyRevenue: z.string(),
    minFico: z.string().refine(isFico, PROGRAM_FORM_MESSAGES.minFico),
    exceptionFico: z.string().refine(isFico, PROGRAM_FORM_MESSAGES.minFico),
    exceptionMonths: z.string(),
    minMonths: z.string(),
    minRevenue: z.string(),
    verifiedRevenue: z.boolean(),
    verifiedFico: z.boolean(),
    maxPositions: z.string(),
    statesMode: z.enum(MODES),
    stateCodes: z.array(z.string()),
    industriesMode: z.enum(MODES),
    naics: z.string(),
    excludedEntityTypes: z.array(z.string()),
    termMin: z.string(),
    termMax: z.string(),
    frequencies: z.array(z.string()),
    pricingKind: z.enum(['none', 'factor', 'apr']),
    pricingMin: z.string(),
    pricingMax: z.string(),
    bankStatementMonths: z.string(),
    taxReturnYears: z.string(),
    otherDocuments: z.array(z.string()),
    toleranceFico: z.string(),
    toleranceMonths: z.string(),
    tolerancePct: z.string(),
  })
  .superRefine((values, context) => {
    if (isAmount(values.amountMin) && isAmount(values.amountMax) && Number(values.amountMin) > Number(values.amountMax)) {
      context.addIssue({ code: 'custom', path: ['amountMin'], message: PROGRAM_FORM_MESSAGES.amountOrder });
    }
    if (values.statesMode !== 'all' && values.stateCodes.length === 0) {
      context.addIssue({ code: 'custom', path: ['stateCodes'], message: PROGRAM_FORM_MESSAGES.statesEmpty });
    }
    if (naicsCodes(values.naics).some((code) => !/^\d{2,6}$/.test(code))) {
      context.addIssue({ code: 'custom', path: ['naics'], message: PROGRAM_FORM_MESSAGES.naics });
    }
    const exception = number(values.exceptionFico);
    const minimum = number(values.minFico);
    if (exception !== undefined && isFico(values.exceptionFico) && (minimum === undefined || exception >= minimum)) {
      context.addIssue({ code: 'custom', path: ['exceptionFico'], message: PROGRAM_FORM_MESSAGES.ficoExceptionLower });
    }
  });

export type ProgramFormValues = z.infer<typeof programFormSchema>;

export function naicsCodes(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

export function emptyProgramForm(lenderId = ''): ProgramFormValues {
  return {
    lenderId,
    name: '',
    product: 'revenue-based-financing',
    amountMin: '',
    amountMax: '',
    maxPctOfMonthlyRevenue: '',
    minFico: '',
    exceptionFico: '',
    exceptionMonths: '',
    minMonths: '',
    minRevenue: '',
    verifiedRevenue: false,
    verifiedFico: false,
    maxPositions: '',
    statesMode: 'all',
    stateCodes: [],
    industriesMode: 'all',
    naics: '',
    excludedEntityTypes: [],
    termMin: '',
    termMax: '',
    frequencies: [],
    pricingKind: 'none',
    pricingMin: '',
    pricingMax: '',
    bankStatementMonths: '',
    taxReturnYears: '',
    otherDocuments: [],
    toleranceFico: '30',
    toleranceMonths: '3',
    tolerancePct: '15',
  };
}

const cents = (dollars: string) => (dollars.trim() === '' ? undefined : Math.round(Number(dollars) * 100));
const dollarsText = (value: number | undefined) => (value === undefined ? '' : String(value / 100));
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The criteria document the form describes; empty fields are left out (no constraint). Not validated here. */
export function toCriteria(values: ProgramFormValues): Criteria {
  const criteria: Record<string, unknown> = {
    schema: 1,
    product: values.product,
    amount: { minCents: cents(values.amountMin) ?? 0, maxCents: cents(values.amountMax) ?? 0, maxPctOfMonthlyRevenue: number(values.maxPctOfMonthlyRevenue) },
    minFico: number(values.minFico),
    ficoException:
      values.exceptionFico.trim() || values.exceptionMonths.trim()
        ? { minFico: number(values.exceptionFico), minOnTimeTradeMonths: number(values.exceptionMonths) }
        : undefined,
    minMonthsInBusiness: number(values.minMonths),
    minMonthlyRevenueCents: cents(values.minRevenue),
    requireVerified: values.verifiedRevenue || values.verifiedFico ? { revenue: values.verifiedRevenue, fico: values.verifiedFico } : undefined,
    maxExistingPositions: number(values.maxPositions),
    states: values.statesMode === 'all' ? undefined : { mode: values.statesMode, codes: values.stateCodes },
    industries: values.industriesMode === 'all' ? undefined : { mode: values.industriesMode, naics: naicsCodes(values.naics) },
    excludedEntityTypes: values.excludedEntityTypes.length ? values.excludedEntityTypes : undefined,
    termMonths: values.termMin.trim() || values.termMax.trim() ? { min: number(values.termMin), max: number(values.termMax) } : undefined,
    frequencies: values.frequencies.length ? values.frequencies : undefined,
    typicalPricing: pricing(values),
    requiredDocs: documents(values),
    tolerance: { ficoPoints: number(values.toleranceFico), months: number(values.toleranceMonths), revenuePct: number(values.tolerancePct) },
  };
  return JSON.parse(JSON.stringify(criteria)) as Criteria;
}

function pricing(values: ProgramFormValues) {
  if (values.pricingKind === 'none') return undefined;
  const [min, max] = [number(values.pricingMin), number(values.pricingMax)];
  const scale = values.pricingKind === 'factor' ? 10_000 : 100;
  const range = { min: min === undefined ? undefined : Math.round(min * scale), max: max === undefined ? undefined : Math.round(max * scale) };
  return values.pricingKind === 'factor' ? { factorE4: range } : { aprBps: range };
}

function documents(values: ProgramFormValues) {
  const list: Record<string, unknown>[] = [];
  if (values.bankStatementMonths.trim()) list.push({ type: 'bank_statements', months: number(values.bankStatementMonths) });
  if (values.taxReturnYears.trim()) list.push({ type: 'tax_return', years: number(values.taxReturnYears) });
  for (const type of values.otherDocuments) list.push({ type });
  return list.length ? list : undefined;
}

/** The form for an existing document (R3 edit and duplicate). */
export function fromCriteria(criteria: Criteria, base: Pick<ProgramFormValues, 'lenderId' | 'name'>): ProgramFormValues {
  const { factorE4, aprBps } = criteria.typicalPricing ?? {};
  const docs = criteria.requiredDocs ?? [];
  return {
    ...emptyProgramForm(base.lenderId),
    name: base.name,
    product: criteria.product,
    amountMin: dollarsText(criteria.amount.minCents),
    amountMax: dollarsText(criteria.amount.maxCents),
    maxPctOfMonthlyRevenue: text(criteria.amount.maxPctOfMonthlyRevenue),
    minFico: text(criteria.minFico),
    exceptionFico: text(criteria.ficoException?.minFico),
    exceptionMonths: text(criteria.ficoException?.minOnTimeTradeMonths),
    minMonths: text(criteria.minMonthsInBusiness),
    minRevenue: dollarsText(criteria.minMonthlyRevenueCents),
    verifiedRevenue: criteria.requireVerified?.revenue ?? false,
    verifiedFico: criteria.requireVerified?.fico ?? false,
    maxPositions: text(criteria.maxExistingPositions),
    statesMode: criteria.states?.mode ?? 'all',
    stateCodes: criteria.states?.codes ?? [],
    industriesMode: criteria.industries?.mode ?? 'all',
    naics: (criteria.industries?.naics ?? []).join(', '),
    excludedEntityTypes: criteria.excludedEntityTypes ?? [],
    termMin: text(criteria.termMonths?.min),
    termMax: text(criteria.termMonths?.max),
    frequencies: criteria.frequencies ?? [],
    pricingKind: factorE4 ? 'factor' : aprBps ? 'apr' : 'none',
    pricingMin: factorE4 ? String(factorE4.min / 10_000) : aprBps ? String(aprBps.min / 100) : '',
    pricingMax: factorE4 ? String(factorE4.max / 10_000) : aprBps ? String(aprBps.max / 100) : '',
    bankStatementMonths: text(docs.find((doc): doc is { type: 'bank_statements'; months: number } => doc.type === 'bank_statements')?.months),
    taxReturnYears: text(docs.find((doc): doc is { type: 'tax_return'; years: number } => doc.type === 'tax_return')?.years),
    otherDocuments: docs.filter((doc) => doc.type !== 'bank_statements' && doc.type !== 'tax_return').map((doc) => doc.type),
    toleranceFico: text(criteria.tolerance?.ficoPoints ?? 30),
    toleranceMonths: text(criteria.tolerance?.months ?? 3),
    tolerancePct: text(criteria.tolerance?.revenuePct ?? 15),
  };
}

/** The form field that shows a server message for a criteria path ("amount.minCents" → amountMin). */
const FIELD_BY_PATH: [RegExp, keyof ProgramFormValues][] = [
  [/^amount\.minCents/, 'amountMin'],
  [/^amount\.maxCents/, 'amountMax'],
  [/^amount\.maxPct/, 'maxPctOfMonthlyRevenue'],
  [/^amount/, 'amountMin'],
  [/^minFico/, 'minFico'],
  [/^ficoException\.minOnTime/, 'exceptionMonths'],
  [/^ficoException/, 'exceptionFico'],
  [/^minMonthsInBusiness/, 'minMonths'],
  [/^minMonthlyRevenueCents/, 'minRevenue'],
  [/^maxExistingPositions/, 'maxPositions'],
  [/^states/, 'stateCodes'],
  [/^industries/, 'naics'],
  [/^excludedEntityTypes/, 'excludedEntityTypes'],
  [/^termMonths\.max/, 'termMax'],
  [/^termMonths/, 'termMin'],
  [/^frequencies/, 'frequencies'],
  [/^typicalPricing\.[a-zA-Z0-9]+\.max/, 'pricingMax'],
  [/^typicalPricing/, 'pricingMin'],
  [/^requiredDocs/, 'bankStatementMonths'],
  [/^tolerance\.ficoPoints/, 'toleranceFico'],
  [/^tolerance\.months/, 'toleranceMonths'],
  [/^tolerance/, 'tolerancePct'],
  [/^product/, 'product'],
];

export function fieldForPath(path: string): keyof ProgramFormValues | null {
  return FIELD_BY_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
