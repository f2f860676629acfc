import { Migration } from '@mikro-orm/migrations';

/**
 * R12 staff-entered applications: who on the team entered one (`created_by_id`; null for every other source) and
 * what the money is for (§3.1 `useOfFunds` + text; null for applications that arrived before it was asked).
 */
export class Migration20261122201000_staff_applications extends Migration {

  override name = 'Migration20261122201000_staff_applications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "applications"
      add column "created_by_id" int null,
      add column "use_of_funds" varchar(20) null,
      add column "use_of_funds_note" varchar(500) null,
      add constraint "applications_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null,
      add constraint "applications_use_of_funds_check" check ("use_of_funds" in ('working_capital', 'inventory', 'equipment', 'payroll', 'expansion', 'refinance', 'real_estate', 'other'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "applications" drop constraint "applications_use_of_funds_check", drop constraint "applications_created_by_id_foreign",
      drop column "use_of_funds_note", drop column "use_of_funds", drop column "created_by_id";`);
  }

}
