import { ConflictError } from '../../shared/errors.js';
import type { Application } from '../applications/application.entity.js';

/**
 * The statuses after which nothing more is asked of the client. Read loosely from `status` while the applications
 * module moves to the workflow statuses (issue 10 item 8): today `declined` is the only one that exists.
 */
const TERMINAL_STATUSES: readonly string[] = ['declined', 'closed', 'withdrawn'];

/** ConflictError "Cannot {action} a {status} application" when the application's workflow has ended. */
export function refuseOnTerminalApplication(application: Application, action: string): void {
  const status = String(application.status);
  if (TERMINAL_STATUSES.includes(status)) throw new ConflictError(`Cannot ${action} a ${status} application`);
}

/** The application's number (`NF-2026-000123`) once the applications module gives it one, `#id` until then. */
export function applicationNumberOf(application: Application): string {
  return (application as { number?: string | null }).number ?? `#${application.id}`;
}
