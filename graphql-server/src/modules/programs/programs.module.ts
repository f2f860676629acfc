import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolver's decorators need.
import { LenderProgram, LenderProgramVersion } from './lender-program.entity.js';
import { ProgramPerformanceResolver } from './program-performance.resolver.js';
import { ProgramPerformanceService } from './program-performance.js';
import { ProgramsResolver } from './programs.resolver.js';
import { ProgramAdminService } from './programs.service.js';

declare module '../module.js' {
  interface Services {
    programs: ProgramAdminService;
    programPerformance: ProgramPerformanceService;
  }
}

/** R2–R4 the funding matrix: lender programs and their immutable criteria versions. */
export const programsModule: ModuleManifest = {
  name: 'programs',
  entities: [LenderProgram, LenderProgramVersion],
  resolvers: [ProgramsResolver, ProgramPerformanceResolver],
  services: {
    programs: ({ em, services }) => new ProgramAdminService(em, services.audit),
    programPerformance: ({ em }) => new ProgramPerformanceService(em),
  },
};
