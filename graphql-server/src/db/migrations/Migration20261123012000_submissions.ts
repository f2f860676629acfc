import { Migration } from '@mikro-orm/migrations';

/**
 * Consent and sharing (BACKOFFICE §3.1, §3.4, issue 11 item 4): `consent_record` (the history of a client's
 * consents, never changed), `submission` (a lender's access grant to one application, per program) and `access_log`
 * (every lender read of a file or document). consent_record and access_log are append-only (invariant 13: a
 * trigger refuses UPDATE, DELETE and TRUNCATE); a submission is shared only with a consent record (invariant 7).
 */
export class Migration20261123012000_submissions extends Migration {

  override name = 'Migration20261123012000_submissions';

  override up(): void | Promise<void> {
    this.addSql(`create table "consent_record" (
      "id" serial primary key,
      "business_id" int not null,
      "application_id" int null,
      "kind" varchar(32) not null,
      "granted" boolean not null,
      "scope" jsonb not null default '{}',
      "channel" varchar(8) not null,
      "note" varchar(1000) null,
      "recorded_by_id" int null,
      "recorded_by_name" varchar(64) not null,
      "at" timestamptz not null default now(),
      constraint "consent_record_business_id_foreign" foreign key ("business_id") references "businesses" ("id") on update cascade on delete restrict,
      constraint "consent_record_application_id_foreign" foreign key ("application_id") references "applications" ("id") on update cascade on delete restrict,
      constraint "consent_record_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "consent_record_kind_check" check ("kind" in ('share_with_lender', 'auto_share_policy', 'credit_history_in_file', 'marketing')),
      constraint "consent_record_channel_check" check ("channel" in ('web', 'phone', 'email'))
    );`);
    this.addSql(`create index "consent_record_application_kind_index" on "consent_record" ("application_id", "kind", "id");`);

    this.addSql(`create table "submission" (
      "id" serial primary key,
      "application_id" int not null,
      "lender_id" int not null,
      "program_id" int not null,
      "program_version" int not null,
      "status" varchar(16) not null,
      "consent_mode" varchar(24) null,
      "consent_record_id" int null,
      "proposed_at" timestamptz null,
      "shared_at" timestamptz null,
      "first_viewed_at" timestamptz null,
      "responded_at" timestamptz null,
      "sla_due_at" timestamptz null,
      "decline_code" varchar(40) null,
      "decline_note" varchar(1000) null,
      "revoked_at" timestamptz null,
      "revoked_by_id" int null,
      "revoked_by_role" varchar(8) null,
      "closed_at" timestamptz null,
      "override_reason" varchar(500) null,
      "created_by_id" int null,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "submission_application_id_foreign" foreign key ("application_id") references "applications" ("id") on update cascade on delete restrict,
      constraint "submission_lender_id_foreign" foreign key ("lender_id") references "lender" ("id") on update cascade on delete restrict,
      constraint "submission_program_id_foreign" foreign key ("program_id") references "lender_program" ("id") on update cascade on delete restrict,
      constraint "submission_consent_record_id_foreign" foreign key ("consent_record_id") references "consent_record" ("id") on update cascade on delete restrict,
      constraint "submission_revoked_by_id_foreign" foreign key ("revoked_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "submission_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "submission_status_check" check ("status" in ('proposed', 'shared', 'viewed', 'info_requested', 'offered', 'declined', 'refused', 'expired', 'revoked', 'closed', 'won', 'lost')),
      constraint "submission_consent_mode_check" check ("consent_mode" is null or "consent_mode" in ('client_click', 'client_auto_policy', 'staff_recorded')),
      constraint "submission_revoked_by_role_check" check ("revoked_by_role" is null or "revoked_by_role" in ('client', 'admin')),
      constraint "submission_shared_needs_consent_check" check ("shared_at" is null or ("consent_record_id" is not null and "consent_mode" is not null))
    );`);
    this.addSql(`create index "submission_application_id_index" on "submission" ("application_id");`);
    this.addSql(`create index "submission_lender_status_index" on "submission" ("lender_id", "status");`);
    this.addSql(`create index "submission_program_status_index" on "submission" ("program_id", "status");`);
    this.addSql(`create index "submission_proposed_index" on "submission" ("proposed_at") where "status" = 'proposed';`);
    // A lender holds at most one live grant per application, whichever of its programs it came through.
    this.addSql(`create unique index "submission_one_live_per_lender" on "submission" ("application_id", "lender_id")
      where "status" in ('proposed', 'shared', 'viewed', 'info_requested', 'offered');`);

    this.addSql(`create table "access_log" (
      "id" bigserial primary key,
      "application_id" int not null,
      "lender_id" int not null,
      "user_id" int null,
      "user_name" varchar(64) not null,
      "action" varchar(24) not null,
      "document_id" int null,
      "document_name" varchar(255) null,
      "ip_prefix" varchar(64) null,
      "at" timestamptz not null default now(),
      constraint "access_log_application_id_foreign" foreign key ("application_id") references "applications" ("id") on update cascade on delete restrict,
      constraint "access_log_lender_id_foreign" foreign key ("lender_id") references "lender" ("id") on update cascade on delete restrict,
      constraint "access_log_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null,
      constraint "access_log_document_id_foreign" foreign key ("document_id") references "document" ("id") on update cascade on delete set null,
      constraint "access_log_action_check" check ("action" in ('open_file', 'view_document', 'download_document')),
      constraint "access_log_document_check" check ("action" = 'open_file' or "document_id" is not null)
    );`);
    this.addSql(`create index "access_log_application_at_index" on "access_log" ("application_id", "at");`);
    this.addSql(`create index "access_log_lender_at_index" on "access_log" ("lender_id", "at");`);

    // Invariant 13: the consent history and the access log are never rewritten.
    this.addSql(`create function "append_only_history"() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only: % is not allowed', tg_table_name, tg_op using errcode = 'insufficient_privilege';
      end
    $$;`);
    for (const table of ['consent_record', 'access_log']) {
      this.addSql(`create trigger "${table}_no_update_or_delete" before update or delete on "${table}"
        for each row execute function "append_only_history"();`);
      this.addSql(`create trigger "${table}_no_truncate" before truncate on "${table}"
        for each statement execute function "append_only_history"();`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access_log" cascade;`);
    this.addSql(`drop table if exists "submission" cascade;`);
    this.addSql(`drop table if exists "consent_record" cascade;`);
    this.addSql(`drop function if exists "append_only_history"();`);
  }

}
