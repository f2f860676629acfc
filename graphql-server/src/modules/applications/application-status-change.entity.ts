import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { Application, ApplicationStatus } from './application.entity.js';

/** One step of an application's status history: who, when, from which status to which (from is null at intake). */
@Entity({ tableName: 'application_status_changes' })
@Index({ properties: ['application', 'changedAt'] })
export class ApplicationStatusChange {
  [OptionalProps]?: 'changedAt' | 'changedBy' | 'fromStatus' | 'note';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Rel<Application>;

  @Enum({ items: () => ApplicationStatus, nativeEnumName: 'application_status', nullable: true })
  fromStatus?: ApplicationStatus | null;

  @Enum({ items: () => ApplicationStatus, nativeEnumName: 'application_status' })
  toStatus!: ApplicationStatus;

  /** The staff member who made the change; null for the system (intake). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  changedBy?: Rel<User> | null;

  /** Who did it, as shown to the applicant: 'Application received', 'Underwriting team', … */
  @Property({ length: 100 })
  actor!: string;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'datetime' })
  changedAt: Date = new Date();
}
