import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { ContactTopic } from './contact-message.entity.js';

registerEnumType(ContactTopic, { name: 'ContactTopic', description: 'What a contact message is about', valuesConfig: { credit_builder: { description: 'NetBuilder credit building' }, existing_application: { description: 'An application already sent' }, funding: { description: 'Getting funding' }, other: { description: 'Anything else' }, partnership: { description: 'Partnering with NetFund (lenders, brokers)' } } });

@InputType({ description: 'A message from the contact form' })
export class ContactMessageInput {
  @Field({ description: 'The sender\'s name, 2–100 characters' })
  name!: string;

  @Field({ description: 'The sender\'s e-mail address, where support answers (at most 254 characters)' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'The sender\'s phone, US format (optional)' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'The sender\'s company, at most 120 characters (optional)' })
  company?: string | null;

  @Field(() => ContactTopic, { description: 'What the message is about' })
  topic!: ContactTopic;

  @Field({ description: 'The message, 20–5,000 characters' })
  message!: string;
}

@ObjectType('ContactMessageReceipt', { description: 'Confirms that a contact message was stored' })
export class ContactMessageReceipt {
  @Field(() => ID, { description: 'The stored message\'s id (quote it in follow-ups)' })
  id!: number;

  @Field({ description: 'When the message was stored (ISO-8601 date-time, UTC)' })
  createdAt!: Date;
}
