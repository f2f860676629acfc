import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const CONSENT_KINDS = ['share_with_lender', 'auto_share_policy', 'credit_history_in_file', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_CHANNELS = ['web', 'phone', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** What a consent covered: the lender and program of a share, or (for a share under the policy) the policy record. */
export interface ConsentScope {
  lenderId?: number;
  programId?: number;
  submissionId?: number;
  policyRecordId?: number;
}

/**
 * One consent given or withdrawn (§3.1 consent_record): history, never updated (a trigger refuses UPDATE, DELETE and
 * TRUNCATE). The auto-share policy in force is the application's latest `auto_share_policy` record.
 */
@Entity({ tableName: 'consent_record' })
export class ConsentRecord {
  [OptionalProps]?: 'applicationId' | 'scope' | 'note' | 'recordedById' | 'at';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  businessId!: number;

  @Property({ nullable: true })
  applicationId: number | null = null;

  @Property({ length: 32 })
  kind!: ConsentKind;

  @Property()
  granted!: boolean;

  @Property({ type: 'json' })
  scope: ConsentScope = {};

  @Property({ length: 8 })
  channel!: ConsentChannel;

  /** The staff member's note of a recorded consent (who said yes, when, how). */
  @Property({ length: 1000, nullable: true })
  note: string | null = null;

  /** The client who clicked, or the admin who recorded it. */
  @Property({ nullable: true })
  recordedById: number | null = null;

  @Property({ length: 64 })
  recordedByName!: string;

  @Property({ type: 'datetime' })
  at: Date = new Date();
}
