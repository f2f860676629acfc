import { z } from 'zod';
import { PLAN_IDS } from './plans.js';

const UNKNOWN_PLAN = `Unknown plan: choose one of ${PLAN_IDS.join(', ')}`;

export const checkoutSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: UNKNOWN_PLAN }),
});

export type CheckoutInput = z.input<typeof checkoutSchema>;
