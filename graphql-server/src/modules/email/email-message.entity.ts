import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export enum EmailStatus {
  /** Waiting for the delivery job (also every message while no SMTP server is configured). */
  pending = 'pending',
  /** Claimed by one app instance's delivery job, being handed to the SMTP server. */
  sending = 'sending',
  sent = 'sent',
  /** Gave up after the last attempt; `lastError` says why. An admin can queue it again. */
  failed = 'failed',
}

/**
 * One outgoing e-mail in the outbox (BACKOFFICE "Decisions taken"): written in the same transaction as the change
 * it tells about, delivered later by the `deliver-email` job. Rows are kept after sending: admins read them as
 * "Outgoing mail".
 */
@Entity({ tableName: 'email_outbox' })
@Index({ name: 'email_outbox_status_id_index', properties: ['status', 'id'] })
export class EmailMessage {
  [OptionalProps]?: 'status' | 'attempts' | 'lastError' | 'dedupeKey' | 'createdAt' | 'nextAttemptAt' | 'claimedAt' | 'sentAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ fieldName: 'to_address', length: 254 })
  to!: string;

  @Property({ length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  textBody!: string;

  @Property({ type: 'text' })
  htmlBody!: string;

  /** Which template wrote it (`welcome`, `application_received`, …). */
  @Property({ length: 64 })
  template!: string;

  @Enum({ items: () => EmailStatus, nativeEnumName: 'email_status', default: EmailStatus.pending })
  status: EmailStatus = EmailStatus.pending;

  /** Delivery attempts made so far. */
  @Property({ type: 'integer', default: 0 })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** Names the notice (e.g. `welcome:user:42`): the same notice is never queued twice. */
  @Unique()
  @Property({ length: 200, nullable: true })
  dedupeKey?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** A pending message is not sent before this (the back-off after a failed attempt). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();

  /** When a delivery job claimed it; a claim left far behind (a crashed instance) is taken over. */
  @Property({ type: 'datetime', nullable: true })
  claimedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
