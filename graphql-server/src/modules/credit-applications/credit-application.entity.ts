import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { enumObject } from '../../catalogue/enum-object.js';
import { PLAN_IDS, type PlanId } from '../../catalogue/plans.js';

export enum CreditProgram {
  netbuilder = 'netbuilder',
  net30 = 'net30',
}

export enum CreditApplicationStatus {
  submitted = 'submitted',
  in_review = 'in_review',
  approved = 'approved',
  declined = 'declined',
}

export enum BusinessEntityType {
  sole_proprietorship = 'sole_proprietorship',
  partnership = 'partnership',
  llc = 'llc',
  s_corp = 's_corp',
  c_corp = 'c_corp',
  nonprofit = 'nonprofit',
}

/** The catalogue's plan ids (graphql-server/src/catalogue/plans.ts) as an enum for the column and GraphQL. */
export const NetBuilderPlanId = enumObject(PLAN_IDS);
export type NetBuilderPlanId = PlanId;

/**
 * An application for the credit builder (/business-credit-builder/apply) or a Net30 trade account (/net30/apply).
 * Admins review them in the back office; program-specific columns are null for the other program.
 */
@Entity({ tableName: 'credit_applications' })
export class CreditApplication {
  [OptionalProps]?: 'status' | 'createdAt' | 'ein' | 'website' | 'plan' | 'requestedLimit' | 'duns' | 'intendedUse' | 'ip' | 'reference';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Index()
  @Enum({ items: () => CreditProgram, nativeEnumName: 'credit_program' })
  program!: CreditProgram;

  @Index()
  @Enum({ items: () => CreditApplicationStatus, nativeEnumName: 'credit_application_status' })
  status: CreditApplicationStatus = CreditApplicationStatus.submitted;

  @Property({ length: 100 })
  firstName!: string;

  @Property({ length: 100 })
  lastName!: string;

  @Index()
  @Property({ length: 254 })
  email!: string;

  @Property({ length: 32 })
  phone!: string;

  @Property({ length: 160 })
  businessName!: string;

  @Enum({ items: () => BusinessEntityType, nativeEnumName: 'business_entity_type' })
  entityType!: BusinessEntityType;

  @Property({ length: 10, nullable: true })
  ein?: string | null;

  @Property()
  businessStartYear!: number;

  /** Whole US dollars (at most 1,000,000,000). */
  @Property({ type: 'integer' })
  annualRevenue!: number;

  @Property({ length: 2 })
  state!: string;

  @Property({ length: 255, nullable: true })
  website?: string | null;

  @Enum({ items: () => NetBuilderPlanId, nativeEnumName: 'netbuilder_plan_id', nullable: true })
  plan?: NetBuilderPlanId | null;

  /** Net30: the trade credit limit asked for, whole US dollars. */
  @Property({ type: 'integer', nullable: true })
  requestedLimit?: number | null;

  @Property({ length: 9, nullable: true })
  duns?: string | null;

  @Property({ type: 'text', nullable: true })
  intendedUse?: string | null;

  @Property({ length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** What the applicant quotes when calling us, e.g. NB-000042. */
  get reference(): string {
    return `${REFERENCE_PREFIX[this.program]}-${String(this.id).padStart(6, '0')}`;
  }
}

const REFERENCE_PREFIX: Record<CreditProgram, string> = { netbuilder: 'NB', net30: 'N30' };
