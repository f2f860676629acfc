import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/** SPEC §4: the statuses shown to applicants (approved = pre-approved, review = under review). */
export enum ApplicationStatus {
  approved = 'approved',
  review = 'review',
  declined = 'declined',
}

/**
 * A funding application: the business profile sent by the external form (or an integrator), the decision and
 * its terms, the client who owns it (once claimed), and the hash of its access token (the `?token=` of the
 * result link; DESIGN §5). The raw token is never stored.
 */
@Entity({ tableName: 'applications' })
export class Application {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'approvedAmount'
    | 'approvedTerm'
    | 'approvedRate'
    | 'approvedPayment'
    | 'declineReason'
    | 'owner';

  @PrimaryKey({ autoincrement: true })
  id!: number;

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

  @Enum({ items: () => ApplicationStatus, nativeEnumName: 'application_status' })
  status!: ApplicationStatus;

  /** SPEC §3: the terms are displayed as preformatted text, so they are stored as the text shown. */
  @Property({ length: 64, nullable: true })
  approvedAmount?: string | null;

  @Property({ length: 64, nullable: true })
  approvedTerm?: string | null;

  @Property({ length: 64, nullable: true })
  approvedRate?: string | null;

  @Property({ length: 64, nullable: true })
  approvedPayment?: string | null;

  @Property({ type: 'text', nullable: true })
  declineReason?: string | null;

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
