import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const ACCESS_ACTIONS = ['open_file', 'view_document', 'download_document'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** One lender read of an application's file or document (§3.1 access_log, invariant 6): append-only (invariant 13). */
@Entity({ tableName: 'access_log' })
export class AccessLogEntry {
  [OptionalProps]?: 'userId' | 'documentId' | 'documentName' | 'ipPrefix' | 'at';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property()
  applicationId!: number;

  @Property()
  lenderId!: number;

  @Property({ nullable: true })
  userId: number | null = null;

  /** The username at the time, as the client's access list shows it. */
  @Property({ length: 64 })
  userName!: string;

  @Property({ length: 24 })
  action!: AccessAction;

  @Property({ nullable: true })
  documentId: number | null = null;

  /** The file name at the time of the read. */
  @Property({ length: 255, nullable: true })
  documentName: string | null = null;

  @Property({ length: 64, nullable: true })
  ipPrefix: string | null = null;

  @Property({ type: 'datetime' })
  at: Date = new Date();
}
