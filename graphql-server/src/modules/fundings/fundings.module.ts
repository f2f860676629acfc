import type { ModuleManifest } from '../module.js';
// The entities first: their decorators load reflect-metadata, which the resolver's decorators need.
import { FundingTransaction } from './funding-transaction.entity.js';
import { Funding } from './funding.entity.js';
import { FundingsResolver } from './fundings.resolver.js';
import { FundingLedgerService } from './funding-ledger.service.js';
import { FundingService } from './fundings.service.js';

declare module '../module.js' {
  interface Services {
    fundings: FundingService;
    fundingLedger: FundingLedgerService;
  }
}

/** R14 funded deals (§3.1 funding, funding_transaction; §3.5): Mark funded, the ledger, commission, status, renewal. */
export const fundingsModule: ModuleManifest = {
  name: 'fundings',
  entities: [Funding, FundingTransaction],
  resolvers: [FundingsResolver],
  services: {
    fundings: ({ em, services }) => new FundingService(em, services.audit),
    fundingLedger: ({ em, services }) => new FundingLedgerService(em, services.audit),
  },
};
