import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** BACKOFFICE §3.5: onboarding → active (agreement + data terms + ≥ 1 user) ⇄ paused → archived. */
export const LENDER_STATUSES = ['onboarding', 'active', 'paused', 'archived'] as const;
export type LenderStatus = (typeof LENDER_STATUSES)[number];

/** How the commission is counted: basis points of the funded amount, or a flat amount per funded deal. */
export const COMMISSION_BASES = ['pct_funded', 'flat'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

/** The longest internal note about a lender (R8); the database checks it too. */
export const MAX_LENDER_NOTES = 2000;

/**
 * A partner lender (R6–R9, BACKOFFICE §3.1). Its users are `users` rows with role `lender` and this lender's id.
 * The commission is the platform's business with the lender: it never leaves the admin API and never feeds matching.
 */
@Entity({ tableName: 'lender' })
export class Lender {
  [OptionalProps]?: 'status' | 'pausedReason' | 'slaHours' | 'requires2fa' | 'version' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** Unique whatever its case (index `lender_legal_name_ci_unique`). */
  @Property({ length: 120 })
  legalName!: string;

  /** The name clients see. */
  @Property({ length: 120 })
  displayName!: string;

  @Property({ length: 300, nullable: true })
  website: string | null = null;

  @Property({ length: 120 })
  contactName!: string;

  @Property({ length: 254 })
  contactEmail!: string;

  /** E.164. */
  @Property({ length: 16, nullable: true })
  contactPhone: string | null = null;

  /** Catalogue product codes. */
  @Property({ type: 'text[]' })
  products: string[] = [];

  /** USPS codes. */
  @Property({ type: 'text[]' })
  statesLicensed: string[] = [];

  @Index({ name: 'lender_status_index' })
  @Property({ length: 16 })
  status: LenderStatus = 'onboarding';

  @Property({ length: 500, nullable: true })
  pausedReason: string | null = null;

  @Property({ type: 'smallint' })
  slaHours = 8;

  @Property({ length: 16, nullable: true })
  commissionBasis: CommissionBasis | null = null;

  @Property({ nullable: true })
  commissionBps: number | null = null;

  @Property({ type: 'bigint', nullable: true })
  commissionFlatCents: number | null = null;

  @Property({ type: 'date', nullable: true })
  agreementSignedOn: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  dataTermsAcceptedAt: Date | null = null;

  @Property({ fieldName: 'requires2fa' })
  requires2fa = true;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** Optimistic concurrency: every write sends the version it read (BACKOFFICE §0). */
  @Property()
  version = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
