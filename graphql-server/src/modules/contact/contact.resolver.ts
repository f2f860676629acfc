import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ContactMessageInput, ContactMessageReceipt } from './contact.types.js';

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactMessageReceipt, { description: 'Sends a message to the support team (rate-limited)' })
  async sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: 'The contact form\'s fields; BAD_USER_INPUT with field errors, TOO_MANY_REQUESTS when the sender\'s IP address or e-mail sent too many messages in the window' }) input: ContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessageReceipt> {
    const message = await ctx.services.contact.send(input, ctx.client);
    return { id: message.id, createdAt: message.createdAt };
  }
}
