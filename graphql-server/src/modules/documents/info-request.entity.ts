import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Application } from '../applications/application.entity.js';
import { Lender } from '../lenders/lender.entity.js';
import { User } from '../users/user.entity.js';

/** open → answered (every question answered, every document uploaded) → accepted (every document accepted); or cancelled. */
export enum InfoRequestStatus {
  open = 'open',
  answered = 'answered',
  accepted = 'accepted',
  cancelled = 'cancelled',
}

export enum InfoRequestItemKind {
  document = 'document',
  question = 'question',
}

/** One thing asked for: a document (its `document` row is created with the request) or a question to answer. */
export interface InfoRequestItem {
  kind: InfoRequestItemKind;
  docType: string | null;
  prompt: string;
  answer: string | null;
  documentId: number | null;
}

/**
 * NetFund, or a lender the file is shared with (R20 Request info), asks the client of an application for documents and
 * answers, by a due date (BACKOFFICE §3, R13 Messages).
 */
@Entity({ tableName: 'info_request' })
export class InfoRequest {
  [OptionalProps]?: 'status' | 'requestedBy' | 'requestedByName' | 'lender' | 'submissionId' | 'answeredAt' | 'cancelledAt' | 'cancelReason' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Rel<Application>;

  @Property({ type: 'text' })
  message!: string;

  /** A date (YYYY-MM-DD) in platform time. */
  @Property({ type: 'date' })
  dueAt!: string;

  @Enum({ items: () => InfoRequestStatus, nativeEnumName: 'info_request_status', default: InfoRequestStatus.open })
  status: InfoRequestStatus = InfoRequestStatus.open;

  @Property({ type: 'json' })
  items!: InfoRequestItem[];

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  requestedBy?: Rel<User> | null;

  /** The requesting admin's (or lender user's) username at the time (kept when the account goes). */
  @Property({ length: 100, nullable: true })
  requestedByName?: string | null;

  /** The lender that asked (R20), or null when NetFund asked. */
  @ManyToOne(() => Lender, { nullable: true })
  lender?: Rel<Lender> | null;

  /** The lender's submission the request was made through; its status follows the lender's open requests (§3.4). */
  @Property({ nullable: true })
  submissionId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  cancelReason?: string | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
