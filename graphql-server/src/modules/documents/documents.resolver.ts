import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import {
  ActionItemType,
  AnswerInfoRequestInput,
  ApplicationDocumentType,
  InfoRequestType,
  RequestInfoInput,
  ReviewDocumentInput,
} from './documents.types.js';
import { documentView, infoRequestView } from './documents.views.js';

/** Documents and info requests of an application; the services check who may do what. */
@Resolver()
export class DocumentsResolver {
  @Query(() => [ApplicationDocumentType], { description: 'For an admin or the owning client; anyone else NOT_FOUND "Application not found"' })
  async applicationDocuments(@Arg('applicationId', () => ID, { description: 'The application\'s id' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ApplicationDocumentType[]> {
    return (await ctx.services.documents.list(ctx.caller, applicationId)).map(documentView);
  }

  @Query(() => [InfoRequestType], { description: 'Newest first. For an admin or the owning client; anyone else NOT_FOUND' })
  async infoRequests(@Arg('applicationId', () => ID, { description: 'The application\'s id' }) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<InfoRequestType[]> {
    return (await ctx.services.infoRequests.list(ctx.caller, applicationId)).map(infoRequestView);
  }

  @Authorized(Role.client)
  @Query(() => [ActionItemType], { description: "The signed-in client's open info requests and documents to upload, oldest due first" })
  myActionItems(@Ctx() ctx: GraphQLContext): Promise<ActionItemType[]> {
    return ctx.services.documents.actionItems(ctx.caller) as Promise<ActionItemType[]>;
  }

  @Authorized(Role.admin)
  @Mutation(() => InfoRequestType, { description: 'Asks the client for documents and answers by a due date, and e-mails them (admins)' })
  async requestInfo(@Arg('input', () => RequestInfoInput, { description: 'The application, the message, the due date and what to ask for; BAD_USER_INPUT with field errors' }) input: RequestInfoInput, @Ctx() ctx: GraphQLContext): Promise<InfoRequestType> {
    return infoRequestView(await ctx.services.infoRequests.request(ctx.caller, input));
  }

  @Mutation(() => InfoRequestType, { description: 'The owning client answers questions of an info request' })
  async answerInfoRequest(@Arg('input', () => AnswerInfoRequestInput, { description: 'The request and the answers to its questions; FORBIDDEN for anyone but the client, BAD_USER_INPUT with field errors, CONFLICT when the request was cancelled or accepted' }) input: AnswerInfoRequestInput, @Ctx() ctx: GraphQLContext): Promise<InfoRequestType> {
    return infoRequestView(await ctx.services.infoRequests.answer(ctx.caller, input));
  }

  @Authorized(Role.admin)
  @Mutation(() => InfoRequestType, { description: 'Cancels an open or answered info request; its documents are no longer required (admins)' })
  async cancelInfoRequest(
    @Arg('id', () => ID, { description: 'The info request\'s id; NOT_FOUND when there is none, CONFLICT when it is already cancelled or accepted' }) id: string,
    @Arg('reason', () => String, { description: 'Why it is cancelled (required; shown to the client)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InfoRequestType> {
    return infoRequestView(await ctx.services.infoRequests.cancel(ctx.caller, id, reason));
  }

  @Authorized(Role.admin)
  @Mutation(() => ApplicationDocumentType, { description: 'Accepts or rejects (with a reason) an uploaded document (admins)' })
  async reviewDocument(@Arg('input', () => ReviewDocumentInput, { description: 'The uploaded document and the decision; NOT_FOUND when there is none, CONFLICT when it is not waiting for review' }) input: ReviewDocumentInput, @Ctx() ctx: GraphQLContext): Promise<ApplicationDocumentType> {
    return documentView(await ctx.services.documents.review(ctx.caller, input));
  }
}
