import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Application } from '../applications/application.entity.js';
import { User } from '../users/user.entity.js';
import { InfoRequest } from './info-request.entity.js';

/** requested → uploaded → accepted | rejected (a rejected one goes back to the client to upload again). */
export enum DocumentStatus {
  requested = 'requested',
  uploaded = 'uploaded',
  accepted = 'accepted',
  rejected = 'rejected',
}

/**
 * One document of an application: what was asked for (or sent unasked) and the metadata of its current file. The
 * bytes live in `document_content` (one row per uploaded version), so listing documents never loads a file.
 */
@Entity({ tableName: 'document' })
export class Document {
  [OptionalProps]?:
    | 'infoRequest'
    | 'required'
    | 'fileName'
    | 'sizeBytes'
    | 'mimeType'
    | 'sha256'
    | 'currentContentId'
    | 'rejectReason'
    | 'requestedAt'
    | 'dueAt'
    | 'uploadedAt'
    | 'uploadedBy'
    | 'reviewedAt'
    | 'reviewedBy'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Application, { deleteRule: 'cascade' })
  application!: Rel<Application>;

  /** The info request that asked for it; null for an upload nobody asked for. */
  @Index()
  @ManyToOne(() => InfoRequest, { nullable: true, deleteRule: 'set null' })
  infoRequest?: Rel<InfoRequest> | null;

  /** One of DOCUMENT_TYPES. */
  @Property({ length: 32 })
  docType!: string;

  @Property({ length: 200 })
  label!: string;

  @Enum({ items: () => DocumentStatus, nativeEnumName: 'document_status' })
  status!: DocumentStatus;

  /** False once the request that asked for it was cancelled: no longer on the client's to-do list. */
  @Property({ default: true })
  required: boolean = true;

  /** The current file's name as sent (made safe), its size, its type as sniffed from the bytes, and its SHA-256 (hex). */
  @Property({ length: 200, nullable: true })
  fileName?: string | null;

  @Property({ type: 'integer', nullable: true })
  sizeBytes?: number | null;

  @Property({ length: 64, nullable: true })
  mimeType?: string | null;

  @Property({ length: 64, nullable: true })
  sha256?: string | null;

  /** The `document_content` row of the current file (a plain id: the bytes are loaded only to download). */
  @Property({ type: 'integer', nullable: true })
  currentContentId?: number | null;

  @Property({ type: 'text', nullable: true })
  rejectReason?: string | null;

  @Property({ type: 'datetime', nullable: true })
  requestedAt?: Date | null;

  /** A date (YYYY-MM-DD), from the info request. */
  @Property({ type: 'date', nullable: true })
  dueAt?: string | null;

  @Property({ type: 'datetime', nullable: true })
  uploadedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  uploadedBy?: Rel<User> | null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  reviewedBy?: Rel<User> | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
