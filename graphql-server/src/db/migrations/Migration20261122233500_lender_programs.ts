import { Migration } from '@mikro-orm/migrations';

/**
 * R2–R4 the funding matrix (BACKOFFICE §3.1): a lender's programs and their versions. A program's editable draft
 * lives on the program; publishing copies it into a new version row, and version rows never change
 * (invariant 8: a trigger refuses UPDATE, DELETE and TRUNCATE), so every match can name the exact criteria it used.
 */
export class Migration20261122233500_lender_programs extends Migration {

  override name = 'Migration20261122233500_lender_programs';

  override up(): void | Promise<void> {
    this.addSql(`create table "lender_program" (
      "id" serial primary key,
      "lender_id" int not null,
      "name" varchar(80) not null,
      "product" varchar(40) not null,
      "status" varchar(16) not null default 'draft',
      "current_version" int null,
      "draft_criteria" jsonb null,
      "paused_reason" varchar(500) null,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "lender_program_lender_id_foreign" foreign key ("lender_id") references "lender" ("id") on update cascade on delete restrict,
      constraint "lender_program_status_check" check ("status" in ('draft', 'active', 'paused', 'archived')),
      constraint "lender_program_name_check" check (char_length("name") between 3 and 80),
      constraint "lender_program_published_check" check ("status" in ('draft', 'archived') or "current_version" is not null),
      constraint "lender_program_paused_reason_check" check ("status" <> 'paused' or "paused_reason" is not null)
    );`);
    this.addSql(`create unique index "lender_program_lender_name_unique" on "lender_program" ("lender_id", lower("name"));`);
    this.addSql(`create index "lender_program_status_product_index" on "lender_program" ("status", "product");`);

    this.addSql(`create table "lender_program_version" (
      "id" serial primary key,
      "program_id" int not null,
      "version" int not null,
      "criteria" jsonb not null,
      "created_by_id" int null,
      "created_by_name" varchar(64) not null,
      "published_at" timestamptz not null default now(),
      constraint "lender_program_version_program_id_foreign" foreign key ("program_id") references "lender_program" ("id") on update cascade on delete restrict,
      constraint "lender_program_version_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "lender_program_version_unique" unique ("program_id", "version"),
      constraint "lender_program_version_positive_check" check ("version" >= 1)
    );`);
    this.addSql(`create function "lender_program_version_immutable"() returns trigger language plpgsql as $$
      begin
        raise exception 'lender_program_version is immutable: % is not allowed', tg_op using errcode = 'insufficient_privilege';
      end
    $$;`);
    this.addSql(`create trigger "lender_program_version_no_update_or_delete" before update or delete on "lender_program_version"
      for each row execute function "lender_program_version_immutable"();`);
    this.addSql(`create trigger "lender_program_version_no_truncate" before truncate on "lender_program_version"
      for each statement execute function "lender_program_version_immutable"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lender_program_version" cascade;`);
    this.addSql(`drop function if exists "lender_program_version_immutable"();`);
    this.addSql(`drop table if exists "lender_program" cascade;`);
  }

}
