import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { EmailStatus } from './email-message.entity.js';

registerEnumType(EmailStatus, { name: 'EmailStatus', description: 'Where an outgoing e-mail is: pending, sending, sent or failed', valuesConfig: { failed: { description: 'Every delivery attempt failed (see lastError); resendEmail queues it again' }, pending: { description: 'Queued, waiting for its next attempt' }, sending: { description: 'Being handed to the SMTP server now' }, sent: { description: 'Accepted by the SMTP server' } } });

@ObjectType('OutgoingEmail', { description: 'A message in the e-mail outbox (admins only)' })
export class OutgoingEmailType {
  @Field(() => ID, { description: 'The message\'s id' })
  id!: number;

  @Field({ description: 'The recipient\'s e-mail address' })
  to!: string;

  @Field({ description: 'The subject line' })
  subject!: string;

  @Field({ description: 'The plain-text body' })
  textBody!: string;

  @Field({ description: 'The HTML body (user text in it is escaped)' })
  htmlBody!: string;

  @Field({ description: 'The template that wrote it, e.g. welcome or application_received' })
  template!: string;

  @Field(() => EmailStatus, { description: 'Where the message is' })
  status!: EmailStatus;

  @Field(() => Int, { description: 'Delivery attempts so far' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "The last attempt's error" })
  lastError?: string | null;

  @Field({ description: 'When it was queued (ISO-8601 date-time, UTC)' })
  createdAt!: Date;

  @Field({ description: 'A pending message is not tried before this' })
  nextAttemptAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the SMTP server accepted it (ISO-8601 date-time, UTC); null until sent' })
  sentAt?: Date | null;
}

@ObjectType('OutgoingEmailPage', { description: 'One page of the e-mail outbox, newest first' })
export class OutgoingEmailPageType {
  @Field(() => [OutgoingEmailType], { description: 'The messages of this page, newest first' })
  items!: OutgoingEmailType[];

  @Field(() => Int, { description: 'Messages in the whole list with this filter' })
  totalCount!: number;

  @Field({ description: 'True when more (older) messages remain' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page' })
  endCursor!: string | null;

  @Field({ description: 'False: SMTP_URL is not set, so pending messages are not sent' })
  smtpConfigured!: boolean;
}
