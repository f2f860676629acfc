import { Migration } from '@mikro-orm/migrations';

/**
 * SLA nudges (BACKOFFICE R13 *Nudge*, R20 "SLA countdown and nudges", issue 11 item 10): when the lender was last
 * reminded of a file it has not answered, and how often. The automatic nudge at the SLA and the admin's *Nudge* both
 * claim the row with one conditional UPDATE on `last_nudged_at`, so racing nudges send one reminder.
 */
export class Migration20261124050000_submission_nudges extends Migration {

  override name = 'Migration20261124050000_submission_nudges';

  override up(): void | Promise<void> {
    this.addSql(`alter table "submission" add column "last_nudged_at" timestamptz null, add column "nudge_count" int not null default 0;`);
    this.addSql(`alter table "submission" add constraint "submission_nudge_count_check" check ("nudge_count" >= 0);`);
    // The job's scan: open grants without an answer, by due time.
    this.addSql(`create index "submission_sla_open_index" on "submission" ("sla_due_at") where "responded_at" is null and "status" in ('shared', 'viewed');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "submission_sla_open_index";`);
    this.addSql(`alter table "submission" drop constraint if exists "submission_nudge_count_check";`);
    this.addSql(`alter table "submission" drop column if exists "last_nudged_at", drop column if exists "nudge_count";`);
  }
}
