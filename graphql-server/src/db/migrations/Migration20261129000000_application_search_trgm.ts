import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: R11's search by part of a text uses indexes. `ilike '%…%'` on the application's business name, contact
 * e-mail, phone and number is answered by a trigram index per column (pg_trgm is installed since the workflow's
 * migration, which indexed `businesses.legal_name` the same way); the list ORs their bitmap scans instead of reading
 * every application (4.2 s a search at 100,000 applications).
 */
export class Migration20261129000000_application_search_trgm extends Migration {

  override name = 'Migration20261129000000_application_search_trgm';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "applications_business_name_trgm_index" on "applications" using gin ("business_name" gin_trgm_ops);`);
    this.addSql(`create index "applications_owner_email_trgm_index" on "applications" using gin ("owner_email" gin_trgm_ops);`);
    this.addSql(`create index "applications_phone_trgm_index" on "applications" using gin ("phone" gin_trgm_ops);`);
    this.addSql(`create index "applications_number_trgm_index" on "applications" using gin ("number" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "applications_number_trgm_index";`);
    this.addSql(`drop index "applications_phone_trgm_index";`);
    this.addSql(`drop index "applications_owner_email_trgm_index";`);
    this.addSql(`drop index "applications_business_name_trgm_index";`);
  }

}
