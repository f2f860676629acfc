import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14, the back office at 100,000 applications: the admin application list (R11) reads one page in the order
 * its sorts ask for, straight from an index, instead of sorting every application: newest or oldest submitted first
 * (drafts, which have no submission time, last), by status then newest, by requested amount, by business name. Its
 * product and status filters are counted from an index alone. The EXPLAIN test (tests/integration/
 * scale-query-plans.test.ts) shows which query uses which.
 */
export class Migration20261128000000_scale_indexes extends Migration {

  override name = 'Migration20261128000000_scale_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "applications_submitted_desc_id_index" on "applications" ("submitted_at" desc nulls last, "id" desc);`);
    this.addSql(`create index "applications_submitted_asc_id_index" on "applications" ("submitted_at" asc nulls last, "id" asc);`);
    this.addSql(`create index "applications_status_submitted_desc_id_index" on "applications" ("status", "submitted_at" desc nulls last, "id" desc);`);
    this.addSql(`create index "applications_requested_amount_id_index" on "applications" ("requested_amount", "id");`);
    this.addSql(`create index "applications_product_status_index" on "applications" ("product", "status");`);
    this.addSql(`create index "businesses_legal_name_id_index" on "businesses" ("legal_name", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "businesses_legal_name_id_index";`);
    this.addSql(`drop index "applications_product_status_index";`);
    this.addSql(`drop index "applications_requested_amount_id_index";`);
    this.addSql(`drop index "applications_status_submitted_desc_id_index";`);
    this.addSql(`drop index "applications_submitted_asc_id_index";`);
    this.addSql(`drop index "applications_submitted_desc_id_index";`);
  }

}
