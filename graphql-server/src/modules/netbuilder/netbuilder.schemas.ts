import { z } from 'zod';
import { strictBody } from '../../shared/validation.js';
import { PLAN_IDS } from './plans.js';

const UNKNOWN_PLAN = `Unknown plan: choose one of ${PLAN_IDS.join(', ')}`;

export const checkoutSchema = z.strictObject(
  { plan: z.enum(PLAN_IDS, { error: UNKNOWN_PLAN }) },
  strictBody('plan choice'),
);

export type CheckoutInput = z.input<typeof checkoutSchema>;
