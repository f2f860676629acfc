import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Bureau } from '../net30/net30-settings.entity.js';

/** §3.5 reporting: generated → submitted (Mark submitted) → accepted | partially_rejected | rejected. */
export const FURNISHING_BATCH_STATUSES = ['generated', 'submitted', 'accepted', 'partially_rejected', 'rejected'] as const;
export type FurnishingBatchStatus = (typeof FURNISHING_BATCH_STATUSES)[number];

/**
 * What NetFund reports to one bureau for one month (§3.1 furnishing_batch). Its file is generated from its records
 * and marked "not sent" until an admin marks it submitted (Decisions taken: nothing talks to a bureau). One live
 * batch per bureau and month (unique unless rejected).
 */
@Entity({ tableName: 'furnishing_batch' })
export class FurnishingBatch {
  [OptionalProps]?: 'status' | 'recordCount' | 'generatedAt' | 'generatedById' | 'submittedAt' | 'submittedById' | 'responseAt' | 'responseNote';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property({ length: 10 })
  bureau!: Bureau;

  /** YYYY-MM. */
  @Property({ length: 7, columnType: 'char(7)' })
  periodMonth!: string;

  @Property({ length: 20 })
  status: FurnishingBatchStatus = 'generated';

  @Property()
  recordCount: number = 0;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  generatedAt: Date = new Date();

  /** Null when the monthly job generated it. */
  @Property({ nullable: true })
  generatedById: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  submittedAt: Date | null = null;

  @Property({ nullable: true })
  submittedById: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  responseAt: Date | null = null;

  @Property({ length: 2000, nullable: true })
  responseNote: string | null = null;
}
