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
  async applicationDocuments(@Arg('applicationId', () => ID) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<ApplicationDocumentType[]> {
    return (await ctx.services.documents.list(ctx.caller, applicationId)).map(documentView);
  }

  @Query(() => [InfoRequestType], { description: 'Newest first. For an admin or the owning client; anyone else NOT_FOUND' })
  async infoRequests(@Arg('applicationId', () => ID) applicationId: string, @Ctx() ctx: GraphQLContext): Promise<InfoRequestType[]> {
    return (await ctx.services.infoRequests.list(ctx.caller, applicationId)).map(infoRequestView);
  }

  @Authorized(Role.client)
  @Query(() => [ActionItemType], { description: "The signed-in client's open info requests and documents to upload, oldest due first" })
  myActionItems(@Ctx() ctx: GraphQLContext): Promise<ActionItemType[]> {
    return ctx.services.documents.actionItems(ctx.caller) as Promise<ActionItemType[]>;
  }

  @Authorized(Role.admin)
  @Mutation(() => InfoRequestType, { description: 'Asks the client for documents and answers by a due date, and e-mails them (admins)' })
  async requestInfo(@Arg('input', () => RequestInfoInput) input: RequestInfoInput, @Ctx() ctx: GraphQLContext): Promise<InfoRequestType> {
    return infoRequestView(await ctx.services.infoRequests.request(ctx.caller, input));
  }

  @Mutation(() => InfoRequestType, { description: 'The owning client answers questions of an info request' })
  async answerInfoRequest(@Arg('input', () => AnswerInfoRequestInput) input: AnswerInfoRequestInput, @Ctx() ctx: GraphQLContext): Promise<InfoRequestType> {
    return infoRequestView(await ctx.services.infoRequests.answer(ctx.caller, input));
  }

  @Authorized(Role.admin)
  @Mutation(() => InfoRequestType, { description: 'Cancels an open or answered info request; its documents are no longer required (admins)' })
  async cancelInfoRequest(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InfoRequestType> {
    return infoRequestView(await ctx.services.infoRequests.cancel(ctx.caller, id, reason));
  }

  @Authorized(Role.admin)
  @Mutation(() => ApplicationDocumentType, { description: 'Accepts or rejects (with a reason) an uploaded document (admins)' })
  async reviewDocument(@Arg('input', () => ReviewDocumentInput) input: ReviewDocumentInput, @Ctx() ctx: GraphQLContext): Promise<ApplicationDocumentType> {
    return documentView(await ctx.services.documents.review(ctx.caller, input));
  }
}
