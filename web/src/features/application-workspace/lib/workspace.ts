import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { WorkflowAction, WorkflowStatus } from '../../../generated/graphql';
import { formatCalendarDate } from '../../applications/lib/format';

export { TAB_LABELS, WORKSPACE_TABS, workspaceTab, type WorkspaceTab } from './workspace-tabs';

/** Statuses after which nothing can be asked of the client (BACKOFFICE §3.2; drafts have no client yet). */
const FINAL_STATUSES: readonly WorkflowStatus[] = ['funded', 'withdrawn', 'declined', 'closed', 'draft'];

/** Request info and uploads are the documents module's: any status that is not final. */
export function acceptsDocuments(status: WorkflowStatus): boolean {
  return !FINAL_STATUSES.includes(status);
}

/** The header's workflow buttons, in this order; `submit` belongs to the staff-entered draft screen (R12). */
export const HEADER_ACTIONS = ['start_review', 'assign', 'edit_facts', 'decline', 'close', 'withdraw', 'reopen'] as const satisfies readonly WorkflowAction[];
export type HeaderAction = (typeof HEADER_ACTIONS)[number];

/** What the workspace can open: the workflow's actions and the documents module's request. */
export type WorkspaceDialog = HeaderAction | 'request_info';

export const ACTION_LABELS: Record<WorkspaceDialog, string> = {
  start_review: 'Start review',
  assign: 'Assign',
  edit_facts: 'Edit facts',
  request_info: 'Request info',
  decline: 'Decline',
  close: 'Close',
  withdraw: 'Withdraw',
  reopen: 'Reopen',
};

export { formatAge } from '../../backoffice/lib/format-age';

/** Requested amount over monthly revenue, e.g. "1.8 × monthly revenue"; a dash without revenue. */
export function revenueRatio(requested: number, monthlyRevenue: number): string {
  if (monthlyRevenue <= 0) return '—';
  return `${(requested / monthlyRevenue).toFixed(1)} × monthly revenue`;
}

export interface NextStepInput {
  status: WorkflowStatus;
  assigned: boolean;
  documentsToReview: number;
  answeredRequests: number;
  reapplyAfter?: string | null;
}

/** One line under the header: what the team should do next with this application. */
export function nextStepHint({ status, assigned, documentsToReview, answeredRequests, reapplyAfter }: NextStepInput): string {
  if (acceptsDocuments(status)) {
    if (documentsToReview > 0) return `${documentsToReview} ${documentsToReview === 1 ? 'document is' : 'documents are'} waiting for review.`;
    if (answeredRequests > 0) return 'The client answered an information request: check the answers.';
  }
  switch (status) {
    case 'draft':
      return 'Submit the draft once the client’s facts are complete.';
    case 'submitted':
      return 'Start the review to take this application.';
    case 'in_review':
      return assigned ? 'Check the facts and documents, ask for what is missing, or decide.' : 'Assign the application to someone on the team.';
    case 'matched':
      return 'Waiting for the lenders to answer.';
    case 'offered':
      return 'Waiting for the client to choose an offer.';
    case 'accepted':
      return 'Waiting for the lender to fund.';
    case 'funded':
      return 'Funded: nothing more to do here.';
    case 'declined':
      return reapplyAfter ? `Declined: the client may apply again from ${formatCalendarDate(reapplyAfter)}.` : 'Declined.';
    case 'closed':
      return 'Closed: it can be reopened within 90 days of the decision.';
    case 'withdrawn':
      return 'Withdrawn at the client’s request: nothing more to do here.';
  }
}

const PROVENANCE_LABELS: Record<string, string> = {
  applicant: 'Applicant',
  netfund: 'NetFund',
  self: 'Self-reported',
  soft_pull: 'Soft pull',
  hard_pull: 'Hard pull',
  bank_statements: 'Bank statements',
  tax_return: 'Tax return',
};
const VERIFIED_SOURCES = new Set(['soft_pull', 'hard_pull', 'bank_statements', 'tax_return']);

export function provenanceLabel(source: string): string {
  return PROVENANCE_LABELS[source] ?? source;
}
export function isVerifiedSource(source: string): boolean {
  return VERIFIED_SOURCES.has(source);
}

/** The documents module's types (graphql-server/src/modules/documents/document-types.ts), in the order offered. */
export const DOCUMENT_TYPES = [
  { code: 'bank_statements', label: 'Bank statements' },
  { code: 'tax_return', label: 'Tax return' },
  { code: 'photo_id', label: 'Photo ID' },
  { code: 'voided_check', label: 'Voided check' },
  { code: 'business_license', label: 'Business license' },
  { code: 'other', label: 'Other document' },
] as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPES)[number]['code'];
export const DOCUMENT_TYPE_CODES = DOCUMENT_TYPES.map((type) => type.code) as [DocumentTypeCode, ...DocumentTypeCode[]];

export function documentTypeLabel(code: string | null | undefined): string {
  return DOCUMENT_TYPES.find((type) => type.code === code)?.label ?? code ?? '—';
}

export interface MutationFailure {
  message: string;
  /** CONFLICT: a stale version or an illegal move; the dialog offers *Reload*. */
  conflict: boolean;
  /** The server's message per input field (BAD_USER_INPUT). */
  fieldErrors: Record<string, string>;
}

/** What a failed mutation says: the server's sentence (shown as it comes), whether it is a 409, its field messages. */
export function mutationFailure(error: unknown): MutationFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const fieldErrors = (first?.extensions?.fieldErrors ?? {}) as Record<string, string>;
    return { message: first?.message || 'Something went wrong. Please try again.', conflict: first?.extensions?.code === 'CONFLICT', fieldErrors };
  }
  return { message: 'The server could not be reached. Please try again.', conflict: false, fieldErrors: {} };
}

/** A failed load in words: the server's sentence, or `fallback` when the server could not be reached or said nothing. */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return CombinedGraphQLErrors.is(error) ? error.errors.find((each) => each.message)?.message || fallback : fallback;
}

/** Whether a failed load is the server's NOT_FOUND (a missing id, or one the caller may not see). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((each) => each.extensions?.code === 'NOT_FOUND');
}
