import { Migration } from '@mikro-orm/migrations';

/** R20 *Decline*: the lender's optional "Would reconsider if…" (e.g. "FICO ≥ 650") is kept with its reason code. */
export class Migration20261124053000_submission_reconsider extends Migration {

  override name = 'Migration20261124053000_submission_reconsider';

  override up(): void | Promise<void> {
    this.addSql(`alter table "submission" add column "reconsider_hint" varchar(200) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "submission" drop column if exists "reconsider_hint";`);
  }
}
