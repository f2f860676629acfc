import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { Document } from './document.entity.js';

/**
 * The bytes of one uploaded version of a document (BACKOFFICE: documents are stored in PostgreSQL, at most 20 MB,
 * sha256 recorded). Kept apart from `document` so lists never read them; a rejected version stays as it was.
 */
@Entity({ tableName: 'document_content' })
export class DocumentContent {
  [OptionalProps]?: 'uploadedBy' | 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Index()
  @ManyToOne(() => Document, { deleteRule: 'cascade' })
  document!: Rel<Document>;

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ length: 64 })
  sha256!: string;

  @Property({ length: 64 })
  mimeType!: string;

  @Property({ length: 200 })
  fileName!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  uploadedBy?: Rel<User> | null;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();
}
