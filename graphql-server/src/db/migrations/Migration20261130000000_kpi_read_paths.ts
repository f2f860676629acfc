import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: the admin dashboard's KPIs over 365 days at 100,000 applications, cold.
 * - Match coverage: each application carries a summary of its latest match results, written by matching in the same
 *   transaction as the results (`match_eligible`; `near_miss_codes`, every latest near-miss's blocking criteria, one
 *   entry per near-miss). The KPIs read it with the range scan of applications they already make, instead of one
 *   index probe into match_result per application of the range (0.3-0.7 s for 73,000 applications); the near-misses'
 *   codes from a partial index of the few applications that have any.
 * - Pipeline, submissions by bucket, decisions and decline reasons: covering indexes on the submitted and decided
 *   times, so each reads an index range and no table pages. The decided index replaces the plain one.
 * - Offers per application: "shared with a lender" answered from an index of the shared submissions' applications;
 *   without it the planner hashed every submission even for 7 days (80 -> 10-15 ms).
 */
export class Migration20261130000000_kpi_read_paths extends Migration {

  override name = 'Migration20261130000000_kpi_read_paths';

  override up(): void | Promise<void> {
    this.addSql(`alter table "applications" add column "match_eligible" boolean not null default false,
                                         add column "near_miss_codes" text[] not null default '{}';`);
    // The applications matched so far (matching keeps it from here on: modules/matches/match-summary.ts).
    this.addSql(`update "applications" a
       set "match_eligible" = s.eligible, "near_miss_codes" = s.codes
      from (select ids.id,
                   exists (select 1 from "match_result" m where m."application_id" = ids.id and m."latest" and m."outcome" = 'eligible') as eligible,
                   array(select c.code from "match_result" m cross join lateral unnest(m."blocking_codes") with ordinality as c(code, n)
                          where m."application_id" = ids.id and m."latest" and m."outcome" = 'near_miss' order by m."program_id", c.n)::text[] as codes
              from (select distinct "application_id" as id from "match_result" where "latest") ids) s
     where a.id = s.id;`);
    this.addSql(`create index "applications_near_miss_kpi_index" on "applications" ("submitted_at") include ("near_miss_codes") where "near_miss_codes" <> '{}';`);
    this.addSql(`create index "applications_submitted_kpi_index" on "applications" ("submitted_at") include ("status", "requested_amount", "match_eligible") where "submitted_at" is not null;`);
    this.addSql(`create index "applications_decided_kpi_index" on "applications" ("decided_at") include ("submitted_at", "status", "status_reason_codes") where "decided_at" is not null;`);
    this.addSql(`drop index "applications_decided_at_index";`);
    this.addSql(`create index "submission_shared_application_index" on "submission" ("application_id") where "shared_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "submission_shared_application_index";`);
    this.addSql(`create index "applications_decided_at_index" on "applications" ("decided_at") where "decided_at" is not null;`);
    this.addSql(`drop index "applications_decided_kpi_index";`);
    this.addSql(`drop index "applications_submitted_kpi_index";`);
    this.addSql(`drop index "applications_near_miss_kpi_index";`);
    this.addSql(`alter table "applications" drop column "near_miss_codes", drop column "match_eligible";`);
  }

}
