const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $7,500 */
export const formatDollars = (amount: number) => wholeDollars.format(amount);
/** $59.00 */
export const formatAmount = (amount: number) => dollarsAndCents.format(amount);

/** "November 21, 2026" (the server sends ISO date-times). */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !value) return '—';
  return new Date(value).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** "2026-11" → "November 2026"; `short` → "Nov 2026". */
export function formatReportMonth(reportMonth: string, short = false): string {
  const [year, month] = reportMonth.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, 1)).toLocaleDateString('en-US', {
    month: short ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** SPEC §2: the status shown capitalised ("active" → "Active", "past_due" → "Past due"). */
export function formatStatus(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The plan's status as shown: "Active", or "Active — ends December 21, 2026" for a plan set to cancel. */
export function formatPlanStatus(subscription: { status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd?: unknown }): string {
  const status = formatStatus(subscription.status);
  return subscription.cancelAtPeriodEnd ? `${status} — ends ${formatDate(subscription.currentPeriodEnd)}` : status;
}
