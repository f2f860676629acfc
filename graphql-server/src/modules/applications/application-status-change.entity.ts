import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { WorkflowStatus } from './application-workflow.js';
import { Application } from './application.entity.js';

/** One step of an application's status history: who, when, from which status to which (from is null at intake). */
@Entity({ tableName: 'application_status_changes' })
@Index({ properties: ['application', 'changedAt'] })
export class ApplicationStatusChange {
  [OptionalProps]?: 'changedAt' | 'changedBy' | 'fromStatus' | 'note' | 'reason';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Rel<Application>;

  @Enum({ items: () => WorkflowStatus, nativeEnumName: 'workflow_status', nullable: true })
  fromStatus?: WorkflowStatus | null;

  @Enum({ items: () => WorkflowStatus, nativeEnumName: 'workflow_status' })
  toStatus!: WorkflowStatus;

  /** The staff member who made the change; null for the system (intake). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  changedBy?: Rel<User> | null;

  /** Who did it, as shown to the applicant: 'Application received', 'Underwriting team', … */
  @Property({ length: 100 })
  actor!: string;

  /** What the applicant is told about this step (their timeline shows it). */
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  /** The staff member's reason, for the team only (the audit event carries it too). */
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'datetime' })
  changedAt: Date = new Date();
}
