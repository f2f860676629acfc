import { z } from 'zod';
import { ENTITY_TYPE_CODES, INDUSTRY_CODES, PRODUCT_CODES, US_STATE_CODES } from '../../catalogue/index.js';
import { parsePublicId } from '../../shared/public-id.js';
import { strictBody } from '../../shared/validation.js';

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

function wholeNumber(label: string, min: number, max: number, unit = '') {
  const range = `${label} must be a whole number from ${unit}${min.toLocaleString('en-US')} to ${unit}${max.toLocaleString('en-US')}`;
  return z.number({ error: range }).int(range).min(min, range).max(max, range);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || undefined)
    .optional();
}

/** A NAICS code: 2 to 6 digits. */
export const naicsCode = z
  .string({ error: 'NAICS code must be 2 to 6 digits' })
  .trim()
  .regex(/^\d{2,6}$/, 'NAICS code must be 2 to 6 digits')
  .meta({ example: '722515' });

/**
 * The intake body of `POST /api/applications` (the external application form and integrators): the business
 * profile. Amounts are whole US dollars. Unknown fields are rejected so typos do not pass silently.
 */
export const applicationIntakeSchema = z
  .strictObject(
    {
      businessName: requiredText('Business name', 200).meta({ example: 'Blue Fern Bakery LLC' }),
      contactName: requiredText('Contact name', 200).meta({ example: 'Jordan Reyes' }),
      ownerEmail: z
        .string({ error: 'Please enter a valid email' })
        .trim()
        .toLowerCase()
        .max(254, 'Please enter a valid email')
        .pipe(z.email('Please enter a valid email'))
        .meta({ example: 'jordan@bluefern.example' }),
      phone: z
        .string({ error: 'Please enter a valid phone number' })
        .trim()
        .regex(/^\+?[0-9 ().-]{7,32}$/, 'Please enter a valid phone number')
        .meta({ example: '(555) 010-7788' }),
      product: z.enum(PRODUCT_CODES, { error: `Product must be one of: ${PRODUCT_CODES.join(', ')}` }),
      requestedAmount: wholeNumber('Requested amount', 1_000, 5_000_000, '$').meta({ example: 75000 }),
      industry: z.enum(INDUSTRY_CODES, { error: `Industry must be one of: ${INDUSTRY_CODES.join(', ')}` }),
      state: z
        .string({ error: 'State must be a two-letter US state code' })
        .trim()
        .toUpperCase()
        .pipe(z.enum(US_STATE_CODES, { error: 'State must be a two-letter US state code' }))
        // The document lists the codes (zod documents a pipe by its input, a string); lower case is accepted too.
        .meta({ example: 'IL', enum: US_STATE_CODES }),
      monthsInBusiness: wholeNumber('Months in business', 0, 1_200).meta({ example: 30 }),
      monthlyRevenue: wholeNumber('Monthly revenue', 0, 1_000_000_000, '$').meta({ example: 42000 }),
      creditScore: wholeNumber('Credit score', 300, 850).meta({ example: 690 }),
      // Optional facts of the business (BACKOFFICE §3.1); older integrations leave them out.
      dba: optionalText('Doing-business-as name', 200).meta({ example: 'Blue Fern' }),
      entityType: z.enum(ENTITY_TYPE_CODES, { error: `Entity type must be one of: ${ENTITY_TYPE_CODES.join(', ')}` }).optional(),
      ein: z
        .string({ error: 'EIN must look like 12-3456789' })
        .trim()
        .regex(/^\d{2}-?\d{7}$/, 'EIN must look like 12-3456789')
        .optional()
        .meta({ description: 'Employer Identification Number; only its last 4 digits are stored', example: '12-3456789' }),
      naicsCode: naicsCode.optional(),
      website: optionalText('Website', 200).meta({ example: 'bluefern.example' }),
      openPositions: wholeNumber('Open positions', 0, 50).optional().meta({ description: 'Financing positions the business has open now' }),
      source: z
        .enum(['external_form', 'api'], { error: 'Source must be external_form or api' })
        .optional()
        .meta({ description: 'Where the application was filled in: the external form (default) or an integrator' }),
    },
    strictBody('application'),
  )
  .meta({ id: 'ApplicationIntake', description: 'The business profile of a new funding application' });

export type ApplicationIntakeInput = z.input<typeof applicationIntakeSchema>;
export type ApplicationIntake = z.output<typeof applicationIntakeSchema>;

export const INVALID_APPLICATION_ID = 'Invalid application ID';

/**
 * The id of the spec's `/result/{id}` and `/api/applications/{id}`: a positive whole number, as text or number.
 * Returns null for a well-formed id that cannot exist (beyond the integer range), so it answers like a missing one.
 */
export function parseApplicationId(value: unknown): number | null {
  return parsePublicId(value, INVALID_APPLICATION_ID);
}
