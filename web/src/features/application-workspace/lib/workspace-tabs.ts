/*
 * The workspace's tabs, apart from the rest of lib/workspace.ts: the route's validateSearch reads them, and what a
 * route's search validation imports is in the first JavaScript every visitor loads (no Apollo, no formatting here).
 */

/** The workspace's tabs (R13). */
export const WORKSPACE_TABS = ['summary', 'matches', 'lenders', 'offers', 'documents', 'messages', 'timeline'] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

export const TAB_LABELS: Record<WorkspaceTab, string> = {
  summary: 'Summary',
  matches: 'Matches',
  lenders: 'Lenders',
  offers: 'Offers',
  documents: 'Documents',
  messages: 'Messages',
  timeline: 'Timeline',
};

/** The tab a link names, or Summary for none or an unknown one. */
export function workspaceTab(value: string | undefined): WorkspaceTab {
  return (WORKSPACE_TABS as readonly string[]).includes(value ?? '') ? (value as WorkspaceTab) : 'summary';
}
