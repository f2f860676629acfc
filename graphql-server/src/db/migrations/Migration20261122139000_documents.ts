import { Migration } from '@mikro-orm/migrations';

/**
 * Documents and info requests (issue 10 item 9): the document metadata, the bytes of each uploaded version in a table
 * of their own (so lists never read them; at most 20 MB each), and the info requests that ask the client for them.
 */
export class Migration20261122139000_documents extends Migration {

  override name = 'Migration20261122139000_documents';

  override up(): void | Promise<void> {
    this.addSql(`create type "info_request_status" as enum ('open', 'answered', 'accepted', 'cancelled');`);
    this.addSql(`create type "document_status" as enum ('requested', 'uploaded', 'accepted', 'rejected');`);
    this.addSql(`create table "info_request" ("id" serial primary key, "application_id" int not null, "message" text not null, "due_at" date not null, "status" "info_request_status" not null default 'open', "items" jsonb not null, "requested_by_id" int null, "requested_by_name" varchar(100) null, "answered_at" timestamptz null, "cancelled_at" timestamptz null, "cancel_reason" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "info_request_application_id_index" on "info_request" ("application_id");`);
    this.addSql(`alter table "info_request" add constraint "info_request_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`);
    this.addSql(`alter table "info_request" add constraint "info_request_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "document" ("id" serial primary key, "application_id" int not null, "info_request_id" int null, "doc_type" varchar(32) not null, "label" varchar(200) not null, "status" "document_status" not null, "required" boolean not null default true, "file_name" varchar(200) null, "size_bytes" int null, "mime_type" varchar(64) null, "sha256" varchar(64) null, "current_content_id" int null, "reject_reason" text null, "requested_at" timestamptz null, "due_at" date null, "uploaded_at" timestamptz null, "uploaded_by_id" int null, "reviewed_at" timestamptz null, "reviewed_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "document_application_id_index" on "document" ("application_id");`);
    this.addSql(`create index "document_info_request_id_index" on "document" ("info_request_id");`);
    this.addSql(`alter table "document" add constraint "document_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete cascade;`);
    this.addSql(`alter table "document" add constraint "document_info_request_id_foreign" foreign key ("info_request_id") references "info_request" ("id") on delete set null;`);
    this.addSql(`alter table "document" add constraint "document_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "document" add constraint "document_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`create table "document_content" ("id" serial primary key, "document_id" int not null, "bytes" bytea not null, "size_bytes" int not null, "sha256" varchar(64) not null, "mime_type" varchar(64) not null, "file_name" varchar(200) not null, "uploaded_by_id" int null, "created_at" timestamptz not null, constraint "document_content_size_check" check ("size_bytes" between 1 and 20971520 and octet_length("bytes") = "size_bytes"));`);
    this.addSql(`create index "document_content_document_id_index" on "document_content" ("document_id");`);
    this.addSql(`alter table "document_content" add constraint "document_content_document_id_foreign" foreign key ("document_id") references "document" ("id") on delete cascade;`);
    this.addSql(`alter table "document_content" add constraint "document_content_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "document_content" cascade;`);
    this.addSql(`drop table if exists "document" cascade;`);
    this.addSql(`drop table if exists "info_request" cascade;`);
    this.addSql(`drop type "document_status";`);
    this.addSql(`drop type "info_request_status";`);
  }

}
