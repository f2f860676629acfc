import { Migration } from '@mikro-orm/migrations';

/** Device cookies for sign-in (OWASP), and an index to end all of a user's sessions at once. */
export class Migration20261122130100_device_tokens extends Migration {

  override name = 'Migration20261122130100_device_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "device_tokens" ("token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("token_hash"));`);
    this.addSql(`create index "device_tokens_user_id_index" on "device_tokens" ("user_id");`);
    this.addSql(`create index "device_tokens_expires_at_index" on "device_tokens" ("expires_at");`);
    this.addSql(`alter table "device_tokens" add constraint "device_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "sessions_user_id_index";`);
    this.addSql(`drop table if exists "device_tokens" cascade;`);
  }

}
