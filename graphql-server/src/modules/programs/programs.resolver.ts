import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { LenderProgram } from './lender-program.entity.js';
import type { ProgramPage } from './programs.service.js';
import {
  CoverageHeatmapType,
  CreateProgramInput,
  CriteriaPreviewType,
  ProgramCriteriaScalar,
  ProgramListFilterInput,
  ProgramPageType,
  ProgramType,
  ProgramWhatIfInput,
  ProgramWhatIfResultType,
  UpdateProgramDraftInput,
} from './programs.types.js';

/** R2–R4: admins only (the service checks the role again). Writes answer the program with its history. */
@Authorized(Role.admin)
@Resolver()
export class ProgramsResolver {
  @Query(() => ProgramPageType, { description: 'R2 matrix / R4 list: programs with lender and criteria in force, one page (25 by default, at most 100)' })
  adminPrograms(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ProgramListFilterInput, { nullable: true, description: 'Which programs to list; null lists them all' }) filter?: ProgramListFilterInput | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1, description: 'The page to answer, from 1' }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 25, description: 'Rows per page: 25 by default, at most 100' }) pageSize?: number | null,
  ): Promise<ProgramPage> {
    // An ID that is not a whole number reaches the service as -1, which its schema refuses as an unknown lender.
    const lenderId = filter?.lenderId ? Number(filter.lenderId) : null;
    const lenderFilter = lenderId === null || Number.isSafeInteger(lenderId) ? lenderId : -1;
    return ctx.services.programs.list({ filter: filter ? ({ ...filter, lenderId: lenderFilter } as never) : null, page, pageSize }, ctx.caller);
  }

  @Query(() => ProgramType, { description: 'R4 detail; NOT_FOUND "Program not found"' })
  adminProgram(@Arg('id', () => ID, { description: 'The program\'s id' }) id: string, @Ctx() ctx: GraphQLContext): Promise<ProgramType> {
    return programView(ctx, id);
  }

  @Query(() => CriteriaPreviewType, { description: 'R3: the plain-English preview of criteria, or the criteria schema’s messages by field' })
  programCriteriaPreview(@Arg('criteria', () => ProgramCriteriaScalar, { description: 'The criteria document to check (JSON, BACKOFFICE §4.1)' }) criteria: Record<string, unknown>, @Ctx() ctx: GraphQLContext): CriteriaPreviewType {
    return ctx.services.programs.criteriaPreview(criteria, ctx.caller);
  }

  @Query(() => CoverageHeatmapType, { description: 'R2: how many active programs accept each FICO × months-in-business cell for a product and amount' })
  coverageHeatmap(@Arg('product', { description: 'The catalogue product code to test, e.g. "mca"' }) product: string, @Arg('amountCents', () => Int, { description: 'The requested amount to test, in cents' }) amountCents: number, @Ctx() ctx: GraphQLContext): Promise<CoverageHeatmapType> {
    return ctx.services.programs.coverage({ product, amountCents }, ctx.caller);
  }

  @Query(() => [ProgramWhatIfResultType], { description: 'R2 what-if tester: the engine’s dry run of the given facts against every active program, ranked; nothing stored' })
  async programWhatIf(@Arg('input', () => ProgramWhatIfInput, { description: 'The applicant\'s facts to test; absent facts count as missing' }) input: ProgramWhatIfInput, @Ctx() ctx: GraphQLContext): Promise<ProgramWhatIfResultType[]> {
    const results = await ctx.services.programs.whatIf({ ...input }, ctx.caller);
    return results.map((result) => ({ ...result, missingFacts: result.missingFacts.map((missing) => missing.text) }));
  }

  @Mutation(() => ProgramType, { description: 'R3 Save draft of a new program (status draft); audited program.created' })
  async createProgram(@Arg('input', () => CreateProgramInput, { description: 'The new program\'s lender, name and criteria; BAD_USER_INPUT with the criteria schema\'s messages by field' }) input: CreateProgramInput, @Ctx() ctx: GraphQLContext): Promise<ProgramType> {
    return programView(ctx, (await ctx.services.programs.create({ ...input }, ctx.caller)).id);
  }

  @Mutation(() => ProgramType, { description: 'R3 Save draft of an existing program (version-checked); audited program.draft_saved' })
  async updateProgramDraft(@Arg('id', () => ID, { description: 'The program\'s id; CONFLICT when it is archived' }) id: string, @Arg('input', () => UpdateProgramDraftInput, { description: 'The draft\'s name and criteria, and the version as last read' }) input: UpdateProgramDraftInput, @Ctx() ctx: GraphQLContext): Promise<ProgramType> {
    return programView(ctx, (await ctx.services.programs.updateDraft(id, { ...input }, ctx.caller)).id);
  }

  @Mutation(() => ProgramType, { description: 'R3 Publish: the draft becomes immutable version n+1, draft → active; audited program.published' })
  async publishProgram(@Arg('id', () => ID, { description: 'The program whose draft to publish; CONFLICT when there is no draft or the program is archived' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The program\'s row version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<ProgramType> {
    return programView(ctx, (await ctx.services.programs.publish(id, expectedVersion, ctx.caller)).id);
  }

  @Mutation(() => ProgramType, { description: 'R4 Restore version n: publishes version n+1 equal to n; audited program.published' })
  async restoreProgramVersion(
    @Arg('id', () => ID, { description: 'The program\'s id' }) id: string,
    @Arg('version', () => Int, { description: 'The published version to restore (from Program.versions); NOT_FOUND when there is none' }) version: number,
    @Arg('expectedVersion', () => Int, { description: 'The program\'s row version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProgramType> {
    return programView(ctx, (await ctx.services.programs.restoreVersion(id, version, expectedVersion, ctx.caller)).id);
  }

  @Mutation(() => ProgramType, { description: 'R2 Pause (reason 5–500 characters): new matching only; audited program.paused' })
  async pauseProgram(
    @Arg('id', () => ID, { description: 'The program\'s id; CONFLICT unless it is active' }) id: string,
    @Arg('reason', { description: 'Why it is paused, 5–500 characters' }) reason: string,
    @Arg('expectedVersion', () => Int, { description: 'The program\'s row version as last read; a stale one is CONFLICT' }) expectedVersion: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProgramType> {
    return programView(ctx, (await ctx.services.programs.pause(id, { reason, expectedVersion }, ctx.caller)).id);
  }

  @Mutation(() => ProgramType, { description: 'paused → active; audited program.resumed' })
  async resumeProgram(@Arg('id', () => ID, { description: 'The program\'s id; CONFLICT unless it is paused' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The program\'s row version as last read; a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<ProgramType> {
    return programView(ctx, (await ctx.services.programs.resume(id, expectedVersion, ctx.caller)).id);
  }

  @Mutation(() => ProgramType, { description: 'R4 Archive (only with no open submissions); audited program.archived' })
  async archiveProgram(@Arg('id', () => ID, { description: 'The program\'s id; CONFLICT when it has open submissions or is already archived' }) id: string, @Arg('expectedVersion', () => Int, { description: 'The program\'s row version as last read (Program.version); a stale one is CONFLICT' }) expectedVersion: number, @Ctx() ctx: GraphQLContext): Promise<ProgramType> {
    return programView(ctx, (await ctx.services.programs.archive(id, expectedVersion, ctx.caller)).id);
  }

  @Mutation(() => ProgramType, { description: 'R2/R4 Duplicate: a new draft for the same lender ("Copy of …" unless a name is given); audited program.created' })
  async duplicateProgram(@Arg('id', () => ID, { description: 'The program to copy; NOT_FOUND when there is none' }) id: string, @Arg('name', () => String, { nullable: true, description: 'The copy\'s name (3–80 characters, unique per lender); null: "Copy of …"' }) name: string | null, @Ctx() ctx: GraphQLContext): Promise<ProgramType> {
    return programView(ctx, (await ctx.services.programs.duplicate(id, name, ctx.caller)).id);
  }
}

async function programView(ctx: GraphQLContext, id: string | number): Promise<ProgramType> {
  const { program, lender, versions } = await ctx.services.programs.get(id, ctx.caller);
  return {
    ...programFields(program),
    lenderName: lender.displayName,
    versions: versions.map((version) => ({ version: version.version, criteria: version.criteria, createdBy: version.createdByName, publishedAt: version.publishedAt })),
  };
}

function programFields(program: LenderProgram): Omit<ProgramType, 'lenderName' | 'versions'> {
  return {
    id: program.id,
    lenderId: program.lenderId,
    name: program.name,
    product: program.product,
    status: program.status,
    currentVersion: program.currentVersion,
    draftCriteria: program.draftCriteria,
    pausedReason: program.pausedReason,
    version: program.version,
    createdAt: program.createdAt,
    updatedAt: program.updatedAt,
  };
}
