import { Migration } from '@mikro-orm/migrations';

/**
 * R9's Submissions and Funded deals tabs read one lender's rows newest first, a page at a time, and R6's scoreboard
 * reads every lender's shares and accepted offers of the last 90 days. These indexes serve those reads without a sort
 * or a full scan (R9's Access log already has `access_log_lender_at_index`).
 */
export class Migration20261125020000_lender_detail_indexes extends Migration {

  override name = 'Migration20261125020000_lender_detail_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "submission_lender_shared_at_index" on "submission" ("lender_id", "shared_at" desc, "id" desc) where "shared_at" is not null;`);
    this.addSql(`create index "submission_shared_at_index" on "submission" ("shared_at") where "shared_at" is not null;`);
    this.addSql(`create index "funding_lender_funded_on_index" on "funding" ("lender_id", "funded_on" desc, "id" desc);`);
    this.addSql(`create index "offer_accepted_at_index" on "offer" ("accepted_at") where "accepted_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "offer_accepted_at_index";`);
    this.addSql(`drop index if exists "funding_lender_funded_on_index";`);
    this.addSql(`drop index if exists "submission_shared_at_index";`);
    this.addSql(`drop index if exists "submission_lender_shared_at_index";`);
  }
}
