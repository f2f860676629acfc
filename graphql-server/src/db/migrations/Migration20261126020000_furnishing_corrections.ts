import { Migration } from '@mikro-orm/migrations';

/**
 * Invariant 11's corrections: a correction is a new record in a later batch naming the record it corrects, and it
 * may sit in the same batch as that tradeline's regular record for the month (same source). So a batch holds one
 * regular record per source [partial unique] and one correction per corrected record [partial unique]; a record is
 * corrected once across all batches [partial unique], so two generations can never queue the same correction twice.
 */
export class Migration20261126020000_furnishing_corrections extends Migration {

  override name = 'Migration20261126020000_furnishing_corrections';

  override up(): void | Promise<void> {
    this.addSql(`alter table "furnishing_record" drop constraint "furnishing_record_source_once";`);
    this.addSql(`create unique index "furnishing_record_source_once" on "furnishing_record" ("batch_id", "source_type", "source_id") where "corrects_record_id" is null;`);
    this.addSql(`create unique index "furnishing_record_corrects_once" on "furnishing_record" ("corrects_record_id") where "corrects_record_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "furnishing_record_corrects_once";`);
    this.addSql(`drop index if exists "furnishing_record_source_once";`);
    this.addSql(`alter table "furnishing_record" add constraint "furnishing_record_source_once" unique ("batch_id", "source_type", "source_id");`);
  }
}
