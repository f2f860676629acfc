import { BigIntType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** §3.5: submitted ⇄ needs_info; submitted → approved (opens an account) | declined; → withdrawn. */
export const NET30_APPLICATION_STATUSES = ['submitted', 'needs_info', 'approved', 'declined', 'withdrawn'] as const;
export type Net30ApplicationStatus = (typeof NET30_APPLICATION_STATUSES)[number];

/** A trade reference the applicant gives (R27: 0–3). */
export interface TradeReference {
  company: string;
  contact: string;
  phoneOrEmail: string;
}

/**
 * An application for a Net30 trade account (§3.1 net30_application, R27), from /net30/apply. One open application
 * per EIN (unique in the database). A signed-out applicant follows it by claiming it with the token link.
 */
@Entity({ tableName: 'net30_application' })
export class Net30Application {
  [OptionalProps]?:
    | 'userId'
    | 'status'
    | 'ein'
    | 'website'
    | 'duns'
    | 'intendedUse'
    | 'tradeReferences'
    | 'infoRequestMessage'
    | 'infoAnswer'
    | 'infoAnsweredAt'
    | 'decisionReason'
    | 'decidedById'
    | 'decidedAt'
    | 'approvedLimit'
    | 'netDays'
    | 'reapplyAfter'
    | 'accessTokenHash'
    | 'ip'
    | 'version'
    | 'createdAt'
    | 'updatedAt'
    | 'reference';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** The client following it: the signed-in applicant, or whoever claimed it with the token link. */
  @Property({ nullable: true })
  userId: number | null = null;

  @Property({ length: 16 })
  status: Net30ApplicationStatus = 'submitted';

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 32 })
  phone!: string;

  @Property({ length: 160 })
  businessName!: string;

  @Property({ length: 32 })
  entityType!: string;

  /** NN-NNNNNNN. */
  @Property({ length: 10, nullable: true })
  ein: string | null = null;

  @Property()
  businessStartYear!: number;

  /** Whole US dollars, as the landed form asks. */
  @Property()
  annualRevenue!: number;

  @Property({ length: 2 })
  state!: string;

  @Property({ length: 255, nullable: true })
  website: string | null = null;

  /** Cents (a bigint column read as a number: cents stay far below 2^53). */
  @Property({ type: new BigIntType('number') })
  requestedLimit!: number;

  @Property({ length: 9, nullable: true })
  duns: string | null = null;

  @Property({ type: 'text', nullable: true })
  intendedUse: string | null = null;

  @Property({ type: 'json' })
  tradeReferences: TradeReference[] = [];

  @Property({ length: 2000, nullable: true })
  infoRequestMessage: string | null = null;

  /** The applicant's answer to the latest info request (needs_info → submitted). */
  @Property({ length: 2000, nullable: true })
  infoAnswer: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  infoAnsweredAt: Date | null = null;

  @Property({ length: 2000, nullable: true })
  decisionReason: string | null = null;

  @Property({ nullable: true })
  decidedById: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  /** Cents; set with netDays when approved. */
  @Property({ type: new BigIntType('number'), nullable: true })
  approvedLimit: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  netDays: number | null = null;

  @Property({ type: 'date', nullable: true })
  reapplyAfter: string | null = null;

  /** sha256 (hex) of the claim token mailed to a signed-out applicant. */
  @Property({ length: 64, nullable: true })
  accessTokenHash: string | null = null;

  @Property({ length: 64, nullable: true })
  ip: string | null = null;

  @Property()
  version: number = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** What the applicant quotes when calling us, e.g. N30-000042. */
  get reference(): string {
    return `N30-${String(this.id).padStart(6, '0')}`;
  }
}
