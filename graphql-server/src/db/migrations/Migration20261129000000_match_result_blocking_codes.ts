import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: R1's match coverage without reading the results' JSON. A near-miss's blocking criteria (the codes of the
 * criteria it fails, missing facts aside) are stored in `blocking_codes` when matching writes the row, so the
 * marketplace KPIs count them from a covering index instead of expanding every near-miss's `reasons` (0.9-1.1 s at
 * 100,000 applications); the latest rows written before are filled in here. A partial index of the latest eligible
 * rows answers coverage's "has an eligible program" with one index entry per application instead of ~65.
 */
export class Migration20261129000000_match_result_blocking_codes extends Migration {

  override name = 'Migration20261129000000_match_result_blocking_codes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "match_result" add column "blocking_codes" text[] null;`);
    this.addSql(`update "match_result" m set "blocking_codes" = array(
        select criterion->>'code' from jsonb_array_elements(m."reasons"->'criteria') with ordinality as c(criterion, n)
         where (criterion->>'pass')::boolean = false and (criterion->>'missing')::boolean = false order by n)
      where m."latest" and m."outcome" = 'near_miss';`);
    this.addSql(`create index "match_result_near_miss_blocking_index" on "match_result" ("application_id") include ("blocking_codes") where "latest" and "outcome" = 'near_miss';`);
    this.addSql(`create index "match_result_latest_eligible_index" on "match_result" ("application_id") where "latest" and "outcome" = 'eligible';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "match_result_latest_eligible_index";`);
    this.addSql(`drop index "match_result_near_miss_blocking_index";`);
    this.addSql(`alter table "match_result" drop column "blocking_codes";`);
  }

}
