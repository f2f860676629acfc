import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { ContactTopic } from './contact-message.entity.js';

registerEnumType(ContactTopic, { name: 'ContactTopic', description: 'What a contact message is about' });

@InputType({ description: 'A message from the contact form' })
export class ContactMessageInput {
  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => ContactTopic)
  topic!: ContactTopic;

  @Field()
  message!: string;
}

@ObjectType('ContactMessageReceipt', { description: 'Confirms that a contact message was stored' })
export class ContactMessageReceipt {
  @Field(() => ID)
  id!: number;

  @Field()
  createdAt!: Date;
}
