/**
 * The application workflow of BACKOFFICE §3.2 as one pure state machine: from a status and an action, the next
 * status or the sentence that says why not. The service asks it before every change, and the admin screen asks it
 * which buttons to show, so the two cannot disagree. No I/O here: it is unit-tested on its own.
 *
 * The lender statuses (matched, offered, accepted, funded) exist, but only the marketplace will move applications
 * into them; here an admin can still decline, withdraw or (from offered) decline them as §3.2 says.
 */

export enum WorkflowStatus {
  draft = 'draft',
  submitted = 'submitted',
  in_review = 'in_review',
  matched = 'matched',
  offered = 'offered',
  accepted = 'accepted',
  funded = 'funded',
  declined = 'declined',
  closed = 'closed',
  withdrawn = 'withdrawn',
}

/** What a person can do to an application (what the admin screen shows as buttons). */
export enum WorkflowAction {
  submit = 'submit',
  start_review = 'start_review',
  assign = 'assign',
  decline = 'decline',
  close = 'close',
  withdraw = 'withdraw',
  reopen = 'reopen',
  edit_facts = 'edit_facts',
}

/** The spec's statuses shown to applicants (SPEC §4): approved = pre-approved, review = under review. */
export enum ApplicationStatus {
  approved = 'approved',
  review = 'review',
  declined = 'declined',
}

/** A decided or closed application may be reopened this long after the decision (§3.2). */
export const REOPEN_WINDOW_DAYS = 90;
/** A declined business may apply again this long after the decision (§3.2, the decline notice). */
export const REAPPLY_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses nothing moves out of, except a reopen of a decline or a close within the window. */
export const TERMINAL_STATUSES: ReadonlySet<WorkflowStatus> = new Set([
  WorkflowStatus.funded,
  WorkflowStatus.withdrawn,
  WorkflowStatus.declined,
  WorkflowStatus.closed,
]);

export const isTerminal = (status: WorkflowStatus): boolean => TERMINAL_STATUSES.has(status);

/**
 * §3.2 publicStatus, what `/result/{id}` and the REST/GraphQL `status` show: review ← submitted|in_review|matched,
 * approved ← offered|accepted|funded, declined ← declined; null (the result card renders nothing) for withdrawn
 * and closed, and for a draft (which is never readable there at all).
 */
export function publicStatus(status: WorkflowStatus): ApplicationStatus | null {
  switch (status) {
    case WorkflowStatus.submitted:
    case WorkflowStatus.in_review:
    case WorkflowStatus.matched:
      return ApplicationStatus.review;
    case WorkflowStatus.offered:
    case WorkflowStatus.accepted:
    case WorkflowStatus.funded:
      return ApplicationStatus.approved;
    case WorkflowStatus.declined:
      return ApplicationStatus.declined;
    default:
      return null;
  }
}

/** What the machine needs to know beyond the status: when the application was decided or closed, and now. */
export interface WorkflowContext {
  /** When it was declined or closed (the start of the reopen window); null if never. */
  decidedAt?: Date | null;
  now?: Date;
}

export type TransitionResult = { ok: true; to: WorkflowStatus } | { ok: false; reason: string };

const STATUS_WORDS: Record<WorkflowStatus, string> = {
  draft: 'a draft application',
  submitted: 'a submitted application',
  in_review: 'an application in review',
  matched: 'a matched application',
  offered: 'an offered application',
  accepted: 'an accepted application',
  funded: 'a funded application',
  declined: 'a declined application',
  closed: 'a closed application',
  withdrawn: 'a withdrawn application',
};

const ACTION_VERBS: Record<WorkflowAction, string> = {
  submit: 'submit',
  start_review: 'start the review of',
  assign: 'assign',
  decline: 'decline',
  close: 'close',
  withdraw: 'withdraw',
  reopen: 'reopen',
  edit_facts: 'edit the facts of',
};

const to = (status: WorkflowStatus): TransitionResult => ({ ok: true, to: status });
const refuse = (reason: string): TransitionResult => ({ ok: false, reason });
const cannot = (action: WorkflowAction, from: WorkflowStatus) => refuse(`Cannot ${ACTION_VERBS[action]} ${STATUS_WORDS[from]}`);

/** The next status of `action` on an application in `from`, or the sentence a 409 answers with. */
export function transition(from: WorkflowStatus, action: WorkflowAction, context: WorkflowContext = {}): TransitionResult {
  if (!Object.values(WorkflowStatus).includes(from)) return refuse(`Unknown application status: ${String(from)}`);
  if (action === WorkflowAction.reopen) return reopen(from, context);
  if (isTerminal(from)) return cannot(action, from);

  switch (action) {
    case WorkflowAction.submit:
      return from === WorkflowStatus.draft ? to(WorkflowStatus.submitted) : refuse('Only a draft application can be submitted');
    case WorkflowAction.start_review:
      return from === WorkflowStatus.submitted
        ? to(WorkflowStatus.in_review)
        : refuse('Only a submitted application can be taken into review');
    case WorkflowAction.assign:
    case WorkflowAction.edit_facts:
      return to(from);
    case WorkflowAction.decline:
      if (from === WorkflowStatus.in_review || from === WorkflowStatus.matched || from === WorkflowStatus.offered) return to(WorkflowStatus.declined);
      if (from === WorkflowStatus.accepted) return refuse('Mark the accepted offer as fallen through first');
      if (from === WorkflowStatus.submitted) return refuse('Start the review before declining: only an application in review, matched or offered can be declined');
      return cannot(action, from);
    case WorkflowAction.close:
      return from === WorkflowStatus.in_review ? to(WorkflowStatus.closed) : refuse('Only an application in review can be closed');
    case WorkflowAction.withdraw:
      return to(WorkflowStatus.withdrawn);
    default:
      return refuse(`Unknown action: ${String(action)}`);
  }
}

function reopen(from: WorkflowStatus, { decidedAt, now = new Date() }: WorkflowContext): TransitionResult {
  if (from !== WorkflowStatus.declined && from !== WorkflowStatus.closed) return refuse('Only a declined or closed application can be reopened');
  if (!decidedAt) return refuse('This application has no decision date, so it cannot be reopened');
  if (now.getTime() - decidedAt.getTime() > REOPEN_WINDOW_DAYS * DAY_MS) {
    return refuse(`An application can be reopened within ${REOPEN_WINDOW_DAYS} days of its decision only`);
  }
  return to(WorkflowStatus.in_review);
}

/**
 * §3.2's system move when a lender gets the file: the first `shared` submission takes an application in review to
 * matched; a matched or offered one stays where it is (more lenders may be added); any other status cannot be shared.
 */
export function shareTransition(from: WorkflowStatus): TransitionResult {
  if (from === WorkflowStatus.in_review) return to(WorkflowStatus.matched);
  if (from === WorkflowStatus.matched || from === WorkflowStatus.offered) return to(from);
  return refuse(`Cannot share ${STATUS_WORDS[from] ?? 'this application'} with lenders: only an application in review, matched or offered can be shared`);
}

/** The actions the status allows now (the buttons to show), in a stable order. `submit` is R12's, not listed. */
export function availableActions(status: WorkflowStatus, context: WorkflowContext = {}): WorkflowAction[] {
  return Object.values(WorkflowAction).filter((action) => action !== WorkflowAction.submit && transition(status, action, context).ok);
}

/** `decidedAt` + 30 days as an ISO date (UTC), the first day the business may apply again. */
export function reapplyDate(decidedAt: Date): string {
  return new Date(decidedAt.getTime() + REAPPLY_AFTER_DAYS * DAY_MS).toISOString().slice(0, 10);
}
