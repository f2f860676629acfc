import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Business } from '../businesses/business.entity.js';
import { User } from '../users/user.entity.js';
import { publicStatus, WorkflowStatus, type ApplicationStatus } from './application-workflow.js';

export { ApplicationStatus, WorkflowStatus } from './application-workflow.js';

/** How an application arrived (BACKOFFICE §3.1). */
export type ApplicationSource = 'external_form' | 'admin' | 'client' | 'api';

/**
 * A funding application: the business profile as sent by the external form (or an integrator) — the facts at
 * submission; the business's current facts live in `business` —, its place in the workflow (§3.2), the decision
 * and its terms, the client who owns it (once claimed), and the hash of its access token (the `?token=` of the
 * result link; DESIGN §5). The raw token is never stored.
 */
@Entity({ tableName: 'applications' })
@Index({ name: 'applications_status_submitted_at_index', properties: ['status', 'submittedAt'] })
@Index({ name: 'applications_submitted_at_index', properties: ['submittedAt'] })
export class Application {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'approvedAmount'
    | 'approvedTerm'
    | 'approvedRate'
    | 'approvedPayment'
    | 'owner'
    | 'number'
    | 'assignedAdmin'
    | 'statusReasonCodes'
    | 'statusNote'
    | 'source'
    | 'submittedAt'
    | 'decidedAt'
    | 'closedAt'
    | 'reapplyAfter'
    | 'createdBy'
    | 'useOfFunds'
    | 'useOfFundsNote'
    | 'version'
    | 'productFlexible'
    | 'renewalOfFundingId';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** `NF-2026-000123`: the year of submission and a database sequence; null while a draft. */
  @Unique()
  @Property({ length: 20, nullable: true })
  number?: string | null;

  @ManyToOne(() => Business, { index: true })
  business!: Rel<Business>;

  @Property({ length: 200 })
  businessName!: string;

  @Property({ length: 200 })
  contactName!: string;

  @Property({ length: 254 })
  ownerEmail!: string;

  @Property({ length: 32 })
  phone!: string;

  @Property({ length: 64 })
  product!: string;

  /** §3.1: the client accepts other products; matching then evaluates those programs too ("different product"). */
  @Property({ type: 'boolean' })
  productFlexible: boolean = false;

  /** Whole US dollars. */
  @Property({ type: 'integer' })
  requestedAmount!: number;

  @Property({ length: 64 })
  industry!: string;

  /** Two-letter US state code. */
  @Property({ length: 2 })
  state!: string;

  @Property({ type: 'integer' })
  monthsInBusiness!: number;

  /** Whole US dollars. */
  @Property({ type: 'integer' })
  monthlyRevenue!: number;

  @Property({ type: 'integer' })
  creditScore!: number;

  /** The workflow status (§3.2); what applicants see is `publicStatus`. */
  @Enum({ items: () => WorkflowStatus, nativeEnumName: 'workflow_status' })
  status!: WorkflowStatus;

  /** §3.2: review, approved or declined; null for withdrawn, closed and drafts (the result card shows nothing). */
  get publicStatus(): ApplicationStatus | null {
    return publicStatus(this.status);
  }

  /** The admin working on it. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  assignedAdmin?: Rel<User> | null;

  /** §3.6 decline reason codes of the current decision (empty otherwise). */
  @Property({ type: 'text[]' })
  statusReasonCodes: string[] = [];

  /** The decision's note: shown to the client verbatim for the reason `other`. */
  @Property({ type: 'text', nullable: true })
  statusNote?: string | null;

  @Property({ length: 20 })
  source: ApplicationSource = 'external_form';

  /** R12: the staff member who entered it (source `admin`); null for every other source. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;

  /** R12 use of funds (`USE_OF_FUNDS`); null where it was not asked. */
  @Property({ length: 20, nullable: true })
  useOfFunds?: string | null;

  /** What the money is for, in the client's words (required for `other`). */
  @Property({ length: 500, nullable: true })
  useOfFundsNote?: string | null;

  /** R14 *Start renewal*: the funded deal this application renews (a funding id); null for any other application. */
  @Property({ type: 'integer', nullable: true })
  renewalOfFundingId?: number | null;

  @Property({ type: 'datetime', nullable: true })
  submittedAt?: Date | null;

  /** When it was declined (or, for landed pre-approvals, approved). */
  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  /** When it was closed or withdrawn. */
  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;

  /** The first day (ISO date) a declined business may apply again. */
  @Property({ type: 'date', nullable: true })
  reapplyAfter?: string | null;

  /** Bumped by every change; writes send the version they read (a stale one is a 409). */
  @Property({ type: 'integer' })
  version: number = 1;

  /** SPEC §3: the terms are displayed as preformatted text, so they are stored as the text shown. */
  @Property({ length: 64, nullable: true })
  approvedAmount?: string | null;

  @Property({ length: 64, nullable: true })
  approvedTerm?: string | null;

  @Property({ length: 64, nullable: true })
  approvedRate?: string | null;

  @Property({ length: 64, nullable: true })
  approvedPayment?: string | null;

  /** The client account that owns this application (after it claimed it with the token); null until then. */
  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  owner?: Rel<User> | null;

  /** SHA-256 (hex) of the access token. */
  @Unique()
  @Property({ length: 64, hidden: true })
  accessTokenHash!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
