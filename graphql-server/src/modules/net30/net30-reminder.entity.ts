import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** §3.5 reminders: due − 5 days, the due day, due + 3 days. */
export const NET30_REMINDER_KINDS = ['due_soon', 'due_today', 'past_due'] as const;
export type Net30ReminderKind = (typeof NET30_REMINDER_KINDS)[number];

/** A reminder sent for an invoice: each kind once per invoice (unique), so a job run twice sends nothing twice. */
@Entity({ tableName: 'net30_reminder' })
export class Net30Reminder {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  invoiceId!: number;

  @Property({ length: 16 })
  kind!: Net30ReminderKind;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  sentAt: Date = new Date();
}
