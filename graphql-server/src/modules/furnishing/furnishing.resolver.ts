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
  async furnishingBatches(@Ctx() ctx: GraphQLContext, @Arg('page', () => Int, { nullable: true }) page?: number | null): Promise<FurnishingBatchPageType> {
    const result = await ctx.services.furnishing.batches(ctx.caller, page ?? 1);
    return { ...result, items: result.items.map(batchView) };
  }

  @Authorized('admin')
  @Query(() => [FurnishingRecordType], { description: "A batch's records (admins)" })
  async furnishingBatchRecords(@Ctx() ctx: GraphQLContext, @Arg('batchId', () => ID) batchId: string): Promise<FurnishingRecordType[]> {
    return (await ctx.services.furnishing.batchRecords(ctx.caller, batchId)).map(recordView);
  }

  @Authorized()
  @Query(() => [FurnishingLogEntryType], { description: "R23/R24 furnishing log: every record reported about the caller (admins: about clientId)" })
  async myFurnishingRecords(@Ctx() ctx: GraphQLContext, @Arg('clientId', () => ID, { nullable: true }) clientId?: string | null): Promise<FurnishingLogEntryType[]> {
    return (await ctx.services.furnishing.myRecords(ctx.caller, clientId)).map((entry) => ({ ...entry, record: recordView(entry.record) }));
  }

  @Authorized('admin')
  @Query(() => [FurnishingDisputeQueueItemType], { description: 'R19 Disputes queue, the nearest answer deadline first (admins)' })
  async furnishingDisputes(@Ctx() ctx: GraphQLContext, @Arg('status', () => String, { nullable: true }) status?: string | null): Promise<FurnishingDisputeQueueItemType[]> {
    return (await ctx.services.furnishing.disputes(ctx.caller, status)).map((item) => ({ ...item, record: recordView(item.record) }));
  }

  @Authorized('admin')
  @Mutation(() => FurnishingBatchType, { description: "R19 Generate: a closed month's batch for a bureau (admins)" })
  async generateFurnishingBatch(
    @Ctx() ctx: GraphQLContext,
    @Arg('bureau', () => String) bureau: string,
    @Arg('periodMonth', () => String, { description: 'YYYY-MM' }) periodMonth: string,
  ): Promise<FurnishingBatchType> {
    return batchView(await ctx.services.furnishing.generateBatch(ctx.caller, { bureau, periodMonth }));
  }

  @Authorized('admin')
  @Mutation(() => FurnishingBatchType, { description: 'R19 Mark submitted: the file was uploaded to the bureau (admins)' })
  async markFurnishingBatchSubmitted(@Ctx() ctx: GraphQLContext, @Arg('batchId', () => ID) batchId: string): Promise<FurnishingBatchType> {
    return batchView(await ctx.services.furnishing.markBatchSubmitted(ctx.caller, batchId));
  }

  @Authorized('admin')
  @Mutation(() => FurnishingBatchType, { description: "R19 Record response: the bureau's answer to a submitted batch (admins)" })
  async recordFurnishingBatchResponse(@Ctx() ctx: GraphQLContext, @Arg('input', () => RecordFurnishingBatchResponseInput) input: RecordFurnishingBatchResponseInput): Promise<FurnishingBatchType> {
    return batchView(await ctx.services.furnishing.recordBatchResponse(ctx.caller, input));
  }

  @Authorized()
  @Mutation(() => FurnishingDisputeType, { description: 'R24 Dispute a reported record (its client only; one open dispute per record)' })
  disputeFurnishingRecord(@Ctx() ctx: GraphQLContext, @Arg('input', () => DisputeFurnishingRecordInput) input: DisputeFurnishingRecordInput): Promise<FurnishingDisputeType> {
    return ctx.services.furnishing.dispute(ctx.caller, input);
  }

  @Authorized('admin')
  @Mutation(() => FurnishingDisputeType, { description: 'R19 Disputes: correct and re-report, or uphold with a note to the client (admins)' })
  resolveFurnishingDispute(@Ctx() ctx: GraphQLContext, @Arg('input', () => ResolveFurnishingDisputeInput) input: ResolveFurnishingDisputeInput): Promise<FurnishingDisputeType> {
    return ctx.services.furnishing.resolveDispute(ctx.caller, input);
  }
}
