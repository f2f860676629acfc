import { Migration } from '@mikro-orm/migrations';

/**
 * R14 *Start renewal* → R12: an application entered as the renewal of a funded deal keeps the link (`renewalOf`), so
 * R13 and R14 can show which deal it renews.
 */
export class Migration20261125003000_application_renewal_of extends Migration {

  override name = 'Migration20261125003000_application_renewal_of';

  override up(): void | Promise<void> {
    this.addSql(`alter table "applications" add column "renewal_of_funding_id" int null,
      add constraint "applications_renewal_of_funding_id_foreign" foreign key ("renewal_of_funding_id") references "funding" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "applications_renewal_of_funding_id_index" on "applications" ("renewal_of_funding_id") where "renewal_of_funding_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "applications_renewal_of_funding_id_index";`);
    this.addSql(`alter table "applications" drop constraint if exists "applications_renewal_of_funding_id_foreign", drop column if exists "renewal_of_funding_id";`);
  }
}
