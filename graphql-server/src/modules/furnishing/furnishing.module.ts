import type { ModuleManifest } from '../module.js';
import { FurnishingBatch } from './furnishing-batch.entity.js';
import { FurnishingDispute } from './furnishing-dispute.entity.js';
import { FurnishingRecord } from './furnishing-record.entity.js';

/** Bureau furnishing (R19 Reporting and Disputes, R23–R24 logs; invariant 11): monthly batches, records, disputes. */
export const furnishingModule: ModuleManifest = {
  name: 'furnishing',
  entities: [FurnishingBatch, FurnishingRecord, FurnishingDispute],
};
