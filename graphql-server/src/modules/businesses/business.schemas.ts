import { z } from 'zod';
import { US_STATE_CODES } from '../../catalogue/index.js';
import { calendarDate } from '../../shared/validation.js';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** R11 *Edit facts*: the facts to change (left out = unchanged; null clears an optional one) and the reason. */
export const editBusinessFactsSchema = z.object({
  businessId: z.coerce.number({ error: 'Business not found' }).int('Business not found').positive('Business not found'),
  expectedVersion: z.number({ error: 'expectedVersion must be a whole number' }).int('expectedVersion must be a whole number').min(1),
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(2_000, 'The reason must be at most 2,000 characters'),
  legalName: z.string().trim().min(1, 'Legal name is required').max(200, 'Legal name must be at most 200 characters').optional(),
  dba: optionalText('DBA', 200),
  naicsCode: z
    .string()
    .trim()
    .regex(/^\d{2,6}$/, 'NAICS code must be 2 to 6 digits')
    .nullish(),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES, { error: 'State must be a two-letter US state code' }))
    .optional(),
  startedOn: calendarDate('Start date must be a date (YYYY-MM-DD)')
    .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now(), 'Start date cannot be in the future')
    .nullish(),
  monthlyRevenue: z.number().int('Monthly revenue must be whole dollars').min(0, 'Monthly revenue cannot be negative').max(1_000_000_000).optional(),
  fico: z.number().int('FICO must be a whole number from 300 to 850').min(300, 'FICO must be a whole number from 300 to 850').max(850, 'FICO must be a whole number from 300 to 850').nullish(),
  ficoSource: z.enum(['self', 'soft_pull', 'hard_pull'], { error: 'FICO source must be self, soft_pull or hard_pull' }).nullish(),
  openPositions: z.number().int('Open positions must be a whole number').min(0, 'Open positions cannot be negative').max(50).nullish(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{7,32}$/, 'Please enter a valid phone number')
    .nullish(),
  website: optionalText('Website', 200),
});
export type EditBusinessFactsInput = z.input<typeof editBusinessFactsSchema>;
