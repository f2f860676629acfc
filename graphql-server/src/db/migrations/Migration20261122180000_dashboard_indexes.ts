import { Migration } from '@mikro-orm/migrations';

/**
 * R1 `/admin/dashboard` reads on indexed columns (BACKOFFICE §6.2): decisions by date (time to decision, decline
 * reasons), and the Needs action queue's uploaded documents and answered info requests, oldest first. Partial
 * indexes: only the rows the dashboard looks for.
 */
export class Migration20261122180000_dashboard_indexes extends Migration {

  override name = 'Migration20261122180000_dashboard_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "applications_decided_at_index" on "applications" ("decided_at") where "decided_at" is not null;`);
    this.addSql(`create index "document_uploaded_at_waiting_index" on "document" ("uploaded_at") where "status" = 'uploaded';`);
    this.addSql(`create index "info_request_answered_at_waiting_index" on "info_request" ("answered_at") where "status" = 'answered';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "info_request_answered_at_waiting_index";`);
    this.addSql(`drop index "document_uploaded_at_waiting_index";`);
    this.addSql(`drop index "applications_decided_at_index";`);
  }

}
