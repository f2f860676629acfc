import type { ModuleManifest, Services } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolver's decorators need.
import { AccessLogEntry } from './access-log.entity.js';
import { ConsentRecord } from './consent-record.entity.js';
import { Submission } from './submission.entity.js';
import { LenderAccessService } from './lender-access.service.js';
import { expireSubmissionProposals } from './proposal-expiry.job.js';
import { SubmissionSharingService, type MatchOutcomeLookup } from './sharing.service.js';
import { submissionSlaJob } from './sla.job.js';
import { SubmissionSlaService } from './sla-nudges.js';
import { SubmissionAccessLogResolver } from './submission-access-log.resolver.js';
import { SubmissionViewService } from './submission-views.service.js';
import { SubmissionsResolver } from './submissions.resolver.js';

declare module '../module.js' {
  interface Services {
    submissions: SubmissionSharingService;
    submissionViews: SubmissionViewService;
    lenderAccess: LenderAccessService;
    submissionSla: SubmissionSlaService;
  }
}

/** Until stored match results exist, no program counts as ineligible (no override reason is asked for). */
const NO_MATCH_RESULTS: MatchOutcomeLookup = { latestResult: () => Promise.resolve(null) };
const matchResults = (services: Services): MatchOutcomeLookup => (services as Services & { matches?: MatchOutcomeLookup }).matches ?? NO_MATCH_RESULTS;

/** §3.4 consent and sharing: submissions (lender access grants), the consent history and the lenders' access log. */
export const submissionsModule: ModuleManifest = {
  name: 'submissions',
  entities: [Submission, ConsentRecord, AccessLogEntry],
  resolvers: [SubmissionsResolver, SubmissionAccessLogResolver],
  services: {
    submissions: ({ em, config, services }) => new SubmissionSharingService(em, services.audit, config, matchResults(services)),
    submissionViews: ({ em }) => new SubmissionViewService(em),
    lenderAccess: ({ em }) => new LenderAccessService(em),
    submissionSla: ({ em, config, services }) => new SubmissionSlaService(em, services.audit, config),
  },
  jobs: [expireSubmissionProposals, submissionSlaJob],
};
