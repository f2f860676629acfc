import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolver's decorators need.
import { LenderProgram, LenderProgramVersion } from './lender-program.entity.js';
import { ProgramsResolver } from './programs.resolver.js';
import { ProgramAdminService } from './programs.service.js';

declare module '../module.js' {
  interface Services {
    programs: ProgramAdminService;
  }
}

/** R2–R4 the funding matrix: lender programs and their immutable criteria versions. */
export const programsModule: ModuleManifest = {
  name: 'programs',
  entities: [LenderProgram, LenderProgramVersion],
  resolvers: [ProgramsResolver],
  services: { programs: ({ em, services }) => new ProgramAdminService(em, services.audit) },
};
