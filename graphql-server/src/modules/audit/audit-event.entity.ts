import { BigIntType } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Who made a change: a signed-in user, or the platform itself (`integration`, `payments-webhook`, `job:<name>`, `anonymous`). */
export type AuditActorType = 'user' | 'system';

/** Field name → value, of the fields a change touched only (secrets redacted). */
export type AuditFieldValues = Record<string, unknown>;

/**
 * One recorded change (BACKOFFICE §6.1). Append-only: rows are written only by `AuditService.record`, inside
 * the transaction of the change they describe, and a trigger refuses UPDATE, DELETE and TRUNCATE. This entity
 * is for reading; nothing ever persists it through the unit of work.
 */
@Entity({ tableName: 'audit_event', readonly: true })
export class AuditEvent {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: true })
  id!: number;

  /** 1, 2, 3, … without gaps: the order of the hash chain. */
  @Property({ type: new BigIntType('number'), unique: true })
  seq!: number;

  @Property({ type: 'datetime' })
  occurredAt!: Date;

  @Property({ length: 16 })
  actorType!: AuditActorType;

  /** The acting user's id (no foreign key: the trail outlives the account). */
  @Property({ nullable: true })
  actorUserId!: number | null;

  /** The username at the time, or the system actor's name. */
  @Property({ length: 100 })
  actorName!: string;

  @Property({ length: 16, nullable: true })
  actorRole!: string | null;

  /** `entity.verb`, e.g. `application.claimed`. */
  @Property({ length: 100 })
  action!: string;

  @Property({ length: 60 })
  entityType!: string;

  @Property({ length: 100 })
  entityId!: string;

  /** One sentence a person can read. */
  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'json', nullable: true })
  before!: AuditFieldValues | null;

  @Property({ type: 'json', nullable: true })
  after!: AuditFieldValues | null;

  @Property({ type: 'text', nullable: true })
  reason!: string | null;

  /** The HTTP request's id (X-Request-Id); null for jobs and scripts. */
  @Property({ length: 100, nullable: true })
  requestId!: string | null;

  /** Reserved for maker-checker (an approved `approval_request`); not used yet. */
  @Property({ type: new BigIntType('number'), nullable: true })
  approvalRequestId!: number | null;

  @Property({ length: 64, columnType: 'char(64)' })
  prevHash!: string;

  @Property({ length: 64, columnType: 'char(64)' })
  hash!: string;
}
