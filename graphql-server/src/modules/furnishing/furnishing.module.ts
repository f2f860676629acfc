import type { ModuleManifest } from '../module.js';
import { FurnishingBatch } from './furnishing-batch.entity.js';
import { FurnishingDispute } from './furnishing-dispute.entity.js';
import { FurnishingRecord } from './furnishing-record.entity.js';
import { furnishingBatchesJob } from './furnishing.jobs.js';
import { FurnishingResolver } from './furnishing.resolver.js';
import { FurnishingService } from './furnishing.service.js';

declare module '../module.js' {
  interface Services {
    furnishing: FurnishingService;
  }
}

/** Bureau furnishing (R19 Reporting and Disputes, R23–R24 logs; invariant 11): monthly batches, records, disputes. */
export const furnishingModule: ModuleManifest = {
  name: 'furnishing',
  entities: [FurnishingBatch, FurnishingRecord, FurnishingDispute],
  resolvers: [FurnishingResolver],
  services: {
    furnishing: ({ em, config, services }) => new FurnishingService(em, services.audit, config),
  },
  jobs: [furnishingBatchesJob],
};
