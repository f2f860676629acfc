import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** R20 Criteria *Request a change*: a lender's free text about one of its programs (or its criteria in general), an admin task until resolved. */
@Entity({ tableName: 'lender_change_request' })
export class CriteriaChangeRequest {
  [OptionalProps]?: 'programId' | 'createdById' | 'createdAt' | 'resolvedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  lenderId!: number;

  @Property({ nullable: true })
  programId: number | null = null;

  @Property({ type: 'text' })
  message!: string;

  @Property({ nullable: true })
  createdById: number | null = null;

  /** The lender user's username at the time. */
  @Property({ length: 100 })
  createdByName!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** When an admin marked it done; until then it waits on the dashboard queue. */
  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;
}
