import { Migration } from '@mikro-orm/migrations';

/**
 * R6–R9 lenders (BACKOFFICE §3.1): the lender, its users (users.lender_id, users.status) and their set-password
 * invitations (only the token's hash is stored; 72 hours; single use). A lender's legal name is unique whatever its
 * case; commission is either basis points or a flat amount in cents, with its basis.
 */
export class Migration20261122233000_lenders extends Migration {

  override name = 'Migration20261122233000_lenders';

  override up(): void | Promise<void> {
    this.addSql(`create table "lender" (
      "id" serial primary key,
      "legal_name" varchar(120) not null,
      "display_name" varchar(120) not null,
      "website" varchar(300) null,
      "contact_name" varchar(120) not null,
      "contact_email" varchar(254) not null,
      "contact_phone" varchar(16) null,
      "products" text[] not null default '{}',
      "states_licensed" text[] not null default '{}',
      "status" varchar(16) not null default 'onboarding',
      "paused_reason" varchar(500) null,
      "sla_hours" smallint not null default 8,
      "commission_basis" varchar(16) null,
      "commission_bps" int null,
      "commission_flat_cents" bigint null,
      "agreement_signed_on" date null,
      "data_terms_accepted_at" timestamptz null,
      "requires2fa" boolean not null default true,
      "notes" text null,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "lender_status_check" check ("status" in ('onboarding', 'active', 'paused', 'archived')),
      constraint "lender_paused_reason_check" check ("status" <> 'paused' or "paused_reason" is not null),
      constraint "lender_sla_hours_check" check ("sla_hours" between 1 and 72),
      constraint "lender_commission_check" check (
        ("commission_basis" is null and "commission_bps" is null and "commission_flat_cents" is null)
        or ("commission_basis" = 'pct_funded' and "commission_bps" between 0 and 1000 and "commission_flat_cents" is null)
        or ("commission_basis" = 'flat' and "commission_flat_cents" >= 0 and "commission_bps" is null)),
      constraint "lender_notes_check" check (char_length("notes") <= 2000)
    );`);
    this.addSql(`create unique index "lender_legal_name_ci_unique" on "lender" (lower("legal_name"));`);
    this.addSql(`create index "lender_status_index" on "lender" ("status");`);

    this.addSql(`alter table "users" add column "lender_id" int null, add column "status" varchar(16) not null default 'active';`);
    this.addSql(`alter table "users" add constraint "users_lender_id_foreign" foreign key ("lender_id") references "lender" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "users" add constraint "users_status_check" check ("status" in ('invited', 'active', 'disabled'));`);
    // Only lender users belong to a lender (a lender user created before lenders existed may have none yet).
    this.addSql(`alter table "users" add constraint "users_lender_id_check" check ("lender_id" is null or "role" = 'lender');`);
    this.addSql(`create index "users_lender_id_index" on "users" ("lender_id");`);

    this.addSql(`create table "lender_invite" (
      "id" serial primary key,
      "user_id" int not null,
      "token_hash" char(64) not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "lender_invite_token_hash_unique" unique ("token_hash"),
      constraint "lender_invite_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "lender_invite_user_id_index" on "lender_invite" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "lender_invite";`);
    this.addSql(`alter table "users" drop constraint "users_lender_id_check", drop constraint "users_status_check", drop constraint "users_lender_id_foreign";`);
    this.addSql(`drop index "users_lender_id_index";`);
    this.addSql(`alter table "users" drop column "lender_id", drop column "status";`);
    this.addSql(`drop table "lender";`);
  }

}
