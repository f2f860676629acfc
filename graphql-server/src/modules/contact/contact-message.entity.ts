import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export enum ContactTopic {
  funding = 'funding',
  existing_application = 'existing_application',
  credit_builder = 'credit_builder',
  partnership = 'partnership',
  other = 'other',
}

/** A message sent through the contact form at /support/contact; the support team answers it by e-mail or phone. */
@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  [OptionalProps]?: 'createdAt' | 'phone' | 'company' | 'ip' | 'userAgent';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 100 })
  name!: string;

  @Index()
  @Property({ length: 254 })
  email!: string;

  @Property({ length: 32, nullable: true })
  phone?: string | null;

  @Property({ length: 120, nullable: true })
  company?: string | null;

  @Enum({ items: () => ContactTopic, nativeEnumName: 'contact_topic' })
  topic!: ContactTopic;

  @Property({ type: 'text' })
  message!: string;

  @Property({ length: 64, nullable: true })
  ip?: string | null;

  @Property({ length: 512, nullable: true })
  userAgent?: string | null;

  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
