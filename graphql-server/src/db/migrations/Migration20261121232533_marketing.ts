import { Migration } from '@mikro-orm/migrations';

export class Migration20261121232533_marketing extends Migration {

  override name = 'Migration20261121232533_marketing';

  override up(): void | Promise<void> {
    this.addSql(`create type "contact_topic" as enum ('funding', 'existing_application', 'credit_builder', 'partnership', 'other');`);
    this.addSql(`create type "credit_program" as enum ('netbuilder', 'net30');`);
    this.addSql(`create type "credit_application_status" as enum ('submitted', 'in_review', 'approved', 'declined');`);
    this.addSql(`create type "business_entity_type" as enum ('sole_proprietorship', 'partnership', 'llc', 's_corp', 'c_corp', 'nonprofit');`);
    this.addSql(`create type "netbuilder_plan_id" as enum ('starter', 'growth', 'pro');`);
    this.addSql(`create table "articles" ("id" serial primary key, "slug" varchar(160) not null, "title" varchar(200) not null, "excerpt" varchar(400) not null, "body" text not null, "category" varchar(60) not null, "author_name" varchar(100) not null, "cover_image_url" varchar(500) null, "cover_alt" varchar(200) null, "reading_minutes" int not null, "published_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "articles" add constraint "articles_slug_unique" unique ("slug");`);
    this.addSql(`create index "articles_category_index" on "articles" ("category");`);
    this.addSql(`create index "articles_published_at_index" on "articles" ("published_at");`);

    this.addSql(`create table "contact_messages" ("id" serial primary key, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(32) null, "company" varchar(120) null, "topic" "contact_topic" not null, "message" text not null, "ip" varchar(64) null, "user_agent" varchar(512) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "contact_messages_email_index" on "contact_messages" ("email");`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);

    this.addSql(`create table "credit_applications" ("id" serial primary key, "program" "credit_program" not null, "status" "credit_application_status" not null default 'submitted', "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(32) not null, "business_name" varchar(160) not null, "entity_type" "business_entity_type" not null, "ein" varchar(10) null, "business_start_year" int not null, "annual_revenue" int not null, "state" varchar(2) not null, "website" varchar(255) null, "plan" "netbuilder_plan_id" null, "requested_limit" int null, "duns" varchar(9) null, "intended_use" text null, "ip" varchar(64) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "credit_applications_program_index" on "credit_applications" ("program");`);
    this.addSql(`create index "credit_applications_status_index" on "credit_applications" ("status");`);
    this.addSql(`create index "credit_applications_email_index" on "credit_applications" ("email");`);

    this.addSql(`create table "form_throttles" ("key" varchar(320) not null, "submissions" int not null default 0, "window_started_at" timestamptz not null, primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "articles" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
    this.addSql(`drop table if exists "credit_applications" cascade;`);
    this.addSql(`drop table if exists "form_throttles" cascade;`);

    this.addSql(`drop type "contact_topic";`);
    this.addSql(`drop type "credit_program";`);
    this.addSql(`drop type "credit_application_status";`);
    this.addSql(`drop type "business_entity_type";`);
    this.addSql(`drop type "netbuilder_plan_id";`);
  }

}
