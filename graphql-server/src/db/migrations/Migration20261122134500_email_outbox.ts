import { Migration } from '@mikro-orm/migrations';

/** The e-mail outbox (BACKOFFICE "Decisions taken"): messages queued with the change they tell about, sent by a job. */
export class Migration20261122134500_email_outbox extends Migration {

  override name = 'Migration20261122134500_email_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create type "email_status" as enum ('pending', 'sending', 'sent', 'failed');`);
    this.addSql(`create table "email_outbox" ("id" serial primary key, "to_address" varchar(254) not null, "subject" varchar(300) not null, "text_body" text not null, "html_body" text not null, "template" varchar(64) not null, "status" "email_status" not null default 'pending', "attempts" int not null default 0, "last_error" text null, "dedupe_key" varchar(200) null, "created_at" timestamptz not null default now(), "next_attempt_at" timestamptz not null default now(), "claimed_at" timestamptz null, "sent_at" timestamptz null);`);
    this.addSql(`alter table "email_outbox" add constraint "email_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "email_outbox_status_id_index" on "email_outbox" ("status", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_outbox" cascade;`);
    this.addSql(`drop type "email_status";`);
  }

}
