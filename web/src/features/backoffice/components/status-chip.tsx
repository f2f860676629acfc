import { Badge } from '@chakra-ui/react';

/** What a status means for the reader: nothing to do, in progress, needs attention, done well, ended badly. */
export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

const paletteByTone: Record<StatusTone, string> = {
  neutral: 'gray',
  info: 'blue',
  warning: 'orange',
  success: 'green',
  danger: 'red',
};

/**
 * Tones of the statuses BACKOFFICE.md §3 names (applications, documents, info requests, offers, submissions, lenders,
 * programs, net30, articles, fundings). A status not listed is neutral.
 */
const toneByStatus: Record<string, StatusTone> = {
  draft: 'neutral',
  submitted: 'info',
  in_review: 'info',
  review: 'warning',
  matched: 'info',
  offered: 'info',
  accepted: 'success',
  approved: 'success',
  funded: 'success',
  declined: 'danger',
  closed: 'neutral',
  withdrawn: 'neutral',
  requested: 'warning',
  uploaded: 'info',
  rejected: 'danger',
  open: 'warning',
  answered: 'info',
  needs_info: 'warning',
  sent: 'info',
  expired: 'neutral',
  superseded: 'neutral',
  standby: 'neutral',
  void: 'neutral',
  fell_through: 'danger',
  proposed: 'neutral',
  shared: 'info',
  viewed: 'info',
  info_requested: 'warning',
  revoked: 'danger',
  won: 'success',
  lost: 'neutral',
  onboarding: 'info',
  active: 'success',
  paused: 'warning',
  archived: 'neutral',
  on_hold: 'warning',
  overdue: 'danger',
  paid: 'success',
  paid_off: 'success',
  delinquent: 'warning',
  defaulted: 'danger',
  written_off: 'danger',
  scheduled: 'info',
  published: 'success',
  pending: 'neutral',
  sending: 'info',
  failed: 'danger',
};

export function statusTone(status: string): StatusTone {
  return toneByStatus[status] ?? 'neutral';
}

/** "in_review" → "In review": the default label when the caller has no better one. */
export function statusText(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface StatusChipProps {
  status: string;
  /** The words shown; by default the status itself ("in_review" → "In review"). */
  label?: string;
  /** Overrides the tone the status has by default. */
  tone?: StatusTone;
  size?: 'sm' | 'md';
}

/** A status in a table row or a page header, coloured by its tone; the words carry the meaning, not the colour. */
export function StatusChip({ status, label, tone, size = 'sm' }: StatusChipProps) {
  const resolvedTone = tone ?? statusTone(status);
  return (
    <Badge
      colorPalette={paletteByTone[resolvedTone]}
      variant="subtle"
      size={size}
      whiteSpace="nowrap"
      data-status={status}
      data-tone={resolvedTone}
    >
      {label ?? statusText(status)}
    </Badge>
  );
}
