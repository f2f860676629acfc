import { Migration } from '@mikro-orm/migrations';

export class Migration20261121230601_initial extends Migration {

  override name = 'Migration20261121230601_initial';

  override up(): void | Promise<void> {
    this.addSql(`create type "user_role" as enum ('admin', 'client', 'lender');`);
    this.addSql(`create table "login_throttles" ("key" varchar(320) not null, "failures" int not null default 0, "window_started_at" timestamptz not null, "locked_until" timestamptz null, primary key ("key"));`);

    this.addSql(`create table "users" ("id" serial primary key, "username" varchar(64) not null, "username_key" varchar(64) not null, "email" varchar(254) not null, "role" "user_role" not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "password_hash" varchar(255) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "users" add constraint "users_username_key_unique" unique ("username_key");`);
    this.addSql(`create index "users_email_index" on "users" ("email");`);

    this.addSql(`create table "sessions" ("token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "ip" varchar(64) null, "user_agent" varchar(512) null, primary key ("token_hash"));`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "login_throttles" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop type "user_role";`);
  }

}
