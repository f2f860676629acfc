import type { ApplicationStatus } from '../../../generated/graphql';

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  approved: 'Pre-Approved',
  review: 'Under Review',
  declined: 'Declined',
};

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  approved: 'green',
  review: 'orange',
  declined: 'red',
};

/** Product and industry names come from the catalogue. */
export { industryLabel, productLabel } from '../../../lib/catalogue';

/** No public status (null): the application was withdrawn or closed (BACKOFFICE §3.2), so it is no longer active. */
const ENDED_LABEL = 'No Longer Active';

/** The badge of an application: the spec's three statuses; without one, why it ended when the client's page knows it. */
export function statusLabel(status: string | null, workflowStatus?: string): string {
  if (status === null) return workflowStatus === 'withdrawn' ? 'Withdrawn' : workflowStatus === 'closed' ? 'Closed' : ENDED_LABEL;
  return STATUS_LABELS[status as ApplicationStatus] ?? status;
}

/** Where nothing more can happen (BACKOFFICE §3.2): no tasks to do, nothing to withdraw. */
export function isFinalWorkflowStatus(workflowStatus: string): boolean {
  return ['funded', 'declined', 'closed', 'withdrawn'].includes(workflowStatus);
}

export function statusColor(status: string | null): string {
  return STATUS_COLORS[status as ApplicationStatus] ?? 'gray';
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
/** GraphQL's DateTime arrives as an ISO string (typed `unknown` by codegen). */
export function formatDate(iso: unknown): string {
  return dateFormat.format(new Date(String(iso)));
}

const calendarDateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
/** A date without a time ('2026-11-27', e.g. a due or re-apply date) → "Nov 27, 2026", the same day in every time zone. */
export function formatCalendarDate(date: string): string {
  return calendarDateFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** The viewer's today as a date without a time ('2026-11-22'). */
export function todayIsoDate(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Whether a date without a time is before the viewer's today. */
export function isPastDate(date: string, now = new Date()): boolean {
  return date.slice(0, 10) < todayIsoDate(now);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export function formatDateTime(iso: unknown): string {
  return dateTimeFormat.format(new Date(String(iso)));
}

/** What the client should do next, by status. */
export function nextStep(status: string | null): string {
  switch (status) {
    case 'approved':
      return 'A funding specialist will contact you within 24 hours to review your offer. Funds are sent within 1-2 business days after signing.';
    case 'review':
      return 'We are reviewing your application. A funding specialist will contact you within 24 hours.';
    case 'declined':
      return 'Explore the alternatives we suggest, or schedule a consultation with an advisor.';
    case null:
      return 'This application was withdrawn or closed. You are welcome to apply again whenever you are ready.';
    default:
      return 'We will be in touch.';
  }
}

/** The support number in the second form the spec asks for: +1 555-010-2400. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `+1 ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
