import { Migration } from '@mikro-orm/migrations';

/**
 * R10/R11 client management: internal notes about a client (at most 5,000 characters, checked here too), read
 * newest first per client; and the clients list's page of client users by sign-up date reads an index.
 */
export class Migration20261122211500_client_notes extends Migration {

  override name = 'Migration20261122211500_client_notes';

  override up(): void | Promise<void> {
    this.addSql(`create table "client_note" (
      "id" serial primary key,
      "client_id" int not null,
      "body" text not null,
      "author_id" int null,
      "author_name" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      constraint "client_note_client_id_foreign" foreign key ("client_id") references "users" ("id") on update cascade on delete cascade,
      constraint "client_note_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null,
      constraint "client_note_body_check" check (char_length("body") between 1 and 5000)
    );`);
    this.addSql(`create index "client_note_client_id_created_at_index" on "client_note" ("client_id", "created_at");`);
    this.addSql(`create index "users_role_created_at_index" on "users" ("role", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_role_created_at_index";`);
    this.addSql(`drop table "client_note";`);
  }

}
