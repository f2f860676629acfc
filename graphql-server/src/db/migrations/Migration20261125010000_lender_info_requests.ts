import { Migration } from '@mikro-orm/migrations';

/**
 * R20 Request info: an info request made by a lender (§3.1 `info_request.lenderId`), through the submission that gives
 * it the file; both set or neither (a NetFund request). R20 Criteria *Request a change*: a lender's free text about its
 * programs, waiting on the admin dashboard until NetFund deals with it.
 */
export class Migration20261125010000_lender_info_requests extends Migration {

  override name = 'Migration20261125010000_lender_info_requests';

  override up(): void | Promise<void> {
    this.addSql(`alter table "info_request"
      add column "lender_id" int null references "lender" ("id") on update cascade,
      add column "submission_id" int null references "submission" ("id") on update cascade on delete cascade,
      add constraint "info_request_lender_submission_check" check (("lender_id" is null) = ("submission_id" is null));`);
    this.addSql(`create index "info_request_submission_id_status_index" on "info_request" ("submission_id", "status") where "submission_id" is not null;`);

    this.addSql(`create table "lender_change_request" (
      "id" serial primary key,
      "lender_id" int not null references "lender" ("id") on update cascade,
      "program_id" int null references "lender_program" ("id") on update cascade,
      "message" text not null check (char_length("message") between 10 and 2000),
      "created_by_id" int null references "users" ("id") on update cascade on delete set null,
      "created_by_name" varchar(100) not null,
      "created_at" timestamptz not null default now(),
      "resolved_at" timestamptz null
    );`);
    this.addSql(`create index "lender_change_request_lender_id_created_at_index" on "lender_change_request" ("lender_id", "created_at");`);
    this.addSql(`create index "lender_change_request_open_index" on "lender_change_request" ("created_at") where "resolved_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lender_change_request";`);
    this.addSql(`drop index if exists "info_request_submission_id_status_index";`);
    this.addSql(`alter table "info_request" drop constraint "info_request_lender_submission_check", drop column "submission_id", drop column "lender_id";`);
  }
}
