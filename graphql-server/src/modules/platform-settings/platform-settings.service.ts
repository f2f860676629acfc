import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig, ContactConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { parseInput } from '../../shared/validation.js';
import { userActor, type AuditService } from '../audit/audit.service.js';
import { staleVersionError } from '../businesses/stale-version.js';
import { Role } from '../users/user.entity.js';
import { PlatformSettings } from './platform-settings.entity.js';
import { platformSettingsInputSchema } from './platform-settings.schemas.js';
import type { ContactDetailsType, OfferDefaultsType, PlatformSettingsType } from './platform-settings.types.js';

/** How long one process trusts its copy of the settings: another instance's change shows here within this time. */
export const PLATFORM_SETTINGS_CACHE_MS = 5_000;

/** The row as stored: a null contact field means the configuration's value. */
export interface StoredPlatformSettings {
  supportEmail: string | null;
  supportPhone: string | null;
  postalAddress: string | null;
  defaultOfferExpiryDays: number;
  defaultLenderSlaHours: number;
  requireAdminTwoFactor: boolean;
  version: number;
  updatedAt: Date;
  updatedBy: number | null;
}

/** The settings in force (contact details resolved against the configuration). */
export interface PlatformSettingsValues {
  supportEmail: string;
  supportPhone: string;
  postalAddress: string;
  defaultOfferExpiryDays: number;
  defaultLenderSlaHours: number;
  requireAdminTwoFactor: boolean;
  version: number;
  updatedAt: Date;
}

/** The fields an admin changes, in the order the audit summary names them. */
const SETTING_LABELS = {
  supportEmail: 'support e-mail',
  supportPhone: 'support phone',
  postalAddress: 'postal address',
  defaultOfferExpiryDays: 'default offer expiry',
  defaultLenderSlaHours: 'default lender SLA',
  requireAdminTwoFactor: 'two-factor for admins',
} as const;
type SettingField = keyof typeof SETTING_LABELS;
const SETTING_FIELDS = Object.keys(SETTING_LABELS) as SettingField[];

interface SettingsRow {
  support_email: string | null;
  support_phone: string | null;
  postal_address: string | null;
  default_offer_expiry_days: number;
  default_lender_sla_hours: number;
  require_admin_two_factor: boolean;
  version: number;
  updated_at: Date;
  updated_by: number | null;
  updated_by_name?: string | null;
}

const SELECT_SETTINGS = `select p.support_email, p.support_phone, p.postal_address, p.default_offer_expiry_days, p.default_lender_sla_hours,
  p.require_admin_two_factor, p.version, p.updated_at, p.updated_by, u.username as updated_by_name
  from platform_settings p left join users u on u.id = p.updated_by where p.id = 1`;

function fromRow(row: SettingsRow): StoredPlatformSettings {
  return {
    supportEmail: row.support_email,
    supportPhone: row.support_phone,
    postalAddress: row.postal_address,
    defaultOfferExpiryDays: Number(row.default_offer_expiry_days),
    defaultLenderSlaHours: Number(row.default_lender_sla_hours),
    requireAdminTwoFactor: Boolean(row.require_admin_two_factor),
    version: Number(row.version),
    updatedAt: new Date(row.updated_at),
    updatedBy: row.updated_by === null ? null : Number(row.updated_by),
  };
}

function fromEntity(row: PlatformSettings): StoredPlatformSettings {
  const { supportEmail, supportPhone, postalAddress, defaultOfferExpiryDays, defaultLenderSlaHours, requireAdminTwoFactor, version, updatedAt, updatedBy } = row;
  return { supportEmail, supportPhone, postalAddress, defaultOfferExpiryDays, defaultLenderSlaHours, requireAdminTwoFactor, version, updatedAt, updatedBy };
}

/** The settings in force: stored values, the configuration's contact details where none is stored. */
export function resolvePlatformSettings(stored: StoredPlatformSettings, contact: Pick<ContactConfig, 'supportEmail' | 'supportPhone' | 'postalAddress'>): PlatformSettingsValues {
  return {
    supportEmail: stored.supportEmail ?? contact.supportEmail,
    supportPhone: stored.supportPhone ?? contact.supportPhone,
    postalAddress: stored.postalAddress ?? contact.postalAddress,
    defaultOfferExpiryDays: stored.defaultOfferExpiryDays,
    defaultLenderSlaHours: stored.defaultLenderSlaHours,
    requireAdminTwoFactor: stored.requireAdminTwoFactor,
    version: stored.version,
    updatedAt: stored.updatedAt,
  };
}

/**
 * Each database's settings as this process last read them (keyed by the ORM's configuration, shared by every
 * fork of one ORM, so two test databases in one process never mix), trusted for PLATFORM_SETTINGS_CACHE_MS.
 */
const cache = new WeakMap<object, { expiresAt: number; settings: Promise<StoredPlatformSettings> }>();

/**
 * The stored settings, read at most once per PLATFORM_SETTINGS_CACHE_MS per process. For code without the
 * services at hand (the e-mail outbox); services use `services.platformSettings.current()`.
 */
export function storedPlatformSettings(em: EntityManager, now = Date.now()): Promise<StoredPlatformSettings> {
  const cached = cache.get(em.config);
  if (cached && cached.expiresAt > now) return cached.settings;
  const settings = em.execute<SettingsRow[]>(SELECT_SETTINGS).then(([row]) => {
    if (!row) throw new Error('platform_settings has no row (the migration inserts it)');
    return fromRow(row);
  });
  cache.set(em.config, { expiresAt: now + PLATFORM_SETTINGS_CACHE_MS, settings });
  // A failed read is not remembered: the next caller tries again.
  settings.catch(() => {
    if (cache.get(em.config)?.settings === settings) cache.delete(em.config);
  });
  return settings;
}

function remember(em: EntityManager, stored: StoredPlatformSettings): void {
  cache.set(em.config, { expiresAt: Date.now() + PLATFORM_SETTINGS_CACHE_MS, settings: Promise.resolve(stored) });
}

/**
 * R5 *Platform*: the settings earlier issues hard-coded (contact details, default offer expiry, default lender SLA,
 * two-factor for admins). Admins read and change them (optimistic version, audited `setting.changed` with the
 * changed fields before and after); other services read the values in force through `current()`.
 */
export class PlatformSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly config: Pick<AppConfig, 'contact'>,
  ) {}

  /**
   * The settings in force, for other services (no caller check; cached per process for a few seconds). Inside a
   * transaction pass its em: when the copy has expired the read then runs in it, not on a second pooled connection.
   */
  async current(em: EntityManager = this.em): Promise<PlatformSettingsValues> {
    return resolvePlatformSettings(await storedPlatformSettings(em), this.config.contact);
  }

  /** The public contact details (footer, contact page, e-mails). */
  async contactDetails(): Promise<ContactDetailsType> {
    const { supportEmail, supportPhone, postalAddress } = await this.current();
    return { supportEmail, supportPhone, postalAddress };
  }

  /** What the offer forms start from (lenders and admins make offers). */
  async offerDefaults(caller: Caller): Promise<OfferDefaultsType> {
    requireRole(caller, [Role.lender, Role.admin]);
    return { expiresInDays: (await this.current()).defaultOfferExpiryDays };
  }

  /** R5 *Platform* form: read fresh, never from the cache, so the version is the latest. Admins only. */
  async settings(caller: Caller): Promise<PlatformSettingsType> {
    requireRole(caller, [Role.admin]);
    const [row] = await this.em.execute<SettingsRow[]>(SELECT_SETTINGS);
    const stored = fromRow(row!);
    remember(this.em, stored);
    return { ...resolvePlatformSettings(stored, this.config.contact), updatedByName: row!.updated_by_name ?? null };
  }

  /**
   * Saves every setting. A stale `expectedVersion` is a 409 naming who changed them and when; saving what is
   * already in force changes nothing (no new version, no event).
   */
  async update(input: unknown, expectedVersion: unknown, caller: Caller): Promise<PlatformSettingsType> {
    const admin = requireRole(caller, [Role.admin]);
    const { expectedVersion: version, ...values } = parseInput(platformSettingsInputSchema, { ...(input as object), expectedVersion });
    const saved = await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(PlatformSettings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (row.version !== version) throw await staleVersionError(em, 'platform_settings', 1);
      const before = resolvePlatformSettings(fromEntity(row), this.config.contact);
      const changed = SETTING_FIELDS.filter((field) => before[field] !== values[field]);
      if (changed.length === 0) return fromEntity(row);
      Object.assign(row, values, { version: row.version + 1, updatedAt: new Date(), updatedBy: admin.id });
      await em.flush();
      await this.audit.record(em, {
        actor: userActor(admin),
        action: 'setting.changed',
        entityType: 'platform_settings',
        entityId: 1,
        summary: `${admin.username} changed the platform settings: ${changed.map((field) => SETTING_LABELS[field]).join(', ')}.`,
        before: pick(before, changed),
        after: pick(values, changed),
      });
      return fromEntity(row);
    });
    remember(this.em, saved);
    return this.settings(caller);
  }
}

function pick(values: Record<SettingField, unknown>, fields: readonly SettingField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}
