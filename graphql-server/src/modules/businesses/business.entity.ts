import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';

/** Where a fact came from (BACKOFFICE R11: provenance badges). */
export type FactSource = 'applicant' | 'netfund' | 'self' | 'soft_pull' | 'hard_pull' | 'bank_statements' | 'tax_return';

/** Source, as-of date (ISO) and who entered it (a staff username; null for the applicant's own form). */
export interface FactProvenance {
  source: FactSource;
  asOf: string;
  enteredBy: string | null;
}

/** The facts of a business that carry provenance, by field name. */
export const BUSINESS_FACTS = [
  'legalName',
  'dba',
  'entityType',
  'einLast4',
  'naicsCode',
  'industry',
  'state',
  'startedOn',
  'monthlyRevenue',
  'fico',
  'openPositions',
  'phone',
  'website',
] as const;
export type BusinessFact = (typeof BUSINESS_FACTS)[number];

/**
 * The business behind applications (BACKOFFICE §3.1): its current facts, each with its provenance. An
 * application keeps the facts as they were submitted in its own columns; the business holds what NetFund knows
 * now (an admin's corrections included). Money is whole US dollars like the landed applications.
 *
 * The EIN is kept as its last 4 digits only: nothing in this issue needs the full number, and storing it would
 * need encryption at rest (§3.1 `einEnc`), which comes with the first feature that does.
 */
@Entity({ tableName: 'businesses' })
export class Business {
  [OptionalProps]?:
    | 'dba'
    | 'entityType'
    | 'einLast4'
    | 'naicsCode'
    | 'startedOn'
    | 'revenueSource'
    | 'revenueAsOf'
    | 'fico'
    | 'ficoSource'
    | 'ficoAsOf'
    | 'openPositions'
    | 'phone'
    | 'website'
    | 'owner'
    | 'provenance'
    | 'version'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** The client account this business belongs to, once one claimed an application of it. */
  @Index()
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  owner?: Rel<User> | null;

  @Property({ length: 200 })
  legalName!: string;

  @Property({ length: 200, nullable: true })
  dba?: string | null;

  /** llc, corporation, s_corporation, sole_proprietorship, partnership, nonprofit, … */
  @Property({ length: 40, nullable: true })
  entityType?: string | null;

  @Property({ length: 4, nullable: true })
  einLast4?: string | null;

  /** NAICS code, 2–6 digits. */
  @Property({ length: 6, nullable: true })
  naicsCode?: string | null;

  /** The catalogue's industry tile. */
  @Property({ length: 64 })
  industry!: string;

  /** Two-letter US state code. */
  @Property({ length: 2 })
  state!: string;

  /** First day of the month the business started (ISO date). */
  @Property({ type: 'date', nullable: true })
  startedOn?: string | null;

  /** Whole US dollars. */
  @Property({ type: 'integer' })
  monthlyRevenue!: number;

  @Property({ length: 20, nullable: true })
  revenueSource?: string | null;

  @Property({ type: 'date', nullable: true })
  revenueAsOf?: string | null;

  @Property({ type: 'smallint', nullable: true })
  fico?: number | null;

  @Property({ length: 20, nullable: true })
  ficoSource?: string | null;

  @Property({ type: 'date', nullable: true })
  ficoAsOf?: string | null;

  @Property({ type: 'smallint', nullable: true })
  openPositions?: number | null;

  @Property({ length: 32, nullable: true })
  phone?: string | null;

  @Property({ length: 200, nullable: true })
  website?: string | null;

  @Property({ type: 'json' })
  provenance: Partial<Record<BusinessFact, FactProvenance>> = {};

  @Property({ type: 'integer' })
  version: number = 1;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Whole months from `startedOn` to `now` (0 for a future or missing date). */
export function monthsSince(startedOn: string | null | undefined, now = new Date()): number | null {
  if (!startedOn) return null;
  const [year, month] = startedOn.split('-').map(Number) as [number, number];
  return Math.max(0, (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month));
}

/** The first day of the month `months` before `at` (ISO date): when a business `months` old started. */
export function startedMonthsBefore(months: number, at = new Date()): string {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, 1));
  return start.toISOString().slice(0, 10);
}
