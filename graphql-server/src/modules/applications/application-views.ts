import { declineReason, isDeclineReasonCode, type DeclineReasonCode } from '../../catalogue/index.js';
import type { ApplicationStatusChange } from './application-status-change.entity.js';
import type { Application } from './application.entity.js';
import { publicStatus, WorkflowStatus } from './application-workflow.js';

/** The specific reasons of a decline as the client is told them (§3.6): each code's text; `other` shows the note. */
export function declineReasonsOf(application: Pick<Application, 'status' | 'statusReasonCodes' | 'statusNote'>): { code: DeclineReasonCode; text: string }[] {
  if (application.status !== WorkflowStatus.declined) return [];
  const note = application.statusNote?.trim() ?? '';
  return application.statusReasonCodes.filter(isDeclineReasonCode).flatMap((code) => {
    const text = declineReason(code).clientText ?? note;
    return text ? [{ code, text }] : [];
  });
}

/** The landed `declineReason` text: the client-facing reasons in one sentence (null unless declined). */
export function declineReasonText(application: Pick<Application, 'status' | 'statusReasonCodes' | 'statusNote'>): string | null {
  const texts = declineReasonsOf(application).map((reason) => reason.text);
  if (texts.length === 0) return null;
  const sentence = texts.join('; ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const STEP_TITLES: Record<WorkflowStatus, string> = {
  draft: 'Draft saved',
  submitted: 'Application received',
  in_review: 'Under review',
  matched: 'Shared with lenders',
  offered: 'Pre-approved',
  accepted: 'Offer accepted',
  funded: 'Funded',
  declined: 'Declined',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
};

/** The status history in plain words for the client (R22 timeline), oldest first. */
export function timelineOf(history: readonly ApplicationStatusChange[]): { at: Date; title: string; detail: string | null }[] {
  return history.map((step) => {
    const reopened = step.toStatus === WorkflowStatus.in_review && (step.fromStatus === WorkflowStatus.declined || step.fromStatus === WorkflowStatus.closed);
    return { at: step.changedAt, title: reopened ? 'Reopened for review' : STEP_TITLES[step.toStatus], detail: step.note ?? null };
  });
}

/** A history step as the GraphQL type shows it: public statuses (as landed) beside the workflow's. */
export function statusChangeView(step: ApplicationStatusChange) {
  return {
    id: step.id,
    fromStatus: step.fromStatus ? publicStatus(step.fromStatus) : null,
    toStatus: publicStatus(step.toStatus),
    fromWorkflowStatus: step.fromStatus ?? null,
    toWorkflowStatus: step.toStatus,
    actor: step.actor,
    note: step.note ?? null,
    changedAt: step.changedAt,
  };
}
