import { Migration } from '@mikro-orm/migrations';

/**
 * §3.5 needs_info → submitted: the applicant's answer to R19's *Request info*, kept on the application so the
 * Applications tab shows it beside the question.
 */
export class Migration20261126010000_net30_application_answer extends Migration {

  override name = 'Migration20261126010000_net30_application_answer';

  override up(): void | Promise<void> {
    this.addSql(`alter table "net30_application" add column "info_answer" varchar(2000) null, add column "info_answered_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "net30_application" drop column "info_answer", drop column "info_answered_at";`);
  }
}
