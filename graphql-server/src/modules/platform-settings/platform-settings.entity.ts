import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * R5 *Platform*: the settings earlier issues hard-coded, one row (id 1). A null contact field means the
 * configuration's value (the initial state), so a deployment's SUPPORT_EMAIL etc. keep working until an admin saves.
 */
@Entity({ tableName: 'platform_settings' })
export class PlatformSettings {
  [OptionalProps]?: 'version' | 'updatedAt' | 'updatedBy';

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  @Property({ type: 'string', length: 254, nullable: true })
  supportEmail: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  supportPhone: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  postalAddress: string | null = null;

  /** Days a new offer stays open when the lender names none (7, 1–30). */
  @Property({ type: 'smallint' })
  defaultOfferExpiryDays: number = 7;

  /** Response SLA of a lender onboarded without one (8, 1–72). */
  @Property({ type: 'smallint' })
  defaultLenderSlaHours: number = 8;

  @Property({ type: 'boolean' })
  requireAdminTwoFactor: boolean = false;

  @Property()
  version: number = 1;

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  /** The admin who saved last (users.id); null before the first save. */
  @Property({ type: 'integer', nullable: true })
  updatedBy: number | null = null;
}
