import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { Role } from '../users/user.entity.js';
import { Business, type BusinessFact, type FactProvenance, type FactSource } from './business.entity.js';
import { editBusinessFactsSchema, type EditBusinessFactsInput } from './business.schemas.js';
import { staleVersionError } from './stale-version.js';

export const BUSINESS_NOT_FOUND = 'Business not found';
export const NOTHING_CHANGED = 'Change at least one fact';

/** The facts a new business starts with, as an application submitted them. */
export interface BusinessFacts {
  legalName: string;
  dba?: string | null;
  entityType?: string | null;
  einLast4?: string | null;
  naicsCode?: string | null;
  industry: string;
  state: string;
  startedOn?: string | null;
  monthlyRevenue: number;
  fico?: number | null;
  openPositions?: number | null;
  phone?: string | null;
  website?: string | null;
}

type EditableFact = Exclude<keyof EditBusinessFactsInput, 'businessId' | 'expectedVersion' | 'reason'>;
const EDITABLE_FACTS: readonly EditableFact[] = [
  'legalName', 'dba', 'naicsCode', 'state', 'startedOn', 'monthlyRevenue', 'fico', 'ficoSource', 'openPositions', 'phone', 'website',
];

/** The businesses behind applications: created with their first application, corrected by admins (R11 *Edit facts*). */
export class BusinessService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** A business from an application's facts, in the caller's unit of work (`em`); each fact's provenance recorded. */
  static create(em: EntityManager, facts: BusinessFacts, provenance: { source: FactSource; at: Date; enteredBy: string | null }): Business {
    const asOf = provenance.at.toISOString().slice(0, 10);
    const stamp: FactProvenance = { source: provenance.source, asOf, enteredBy: provenance.enteredBy };
    const known = Object.entries(facts).filter(([, value]) => value !== undefined && value !== null).map(([field]) => field as BusinessFact);
    return em.create(Business, {
      ...facts,
      revenueSource: 'self',
      revenueAsOf: asOf,
      ...(facts.fico ? { ficoSource: 'self', ficoAsOf: asOf } : {}),
      provenance: Object.fromEntries(known.map((field) => [field, stamp])),
      createdAt: provenance.at,
      updatedAt: provenance.at,
    });
  }

  /** One business, for admins. */
  async get(id: number, caller: Caller): Promise<Business> {
    requireRole(caller, [Role.admin]);
    const business = await this.em.findOne(Business, { id });
    if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
    return business;
  }

  /**
   * R11 *Edit facts* (admins): changes the facts given, marks them as entered by NetFund today, and audits
   * `business.fact_changed` with before → after and the reason. A stale `expectedVersion` is a 409.
   */
  async editFacts(input: EditBusinessFactsInput | unknown, caller: Caller): Promise<Business> {
    const admin = requireRole(caller, [Role.admin]);
    const { businessId, expectedVersion, reason, ...facts } = parseInput(editBusinessFactsSchema, input);
    const business = await this.em.findOne(Business, { id: businessId });
    if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
    if (business.version !== expectedVersion) throw await staleVersionError(this.em, 'business', businessId);

    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const field of EDITABLE_FACTS) {
      const value = facts[field as keyof typeof facts];
      if (value === undefined || value === (business[field] ?? null)) continue;
      before[field] = business[field] ?? null;
      after[field] = value;
    }
    if (Object.keys(after).length === 0) throw new ValidationError(NOTHING_CHANGED);

    const now = new Date();
    const stamp: FactProvenance = { source: 'netfund', asOf: now.toISOString().slice(0, 10), enteredBy: admin.username };
    const provenance = { ...business.provenance };
    for (const field of Object.keys(after)) {
      const fact = (field === 'ficoSource' ? 'fico' : field) as BusinessFact;
      provenance[fact] = stamp;
    }
    const extra = 'fico' in after && after.fico !== null ? { ficoAsOf: stamp.asOf } : {};

    await this.em.transactional(async (em) => {
      // Conditional on the version read: of two admins saving at once, one wins and the other gets the 409.
      const updated = await em.nativeUpdate(Business, { id: businessId, version: expectedVersion }, { ...after, ...extra, provenance, version: expectedVersion + 1, updatedAt: now });
      if (updated === 0) throw await staleVersionError(em, 'business', businessId);
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'business.fact_changed',
        entityType: 'business',
        entityId: businessId,
        summary: `${admin.username} changed ${Object.keys(after).join(', ')} of ${business.legalName}.`,
        before,
        after,
        reason,
      });
    });
    await this.em.refresh(business);
    return business;
  }
}
