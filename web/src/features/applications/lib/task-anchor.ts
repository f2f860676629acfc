/**
 * The element id of a task on the application page, so a dashboard row leads to the very task: a document's row, or
 * the info request it belongs to.
 */
export function taskAnchor(task: { documentId?: string | null; infoRequestId?: string | null }): string {
  if (task.documentId) return `document-${task.documentId}`;
  if (task.infoRequestId) return `request-${task.infoRequestId}`;
  return 'tasks';
}

/** The id of R22's *Lenders & access* panel: the dashboard's "Who can see my file" and sharing proposals lead there. */
export const LENDERS_ACCESS_ANCHOR = 'lenders-access';
