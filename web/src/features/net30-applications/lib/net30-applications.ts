import { z } from 'zod';
import type { Net30ApplicationStatus } from '../../../generated/graphql';
import { parseDollarsToCents } from '../../funding/lib/funding-format';

/** §3.5's statuses in words (R19's filter and chips, R24's card). */
export const NET30_STATUS_LABELS: Record<Net30ApplicationStatus, string> = {
  submitted: 'Under review',
  needs_info: 'Needs info',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const NET_DAYS_OPTIONS = [15, 30, 45, 60] as const;

/** The server's messages (net30-applications.schemas.ts), so the dialog refuses what the server would. */
export const LIMIT_MESSAGE = 'The limit must be between $100 and $50,000';

export const approveFormSchema = z.object({
  limit: z.string().refine((value) => {
    const cents = parseDollarsToCents(value);
    return cents !== null && cents >= 10_000 && cents <= 5_000_000;
  }, LIMIT_MESSAGE),
  netDays: z.enum(['15', '30', '45', '60'], { error: 'Choose Net 15, 30, 45 or 60' }),
});
export type ApproveFormValues = z.infer<typeof approveFormSchema>;

export const reasonFormSchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason (at most 2,000 characters)').max(2000, 'Please give a reason (at most 2,000 characters)'),
});

export const messageFormSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Please write what you need from the applicant (at most 2,000 characters)')
    .max(2000, 'Please write what you need from the applicant (at most 2,000 characters)'),
});

export const answerFormSchema = z.object({
  text: z.string().trim().min(1, 'Please write your answer (at most 2,000 characters)').max(2000, 'Please write your answer (at most 2,000 characters)'),
});

/** 400000 cents → "4000" (a whole-dollar suggestion in the limit field), 412350 → "4123.50". */
export function centsToDollarInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "5 yr 3 mo" / "8 mo". */
export function formatMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years > 0 ? `${years} yr` : null, rest > 0 || years === 0 ? `${rest} mo` : null];
  return parts.filter(Boolean).join(' ');
}

/** The applicant's NetBuilder record in one line. */
export function netBuilderHistory(history: { plan: string | null; status: string | null; paidMonths: number } | null): string {
  if (!history) return 'Not linked to a client yet';
  const months = `${history.paidMonths} paid ${history.paidMonths === 1 ? 'month' : 'months'}`;
  if (!history.plan) return history.paidMonths > 0 ? `No plan now · ${months}` : 'No NetBuilder plan';
  return `${history.plan.charAt(0).toUpperCase()}${history.plan.slice(1)} (${history.status ?? 'unknown'}) · ${months}`;
}
