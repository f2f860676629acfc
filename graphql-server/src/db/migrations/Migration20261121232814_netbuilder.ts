import { Migration } from '@mikro-orm/migrations';

export class Migration20261121232814_netbuilder extends Migration {

  override name = 'Migration20261121232814_netbuilder';

  override up(): void | Promise<void> {
    this.addSql(`create type "netbuilder_plan" as enum ('starter', 'growth', 'pro');`);
    this.addSql(`create table "payment_webhook_events" ("event_id" varchar(255) not null, "type" varchar(100) not null, "event_created_at" timestamptz not null, "processed_at" timestamptz not null, primary key ("event_id"));`);

    this.addSql(`create table "netbuilder_subscriptions" ("id" serial primary key, "user_id" int not null, "plan" "netbuilder_plan" not null, "status" varchar(32) not null, "provider_subscription_id" varchar(255) not null, "provider_customer_id" varchar(255) null, "current_period_start" timestamptz null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "status_event_at" timestamptz null, "status_rank" int not null default 0, "snapshot_event_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "netbuilder_subscriptions" add constraint "netbuilder_subscriptions_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "netbuilder_subscriptions" add constraint "netbuilder_subscriptions_provider_subscription_id_unique" unique ("provider_subscription_id");`);

    this.addSql(`create table "netbuilder_reports" ("id" serial primary key, "user_id" int not null, "provider_invoice_id" varchar(255) not null, "provider_subscription_id" varchar(255) not null, "plan" "netbuilder_plan" not null, "report_month" varchar(7) not null, "payment_amount_cents" int not null, "payment_status" varchar(32) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "netbuilder_reports" add constraint "netbuilder_reports_provider_invoice_id_unique" unique ("provider_invoice_id");`);
    this.addSql(`create index "netbuilder_reports_user_id_report_month_index" on "netbuilder_reports" ("user_id", "report_month");`);

    this.addSql(`create table "netbuilder_checkouts" ("id" serial primary key, "session_id" text not null, "user_id" int not null, "plan" "netbuilder_plan" not null, "url" text not null, "status" varchar(16) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "netbuilder_checkouts" add constraint "netbuilder_checkouts_session_id_unique" unique ("session_id");`);
    this.addSql(`create index "netbuilder_checkouts_user_id_status_index" on "netbuilder_checkouts" ("user_id", "status");`);

    this.addSql(`alter table "netbuilder_subscriptions" add constraint "netbuilder_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "netbuilder_reports" add constraint "netbuilder_reports_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "netbuilder_checkouts" add constraint "netbuilder_checkouts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_webhook_events" cascade;`);
    this.addSql(`drop table if exists "netbuilder_subscriptions" cascade;`);
    this.addSql(`drop table if exists "netbuilder_reports" cascade;`);
    this.addSql(`drop table if exists "netbuilder_checkouts" cascade;`);

    this.addSql(`drop type "netbuilder_plan";`);
  }

}
