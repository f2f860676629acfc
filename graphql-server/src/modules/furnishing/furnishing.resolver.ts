import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import {
  DisputeFurnishingRecordInput,
  FurnishingBatchPageType,
  FurnishingBatchType,
  FurnishingDisputeQueueItemType,
  FurnishingDisputeType,
  FurnishingLogEntryType,
  FurnishingRecordType,
  RecordFurnishingBatchResponseInput,
  ResolveFurnishingDisputeInput,
} from './furnishing.types.js';
import { batchView, recordView } from './furnishing.views.js';

@Resolver()
export class FurnishingResolver {
  @Authorized('admin')
  @Query(() => FurnishingBatchPageType, { description: 'R19 Reporting: furnishing batches, newest month first, 25 a page (admins)' })
  async furnishingBatches(@Ctx() ctx: GraphQLContext, @Arg('page', () => Int, { nullable: true, description: 'The page to answer, from 1 (1 when left out)' }) page?: number | null): Promise<FurnishingBatchPageType> {
    const result = await ctx.services.furnishing.batches(ctx.caller, page ?? 1);
    return { ...result, items: result.items.map(batchView) };
  }

  @Authorized('admin')
  @Query(() => [FurnishingRecordType], { description: "A batch's records (admins)" })
  async furnishingBatchRecords(@Ctx() ctx: GraphQLContext, @Arg('batchId', () => ID, { description: 'The batch\'s id' }) batchId: string): Promise<FurnishingRecordType[]> {
    return (await ctx.services.furnishing.batchRecords(ctx.caller, batchId)).map(recordView);
  }

  @Authorized()
  @Query(() => [FurnishingLogEntryType], { description: "R23/R24 furnishing log: every record reported about the caller (admins: about clientId)" })
  async myFurnishingRecords(@Ctx() ctx: GraphQLContext, @Arg('clientId', () => ID, { nullable: true, description: 'Admins: the client user to list; ignored for a client, who sees their own' }) clientId?: string | null): Promise<FurnishingLogEntryType[]> {
    return (await ctx.services.furnishing.myRecords(ctx.caller, clientId)).map((entry) => ({ ...entry, record: recordView(entry.record) }));
  }

  @Authorized('admin')
  @Query(() => [FurnishingDisputeQueueItemType], { description: 'R19 Disputes queue, the nearest answer deadline first (admins)' })
  async furnishingDisputes(@Ctx() ctx: GraphQLContext, @Arg('status', () => String, { nullable: true, description: 'Only disputes in this status: open, corrected or upheld; null for all' }) status?: string | null): Promise<FurnishingDisputeQueueItemType[]> {
    return (await ctx.services.furnishing.disputes(ctx.caller, status)).map((item) => ({ ...item, record: recordView(item.record) }));
  }

  @Authorized('admin')
  @Mutation(() => FurnishingBatchType, { description: "R19 Generate: a closed month's batch for a bureau (admins)" })
  async generateFurnishingBatch(
    @Ctx() ctx: GraphQLContext,
    @Arg('bureau', () => String, { description: 'The bureau: dnb, experian or equifax; BAD_USER_INPUT when it is not enabled in the platform settings or the month is not closed' }) bureau: string,
    @Arg('periodMonth', () => String, { description: 'YYYY-MM' }) periodMonth: string,
  ): Promise<FurnishingBatchType> {
    return batchView(await ctx.services.furnishing.generateBatch(ctx.caller, { bureau, periodMonth }));
  }

  @Authorized('admin')
  @Mutation(() => FurnishingBatchType, { description: 'R19 Mark submitted: the file was uploaded to the bureau (admins)' })
  async markFurnishingBatchSubmitted(@Ctx() ctx: GraphQLContext, @Arg('batchId', () => ID, { description: 'The generated batch\'s id; NOT_FOUND when there is none, CONFLICT when it was already submitted' }) batchId: string): Promise<FurnishingBatchType> {
    return batchView(await ctx.services.furnishing.markBatchSubmitted(ctx.caller, batchId));
  }

  @Authorized('admin')
  @Mutation(() => FurnishingBatchType, { description: "R19 Record response: the bureau's answer to a submitted batch (admins)" })
  async recordFurnishingBatchResponse(@Ctx() ctx: GraphQLContext, @Arg('input', () => RecordFurnishingBatchResponseInput, { description: 'The submitted batch and the bureau\'s answer; CONFLICT when the batch is not submitted or already answered' }) input: RecordFurnishingBatchResponseInput): Promise<FurnishingBatchType> {
    return batchView(await ctx.services.furnishing.recordBatchResponse(ctx.caller, input));
  }

  @Authorized()
  @Mutation(() => FurnishingDisputeType, { description: 'R24 Dispute a reported record (its client only; one open dispute per record)' })
  disputeFurnishingRecord(@Ctx() ctx: GraphQLContext, @Arg('input', () => DisputeFurnishingRecordInput, { description: 'The record and why it is wrong; NOT_FOUND for a record not about the caller, CONFLICT when it already has an open dispute' }) input: DisputeFurnishingRecordInput): Promise<FurnishingDisputeType> {
    return ctx.services.furnishing.dispute(ctx.caller, input);
  }

  @Authorized('admin')
  @Mutation(() => FurnishingDisputeType, { description: 'R19 Disputes: correct and re-report, or uphold with a note to the client (admins)' })
  resolveFurnishingDispute(@Ctx() ctx: GraphQLContext, @Arg('input', () => ResolveFurnishingDisputeInput, { description: 'The open dispute, the outcome and the note to the client; NOT_FOUND when there is none, CONFLICT when it was already resolved' }) input: ResolveFurnishingDisputeInput): Promise<FurnishingDisputeType> {
    return ctx.services.furnishing.resolveDispute(ctx.caller, input);
  }
}
