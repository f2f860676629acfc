import type { DashboardQueueKind } from '../../../generated/graphql';
import type { StatusTone } from '../../backoffice/components/status-chip';

export { formatAge } from '../../backoffice/lib/format-age';

/** A duration in hours for a KPI: one decimal under 10 h, whole hours under 2 days, then days with one decimal. */
export function formatDuration(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 10) return `${hours.toFixed(1)} h`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${(hours / 24).toFixed(1)} d`;
}

export function formatPercent(percent: number | null): string {
  return percent === null ? '—' : `${Math.round(percent)}%`;
}

const wholeNumber = new Intl.NumberFormat('en-US');
export function formatCount(count: number): string {
  return wholeNumber.format(count);
}

const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
/** Whole dollars for a card: "$1.2M". */
export function formatCompactDollars(amount: number): string {
  return compactDollars.format(amount);
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** Whole dollars for a table cell: "$125,000". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** A bucket's first day ("2026-11-16") → "Nov 16" (UTC, as the server counts). */
export function formatBucketStart(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
/** The "As of 9:41 AM" stamp. */
export function formatAsOf(iso: unknown): string {
  return `As of ${timeFormat.format(new Date(String(iso)))}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
/** When an audit event happened: "5 min ago" within the hour, "3 h ago" within the day, else "Nov 20, 4:05 PM". */
export function formatEventTime(iso: unknown, now = new Date()): string {
  const at = new Date(String(iso));
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return dateTimeFormat.format(at);
}

/** Who acted, in plain words: the username, or what a system actor is (README: integration, payments-webhook, job:<name>). */
export function actorName(actor: { type: string; name: string }): string {
  if (actor.type === 'user') return actor.name;
  if (actor.name === 'integration') return 'Intake API';
  if (actor.name === 'payments-webhook') return 'Payments webhook';
  if (actor.name === 'anonymous') return 'A visitor';
  if (actor.name.startsWith('job:')) return `Scheduled job (${actor.name.slice(4).replace(/-/g, ' ')})`;
  return actor.name;
}

/** A queue row's kind as a chip: what waits, and how urgent it reads. */
export const QUEUE_KIND: Record<DashboardQueueKind, { label: string; tone: StatusTone }> = {
  unassigned_application: { label: 'Unassigned', tone: 'warning' },
  info_request_answered: { label: 'Info answered', tone: 'info' },
  documents_uploaded: { label: 'Documents to review', tone: 'info' },
  lender_change_request: { label: 'Lender change request', tone: 'neutral' },
};
