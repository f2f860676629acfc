import { Migration } from '@mikro-orm/migrations';

/**
 * Stored match results (BACKOFFICE §3.1 `match_result`, §4.2 item 3, issue 11 item 3): one row per run, application
 * and program version; exactly one `latest` row per application and program (partial unique index). Also
 * `applications.product_flexible` (§3.1: the client accepts other products; matching then evaluates them too).
 */
export class Migration20261123011000_match_results extends Migration {

  override name = 'Migration20261123011000_match_results';

  override up(): void | Promise<void> {
    this.addSql(`alter table "applications" add column "product_flexible" boolean not null default false;`);
    this.addSql(`create table "match_result" (
      "id" serial primary key,
      "application_id" int not null,
      "program_id" int not null,
      "program_version" int not null,
      "lender_id" int not null,
      "outcome" varchar(16) not null,
      "fit_score" smallint null,
      "different_product" boolean not null,
      "reasons" jsonb not null,
      "computed_at" timestamptz not null default now(),
      "latest" boolean not null default true,
      "previous_outcome" varchar(16) null,
      "previous_program_version" int null,
      "new_since_version" int null,
      constraint "match_result_application_id_foreign" foreign key ("application_id") references "applications" ("id") on update cascade on delete cascade,
      constraint "match_result_program_id_foreign" foreign key ("program_id") references "lender_program" ("id") on update cascade on delete cascade,
      constraint "match_result_lender_id_foreign" foreign key ("lender_id") references "lender" ("id") on update cascade on delete cascade,
      constraint "match_result_outcome_check" check ("outcome" in ('eligible', 'near_miss', 'ineligible', 'needs_data')),
      constraint "match_result_previous_outcome_check" check ("previous_outcome" in ('eligible', 'near_miss', 'ineligible', 'needs_data')),
      constraint "match_result_fit_score_check" check ("fit_score" between 0 and 100)
    );`);
    this.addSql(`create unique index "match_result_one_latest_unique" on "match_result" ("application_id", "program_id") where "latest";`);
    this.addSql(`create index "match_result_application_latest_index" on "match_result" ("application_id", "latest");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "match_result" cascade;`);
    this.addSql(`alter table "applications" drop column if exists "product_flexible";`);
  }

}
