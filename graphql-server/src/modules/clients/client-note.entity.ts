import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/** The longest internal note (BACKOFFICE R11); the database checks it too. */
export const MAX_NOTE_LENGTH = 5000;

/**
 * An internal note about a client (R11 client detail): written by the team, never shown to the client.
 * Notes are added, not edited: each one is audited as written.
 */
@Entity({ tableName: 'client_note' })
@Index({ name: 'client_note_client_id_created_at_index', properties: ['client', 'createdAt'] })
export class ClientNote {
  [OptionalProps]?: 'createdAt' | 'author';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  client!: Rel<User>;

  @Property({ type: 'text' })
  body!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  author?: Rel<User> | null;

  /** The author's username at the time (the note outlives the account). */
  @Property({ length: 64 })
  authorName!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
