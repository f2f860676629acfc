import { ConflictError } from '../../shared/errors.js';
import { isTerminal } from '../applications/application-workflow.js';
import type { Application } from '../applications/application.entity.js';

/** ConflictError "Cannot {action} a {status} application" once the application's workflow has ended (funded, declined, closed, withdrawn). */
export function refuseOnTerminalApplication(application: Application, action: string): void {
  if (isTerminal(application.status)) throw new ConflictError(`Cannot ${action} a ${application.status} application`);
}

/** The application's number (`NF-2026-000123`); `#id` for a row the numbering has not reached. */
export function applicationNumberOf(application: Application): string {
  return application.number ?? `#${application.id}`;
}
