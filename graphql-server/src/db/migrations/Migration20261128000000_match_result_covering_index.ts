import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: the latest match results, answered from the index alone. At 100,000 applications `match_result` holds
 * ~65 rows of ~1.5 KB per recent application, and three readers only need a row's program, version, time and
 * outcome: R1's match coverage (`exists … outcome = 'eligible'`: 5.9 s → 0.3 s for 30 days), the re-match job's
 * search for stale applications (every minute: one probe per open application and active program), and the lender
 * inbox's "why you see this" lookup.
 */
export class Migration20261128000000_match_result_covering_index extends Migration {

  override name = 'Migration20261128000000_match_result_covering_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "match_result_latest_covering_index" on "match_result" ("application_id", "program_id", "program_version") include ("computed_at", "outcome") where "latest";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "match_result_latest_covering_index";`);
  }

}
