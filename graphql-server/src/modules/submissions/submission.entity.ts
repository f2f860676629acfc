import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * BACKOFFICE §3.4: `proposed` → `shared` (consent) | `refused` | `expired` (5 days unanswered); `shared` → `viewed`
 * ⇄ `info_requested` → `offered` | `declined` | `expired`; any open → `revoked` | `closed`; `offered` → `won` | `lost`.
 */
export const SUBMISSION_STATUSES = ['proposed', 'shared', 'viewed', 'info_requested', 'offered', 'declined', 'refused', 'expired', 'revoked', 'closed', 'won', 'lost'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Statuses that grant the lender access to the file (§3.4: only shared…offered). */
export const ACCESS_STATUSES = ['shared', 'viewed', 'info_requested', 'offered'] as const satisfies readonly SubmissionStatus[];
/** Statuses still in play: a proposal awaiting the client, or a grant. They count towards the cap and block archiving. */
export const OPEN_STATUSES = ['proposed', ...ACCESS_STATUSES] as const satisfies readonly SubmissionStatus[];

export const isOpenStatus = (status: SubmissionStatus): boolean => (OPEN_STATUSES as readonly string[]).includes(status);
export const grantsAccess = (status: SubmissionStatus): boolean => (ACCESS_STATUSES as readonly string[]).includes(status);

/** How the consent behind a share was given (invariant 7). */
export const CONSENT_MODES = ['client_click', 'client_auto_policy', 'staff_recorded'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

/** A lender's access grant to one application, through one of its programs (§3.1 submission). */
@Entity({ tableName: 'submission' })
export class Submission {
  [OptionalProps]?:
    | 'consentMode'
    | 'consentRecordId'
    | 'proposedAt'
    | 'sharedAt'
    | 'firstViewedAt'
    | 'respondedAt'
    | 'slaDueAt'
    | 'lastNudgedAt'
    | 'nudgeCount'
    | 'declineCode'
    | 'declineNote'
    | 'reconsiderHint'
    | 'revokedAt'
    | 'revokedById'
    | 'revokedByRole'
    | 'closedAt'
    | 'overrideReason'
    | 'createdById'
    | 'version'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Property()
  applicationId!: number;

  @Property()
  lenderId!: number;

  @Property()
  programId!: number;

  /** The program version in force when it was proposed or shared. */
  @Property()
  programVersion!: number;

  @Property({ length: 16 })
  status!: SubmissionStatus;

  @Property({ length: 24, nullable: true })
  consentMode: ConsentMode | null = null;

  /** The consent that shared it; NOT NULL once `sharedAt` is set (a CHECK, invariant 7). */
  @Property({ nullable: true })
  consentRecordId: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  proposedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  sharedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  firstViewedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  respondedAt: Date | null = null;

  /** `sharedAt` + the lender's SLA hours (plain hours, BACKOFFICE "Decisions taken"). */
  @Property({ type: 'datetime', nullable: true })
  slaDueAt: Date | null = null;

  /** When the lender was last reminded to answer (the automatic nudge at the SLA, or an admin's *Nudge*). */
  @Property({ type: 'datetime', nullable: true })
  lastNudgedAt: Date | null = null;

  @Property()
  nudgeCount = 0;

  @Property({ length: 40, nullable: true })
  declineCode: string | null = null;

  @Property({ length: 1000, nullable: true })
  declineNote: string | null = null;

  /** R20: the lender "would reconsider if…" (e.g. "FICO ≥ 650"). */
  @Property({ length: 200, nullable: true })
  reconsiderHint: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ nullable: true })
  revokedById: number | null = null;

  /** Who ended the access: the client, or NetFund ("Access ended by NetFund on {date}"). */
  @Property({ length: 8, nullable: true })
  revokedByRole: 'client' | 'admin' | null = null;

  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;

  /** Why an ineligible program was shared anyway (R13). */
  @Property({ length: 500, nullable: true })
  overrideReason: string | null = null;

  @Property({ nullable: true })
  createdById: number | null = null;

  @Property()
  version = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
