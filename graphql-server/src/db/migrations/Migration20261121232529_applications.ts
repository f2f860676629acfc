import { Migration } from '@mikro-orm/migrations';

export class Migration20261121232529_applications extends Migration {

  override name = 'Migration20261121232529_applications';

  override up(): void | Promise<void> {
    this.addSql(`create type "application_status" as enum ('approved', 'review', 'declined');`);
    this.addSql(`create table "idempotency_keys" ("api_key_hash" varchar(64) not null, "key" varchar(255) not null, "request_hash" varchar(64) not null, "operation" varchar(64) not null, "resource_id" int not null, "token_salt" varchar(64) not null, "created_at" timestamptz not null, primary key ("api_key_hash", "key"));`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);

    this.addSql(`create table "applications" ("id" serial primary key, "business_name" varchar(200) not null, "contact_name" varchar(200) not null, "owner_email" varchar(254) not null, "phone" varchar(32) not null, "product" varchar(64) not null, "requested_amount" int not null, "industry" varchar(64) not null, "state" varchar(2) not null, "months_in_business" int not null, "monthly_revenue" int not null, "credit_score" int not null, "status" "application_status" not null, "approved_amount" varchar(64) null, "approved_term" varchar(64) null, "approved_rate" varchar(64) null, "approved_payment" varchar(64) null, "decline_reason" text null, "owner_id" int null, "access_token_hash" varchar(64) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "applications_owner_id_index" on "applications" ("owner_id");`);
    this.addSql(`alter table "applications" add constraint "applications_access_token_hash_unique" unique ("access_token_hash");`);

    this.addSql(`create table "application_status_changes" ("id" serial primary key, "application_id" int not null, "from_status" "application_status" null, "to_status" "application_status" not null, "changed_by_id" int null, "actor" varchar(100) not null, "note" text null, "changed_at" timestamptz not null);`);
    this.addSql(`create index "application_status_changes_application_id_changed_at_index" on "application_status_changes" ("application_id", "changed_at");`);

    this.addSql(`alter table "applications" add constraint "applications_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "application_status_changes" add constraint "application_status_changes_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`);
    this.addSql(`alter table "application_status_changes" add constraint "application_status_changes_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "application_status_changes" cascade;`);
    this.addSql(`drop table if exists "applications" cascade;`);
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
    this.addSql(`drop type "application_status";`);
  }

}
