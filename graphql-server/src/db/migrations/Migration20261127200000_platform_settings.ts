import { Migration } from '@mikro-orm/migrations';

/**
 * R5 *Platform* settings (issue 13 item 12), one row (id 1): the public contact details, the default offer expiry
 * (7 days, 1–30), the default lender response SLA (8 hours, 1–72) and "require two-factor for admins" (off).
 * The contact columns start empty: empty means the configuration's value (SUPPORT_EMAIL, SUPPORT_PHONE,
 * POSTAL_ADDRESS), so nothing users see changes until an admin saves other details.
 */
export class Migration20261127200000_platform_settings extends Migration {
  override name = 'Migration20261127200000_platform_settings';

  override up(): void | Promise<void> {
    this.addSql(`create table "platform_settings" (
      "id" smallint primary key default 1 check ("id" = 1),
      "support_email" varchar(254) null,
      "support_phone" varchar(32) null,
      "postal_address" varchar(200) null,
      "default_offer_expiry_days" smallint not null default 7 check ("default_offer_expiry_days" between 1 and 30),
      "default_lender_sla_hours" smallint not null default 8 check ("default_lender_sla_hours" between 1 and 72),
      "require_admin_two_factor" boolean not null default false,
      "version" int not null default 1,
      "updated_at" timestamptz not null default now(),
      "updated_by" int null references "users" ("id") on delete set null
    );`);
    this.addSql(`insert into "platform_settings" ("id") values (1);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "platform_settings" cascade;`);
  }
}
