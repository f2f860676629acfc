import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Submission counters of the public forms (contact, credit applications), one row per key such as
 * `contact:ip:<address>` or `contact:email:<address>`. Kept in PostgreSQL, like the login throttle, so that
 * every app instance counts the same submissions.
 */
@Entity({ tableName: 'form_throttles' })
export class FormThrottle {
  @PrimaryKey({ length: 320 })
  key!: string;

  @Property()
  submissions: number = 0;

  @Property({ type: 'datetime' })
  windowStartedAt: Date = new Date();
}
