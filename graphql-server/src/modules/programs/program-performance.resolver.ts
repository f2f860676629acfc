import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import type { ProgramPerformance } from './program-performance.js';
import { ProgramPerformanceType } from './program-performance.types.js';

@Authorized(Role.admin)
@Resolver()
export class ProgramPerformanceResolver {
  @Query(() => ProgramPerformanceType, { description: 'R4 performance of one program; NOT_FOUND "Program not found"' })
  programPerformance(@Arg('programId', () => ID, { description: 'The program\'s id' }) programId: string, @Ctx() ctx: GraphQLContext): Promise<ProgramPerformance> {
    return ctx.services.programPerformance.forProgram(ctx.caller, programId);
  }
}
