import { Migration } from '@mikro-orm/migrations';

/**
 * R20 after acceptance: *Contract sent* is recorded on the accepted offer. The expiry job's scan of live offers by
 * expiry gets its index.
 */
export class Migration20261124051000_offer_contract_sent extends Migration {

  override name = 'Migration20261124051000_offer_contract_sent';

  override up(): void | Promise<void> {
    this.addSql(`alter table "offer" add column "contract_sent_at" timestamptz null;`);
    this.addSql(`create index "offer_live_expiry_index" on "offer" ("expires_at") where "status" in ('sent', 'standby');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "offer_live_expiry_index";`);
    this.addSql(`alter table "offer" drop column if exists "contract_sent_at";`);
  }
}
