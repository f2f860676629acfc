import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolver's decorators need.
import { MatchResultRow } from './match-result.entity.js';
import { MatchResultService } from './match-results.service.js';
import { MatchesResolver } from './matches.resolver.js';
import { rematchOpenApplications, rematchStaleApplications } from './rematch.job.js';

declare module '../module.js' {
  interface Services {
    matches: MatchResultService;
  }
}

/** §4.2 item 3: stored match results (the engine lives in `matching/`), R13's Matches tab. */
export const matchesModule: ModuleManifest = {
  name: 'matches',
  entities: [MatchResultRow],
  resolvers: [MatchesResolver],
  services: { matches: ({ em }) => new MatchResultService(em) },
  jobs: [rematchStaleApplications, rematchOpenApplications],
};
