import { z } from 'zod';
import { US_STATE_CODES } from '../../catalogue/index.js';
import { strictBody } from '../../shared/validation.js';
import { email, optional, phone, personName } from '../contact/contact.schemas.js';
import { BusinessEntityType, NetBuilderPlanId } from './credit-application.entity.js';

/** Field rules of both credit application forms (Net30's are in net30-applications.schemas.ts); the web forms use the same rules and messages. */
export const APPLICATION_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  phone: 'Please enter a valid phone number',
  businessName: 'Please enter your business name',
  entityType: 'Please choose your business structure',
  ein: 'An EIN has 9 digits, e.g. 12-3456789',
  businessStartYear: 'Please enter the year your business started',
  annualRevenue: 'Please enter your annual revenue in dollars',
  state: 'Please choose the state your business is registered in',
  website: 'Please enter a valid website address',
  agreeToTerms: 'Please accept the terms to continue',
  plan: 'Please choose a plan',
  requestedLimit: 'Requested credit limit must be between $500 and $50,000',
  duns: 'A D-U-N-S number has 9 digits',
  intendedUse: 'Please tell us what you plan to buy (at least 10 characters)',
} as const;

export const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** The business part both forms share. */
export function businessFields(now: Date) {
  return {
    firstName: personName(APPLICATION_MESSAGES.firstName),
    lastName: personName(APPLICATION_MESSAGES.lastName),
    email,
    phone: z.string({ error: APPLICATION_MESSAGES.phone }).pipe(phone),
    businessName: z.string({ error: APPLICATION_MESSAGES.businessName }).trim().min(2, APPLICATION_MESSAGES.businessName).max(160, APPLICATION_MESSAGES.businessName),
    entityType: z.enum(BusinessEntityType, { error: APPLICATION_MESSAGES.entityType }),
    ein: optional(
      z
        .string({ error: APPLICATION_MESSAGES.ein })
        .trim()
        .regex(/^\d{2}-?\d{7}$/, APPLICATION_MESSAGES.ein)
        .transform((value) => `${value.replace('-', '').slice(0, 2)}-${value.replace('-', '').slice(2)}`),
    ),
    businessStartYear: wholeNumber(APPLICATION_MESSAGES.businessStartYear, 1900, now.getFullYear()),
    annualRevenue: wholeNumber(APPLICATION_MESSAGES.annualRevenue, 0, 1_000_000_000),
    state: z.enum(US_STATE_CODES, { error: APPLICATION_MESSAGES.state }),
    website: optional(
      z
        .string({ error: APPLICATION_MESSAGES.website })
        .trim()
        .max(255, APPLICATION_MESSAGES.website)
        .pipe(z.url({ protocol: /^https?$/, error: APPLICATION_MESSAGES.website })),
    ),
    agreeToTerms: z.literal(true, { error: APPLICATION_MESSAGES.agreeToTerms }),
  };
}

export function netBuilderApplicationSchema(now = new Date()) {
  return z.strictObject(
    {
      ...businessFields(now),
      plan: z.enum(NetBuilderPlanId, { error: APPLICATION_MESSAGES.plan }),
    },
    strictBody('application'),
  );
}

export type NetBuilderApplicationInput = z.input<ReturnType<typeof netBuilderApplicationSchema>>;
