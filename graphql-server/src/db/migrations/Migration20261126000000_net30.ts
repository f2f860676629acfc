import { Migration } from '@mikro-orm/migrations';

/**
 * Net30 trade accounts and bureau furnishing (BACKOFFICE §3.1, §3.5, R19, R23–R27, invariants 10–11).
 *
 * - `net30_application`: the /net30/apply form's workflow (submitted ⇄ needs_info → approved | declined; → withdrawn).
 *   One open application per EIN [partial unique]. The landed form rows (credit_applications, program net30) move
 *   here; credit_applications keeps the NetBuilder enrolments.
 * - `net30_account`: one per client (owner), opened by an approved application or a NetBuilder plan.
 * - `net30_invoice` with its lines, `net30_payment` and `net30_fee`: money in cents, never negative; paid and fees
 *   are kept on the invoice under its row lock and checked against it (paid ≤ total + fees); one late fee per
 *   invoice [partial unique]; a provider payment and an idempotency key apply once [unique].
 * - `net30_reminder`: each reminder of an invoice is sent once [unique].
 * - `net30_statement`: one per account and month end [unique].
 * - `furnishing_batch`, `furnishing_record`, `furnishing_dispute`: what was reported to each bureau for a month; one
 *   live batch per bureau and month [partial unique]; a submitted batch's records cannot change [trigger], except
 *   their outcome (accepted, rejected, corrected).
 * - `net30_settings`: R19's fee box, one row.
 */
export class Migration20261126000000_net30 extends Migration {

  override name = 'Migration20261126000000_net30';

  override up(): void | Promise<void> {
    this.addSql(`create table "net30_settings" (
      "id" smallint primary key default 1 check ("id" = 1),
      "annual_fee" bigint not null default 0 check ("annual_fee" >= 0),
      "late_fee_tiers" jsonb not null,
      "grace_days" smallint not null default 5 check ("grace_days" between 0 and 60),
      "hold_after_days" smallint not null default 15 check ("hold_after_days" between 1 and 120),
      "statement_day" smallint not null default 1 check ("statement_day" between 1 and 28),
      "reporting_day" smallint not null default 5 check ("reporting_day" between 1 and 28),
      "bureaus" text[] not null default '{dnb,experian,equifax}',
      "catalog" jsonb not null default '[]',
      "version" int not null default 1,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`insert into "net30_settings" ("id", "late_fee_tiers", "catalog") values (1,
      '[{"upToCents": 9999, "feeCents": 1500}, {"upToCents": 24999, "feeCents": 2900}, {"upToCents": null, "feeCents": 3900}]',
      '[{"id": "credit-review", "name": "Business credit review", "priceCents": 4900},
        {"id": "office-supplies", "name": "Office supplies bundle", "priceCents": 12500},
        {"id": "printer-toner", "name": "Printer toner (4 pack)", "priceCents": 1999},
        {"id": "business-cards", "name": "Business cards (500)", "priceCents": 3500}]');`);

    this.addSql(`create table "net30_application" (
      "id" serial primary key,
      "user_id" int null,
      "status" varchar(16) not null default 'submitted',
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "email" varchar(254) not null,
      "phone" varchar(32) not null,
      "business_name" varchar(160) not null,
      "entity_type" varchar(32) not null,
      "ein" varchar(10) null,
      "business_start_year" int not null,
      "annual_revenue" int not null,
      "state" varchar(2) not null,
      "website" varchar(255) null,
      "requested_limit" bigint not null check ("requested_limit" >= 0),
      "duns" varchar(9) null,
      "intended_use" text null,
      "trade_references" jsonb not null default '[]',
      "info_request_message" varchar(2000) null,
      "decision_reason" varchar(2000) null,
      "decided_by_id" int null,
      "decided_at" timestamptz null,
      "approved_limit" bigint null check ("approved_limit" >= 0),
      "net_days" smallint null check ("net_days" in (15, 30, 45, 60)),
      "reapply_after" date null,
      "access_token_hash" varchar(64) null,
      "ip" varchar(64) null,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "net30_application_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null,
      constraint "net30_application_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "net30_application_status_check" check ("status" in ('submitted', 'needs_info', 'approved', 'declined', 'withdrawn')),
      constraint "net30_application_approved_check" check (("status" = 'approved') = ("approved_limit" is not null and "net_days" is not null))
    );`);
    this.addSql(`create unique index "net30_application_open_ein_unique" on "net30_application" ("ein") where "ein" is not null and "status" in ('submitted', 'needs_info');`);
    this.addSql(`create index "net30_application_status_index" on "net30_application" ("status", "created_at" desc);`);
    this.addSql(`create index "net30_application_user_id_index" on "net30_application" ("user_id");`);
    this.addSql(`create index "net30_application_email_index" on "net30_application" ("email");`);
    this.addSql(`create unique index "net30_application_access_token_hash_unique" on "net30_application" ("access_token_hash") where "access_token_hash" is not null;`);
    // The landed form's rows: the newest open one per EIN stays open; older duplicates are withdrawn.
    this.addSql(`insert into "net30_application" ("id", "status", "first_name", "last_name", "email", "phone", "business_name", "entity_type", "ein",
        "business_start_year", "annual_revenue", "state", "website", "requested_limit", "duns", "intended_use", "ip", "created_at", "updated_at")
      select "id",
        case when row_number() over (partition by coalesce("ein", 'id:' || "id") order by "id" desc) = 1 then 'submitted' else 'withdrawn' end,
        "first_name", "last_name", "email", "phone", "business_name", "entity_type"::text, "ein", "business_start_year", "annual_revenue", "state",
        "website", coalesce("requested_limit", 0)::bigint * 100, "duns", "intended_use", "ip", "created_at", "created_at"
      from "credit_applications" where "program" = 'net30';`);
    this.addSql(`select setval(pg_get_serial_sequence('net30_application', 'id'), greatest((select max("id") from "net30_application"), 1));`);
    this.addSql(`delete from "credit_applications" where "program" = 'net30';`);

    this.addSql(`create table "net30_account" (
      "id" serial primary key,
      "owner_user_id" int null,
      "business_id" int null,
      "business_name" varchar(200) not null,
      "source" varchar(16) not null,
      "application_id" int null,
      "subscription_id" int null,
      "credit_limit" bigint not null check ("credit_limit" >= 0),
      "net_days" smallint not null check ("net_days" in (15, 30, 45, 60)),
      "status" varchar(16) not null default 'active',
      "hold_reason" varchar(1000) null,
      "hold_is_manual" boolean not null default false,
      "opened_on" date not null,
      "closed_on" date null,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "net30_account_owner_user_id_unique" unique ("owner_user_id"),
      constraint "net30_account_application_id_unique" unique ("application_id"),
      constraint "net30_account_subscription_id_unique" unique ("subscription_id"),
      constraint "net30_account_owner_user_id_foreign" foreign key ("owner_user_id") references "users" ("id") on update cascade on delete set null,
      constraint "net30_account_business_id_foreign" foreign key ("business_id") references "businesses" ("id") on update cascade on delete set null,
      constraint "net30_account_application_id_foreign" foreign key ("application_id") references "net30_application" ("id") on update cascade on delete restrict,
      constraint "net30_account_subscription_id_foreign" foreign key ("subscription_id") references "netbuilder_subscriptions" ("id") on update cascade on delete set null,
      constraint "net30_account_source_check" check ("source" in ('application', 'netbuilder')),
      constraint "net30_account_status_check" check ("status" in ('active', 'on_hold', 'closing', 'closed')),
      constraint "net30_account_hold_check" check (("status" = 'on_hold') = ("hold_reason" is not null)),
      constraint "net30_account_closed_check" check (("status" = 'closed') = ("closed_on" is not null))
    );`);
    this.addSql(`create index "net30_account_status_index" on "net30_account" ("status");`);

    this.addSql(`create table "net30_invoice" (
      "id" serial primary key,
      "number" varchar(20) not null,
      "account_id" int not null,
      "issued_on" date not null,
      "due_on" date not null,
      "lines" jsonb not null,
      "total" bigint not null check ("total" > 0),
      "paid" bigint not null default 0 check ("paid" >= 0),
      "fees" bigint not null default 0 check ("fees" >= 0),
      "status" varchar(8) not null default 'open',
      "is_test" boolean not null default false,
      "paid_on" date null,
      "void_reason" varchar(1000) null,
      "voided_at" timestamptz null,
      "created_by_id" int null,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "net30_invoice_number_unique" unique ("number"),
      constraint "net30_invoice_account_id_foreign" foreign key ("account_id") references "net30_account" ("id") on update cascade on delete restrict,
      constraint "net30_invoice_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "net30_invoice_status_check" check ("status" in ('open', 'overdue', 'paid', 'void')),
      constraint "net30_invoice_due_check" check ("due_on" > "issued_on"),
      constraint "net30_invoice_paid_within_balance" check ("paid" <= "total" + "fees"),
      constraint "net30_invoice_paid_status_check" check (("status" = 'paid') = ("paid_on" is not null)),
      constraint "net30_invoice_void_check" check (("status" = 'void') = ("voided_at" is not null) and ("status" <> 'void' or "paid" = 0))
    );`);
    this.addSql(`create index "net30_invoice_account_id_index" on "net30_invoice" ("account_id", "issued_on" desc, "id" desc);`);
    this.addSql(`create index "net30_invoice_open_due_on_index" on "net30_invoice" ("due_on") where "status" in ('open', 'overdue');`);

    this.addSql(`create table "net30_payment" (
      "id" serial primary key,
      "invoice_id" int not null,
      "amount" bigint not null check ("amount" > 0),
      "method" varchar(8) not null,
      "status" varchar(10) not null default 'pending',
      "received_on" date null,
      "reference" varchar(100) null,
      "provider_ref" varchar(255) null,
      "idempotency_key" varchar(100) null,
      "checkout_session_id" varchar(255) null,
      "failure_message" varchar(500) null,
      "recorded_by_id" int null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "net30_payment_invoice_id_foreign" foreign key ("invoice_id") references "net30_invoice" ("id") on update cascade on delete restrict,
      constraint "net30_payment_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "net30_payment_provider_ref_unique" unique ("provider_ref"),
      constraint "net30_payment_idempotency_key_unique" unique ("idempotency_key"),
      constraint "net30_payment_checkout_session_id_unique" unique ("checkout_session_id"),
      constraint "net30_payment_method_check" check ("method" in ('online', 'check', 'ach', 'wire')),
      constraint "net30_payment_status_check" check ("status" in ('pending', 'succeeded', 'failed', 'refunded')),
      constraint "net30_payment_received_check" check (("status" = 'succeeded') <= ("received_on" is not null))
    );`);
    this.addSql(`create index "net30_payment_invoice_id_index" on "net30_payment" ("invoice_id");`);

    this.addSql(`create table "net30_fee" (
      "id" serial primary key,
      "invoice_id" int not null,
      "type" varchar(20) not null,
      "amount" bigint not null check ("amount" > 0),
      "assessed_on" date not null,
      "waived_at" timestamptz null,
      "waived_by_id" int null,
      "waive_reason" varchar(1000) null,
      "created_at" timestamptz not null default now(),
      constraint "net30_fee_invoice_id_foreign" foreign key ("invoice_id") references "net30_invoice" ("id") on update cascade on delete restrict,
      constraint "net30_fee_waived_by_id_foreign" foreign key ("waived_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "net30_fee_type_check" check ("type" in ('late', 'returned_payment')),
      constraint "net30_fee_waived_check" check (("waived_at" is null) = ("waive_reason" is null))
    );`);
    this.addSql(`create unique index "net30_fee_one_late_fee_per_invoice" on "net30_fee" ("invoice_id") where "type" = 'late';`);

    this.addSql(`create table "net30_reminder" (
      "id" serial primary key,
      "invoice_id" int not null,
      "kind" varchar(16) not null,
      "sent_at" timestamptz not null default now(),
      constraint "net30_reminder_invoice_id_foreign" foreign key ("invoice_id") references "net30_invoice" ("id") on update cascade on delete cascade,
      constraint "net30_reminder_kind_check" check ("kind" in ('due_soon', 'due_today', 'past_due')),
      constraint "net30_reminder_once" unique ("invoice_id", "kind")
    );`);

    this.addSql(`create table "net30_statement" (
      "id" serial primary key,
      "account_id" int not null,
      "period_start" date not null,
      "period_end" date not null,
      "opening" bigint not null,
      "charges" bigint not null check ("charges" >= 0),
      "payments" bigint not null check ("payments" >= 0),
      "fees" bigint not null check ("fees" >= 0),
      "closing" bigint not null,
      "aging" jsonb not null,
      "created_at" timestamptz not null default now(),
      constraint "net30_statement_account_id_foreign" foreign key ("account_id") references "net30_account" ("id") on update cascade on delete restrict,
      constraint "net30_statement_period_unique" unique ("account_id", "period_end"),
      constraint "net30_statement_period_check" check ("period_end" >= "period_start")
    );`);

    this.addSql(`create table "furnishing_batch" (
      "id" serial primary key,
      "bureau" varchar(10) not null,
      "period_month" char(7) not null,
      "status" varchar(20) not null default 'generated',
      "record_count" int not null default 0,
      "generated_at" timestamptz not null default now(),
      "generated_by_id" int null,
      "submitted_at" timestamptz null,
      "submitted_by_id" int null,
      "response_at" timestamptz null,
      "response_note" varchar(2000) null,
      constraint "furnishing_batch_generated_by_id_foreign" foreign key ("generated_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "furnishing_batch_submitted_by_id_foreign" foreign key ("submitted_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "furnishing_batch_bureau_check" check ("bureau" in ('dnb', 'experian', 'equifax')),
      constraint "furnishing_batch_period_check" check ("period_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      constraint "furnishing_batch_status_check" check ("status" in ('generated', 'submitted', 'accepted', 'partially_rejected', 'rejected')),
      constraint "furnishing_batch_submitted_check" check (("status" = 'generated') = ("submitted_at" is null))
    );`);
    this.addSql(`create unique index "furnishing_batch_live_unique" on "furnishing_batch" ("bureau", "period_month") where "status" <> 'rejected';`);

    this.addSql(`create table "furnishing_record" (
      "id" serial primary key,
      "batch_id" int not null,
      "source_type" varchar(24) not null,
      "source_id" int not null,
      "owner_user_id" int null,
      "business_name" varchar(200) not null,
      "as_of" date not null,
      "terms" varchar(20) not null,
      "credit_limit" bigint not null check ("credit_limit" >= 0),
      "high_credit_12m" bigint not null check ("high_credit_12m" >= 0),
      "now_owes" bigint not null check ("now_owes" >= 0),
      "past_due" bigint not null check ("past_due" >= 0),
      "aging" jsonb not null,
      "last_sale_on" date null,
      "last_payment_on" date null,
      "manner_of_payment" varchar(16) not null,
      "status" varchar(12) not null default 'included',
      "corrects_record_id" int null,
      "created_at" timestamptz not null default now(),
      constraint "furnishing_record_batch_id_foreign" foreign key ("batch_id") references "furnishing_batch" ("id") on update cascade on delete restrict,
      constraint "furnishing_record_owner_user_id_foreign" foreign key ("owner_user_id") references "users" ("id") on update cascade on delete set null,
      constraint "furnishing_record_corrects_record_id_foreign" foreign key ("corrects_record_id") references "furnishing_record" ("id") on update cascade on delete restrict,
      constraint "furnishing_record_source_type_check" check ("source_type" in ('net30_account', 'netbuilder_subscription')),
      constraint "furnishing_record_manner_check" check ("manner_of_payment" in ('prompt', 'slow_1_30', 'slow_31_60', 'slow_61_90', 'slow_91_plus')),
      constraint "furnishing_record_status_check" check ("status" in ('included', 'accepted', 'rejected', 'corrected')),
      constraint "furnishing_record_source_once" unique ("batch_id", "source_type", "source_id")
    );`);
    this.addSql(`create index "furnishing_record_owner_index" on "furnishing_record" ("owner_user_id", "as_of" desc);`);
    this.addSql(`create index "furnishing_record_source_index" on "furnishing_record" ("source_type", "source_id");`);
    // Invariant 11: once its batch is submitted, a record's reported facts never change (only its outcome may).
    this.addSql(`create function furnishing_record_immutable() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from furnishing_batch b where b.id = old.batch_id and b.status <> 'generated') then
          if tg_op = 'DELETE' then
            raise exception 'furnishing record % belongs to a submitted batch and cannot be deleted', old.id using errcode = '23514';
          end if;
          if (to_jsonb(new) - 'status') is distinct from (to_jsonb(old) - 'status') then
            raise exception 'furnishing record % belongs to a submitted batch: its reported facts cannot change', old.id using errcode = '23514';
          end if;
        end if;
        return case when tg_op = 'DELETE' then old else new end;
      end $$;`);
    this.addSql(`create trigger furnishing_record_immutable before update or delete on furnishing_record
      for each row execute function furnishing_record_immutable();`);

    this.addSql(`create table "furnishing_dispute" (
      "id" serial primary key,
      "record_id" int not null,
      "owner_user_id" int not null,
      "reason" varchar(16) not null,
      "text" varchar(2000) not null,
      "status" varchar(10) not null default 'open',
      "resolution" varchar(2000) null,
      "resolved_by_id" int null,
      "resolved_at" timestamptz null,
      "due_at" timestamptz not null,
      "created_at" timestamptz not null default now(),
      constraint "furnishing_dispute_record_id_foreign" foreign key ("record_id") references "furnishing_record" ("id") on update cascade on delete restrict,
      constraint "furnishing_dispute_owner_user_id_foreign" foreign key ("owner_user_id") references "users" ("id") on update cascade on delete cascade,
      constraint "furnishing_dispute_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "furnishing_dispute_reason_check" check ("reason" in ('not_mine', 'paid_on_time', 'amount_wrong', 'other')),
      constraint "furnishing_dispute_status_check" check ("status" in ('open', 'corrected', 'upheld')),
      constraint "furnishing_dispute_resolved_check" check (("status" = 'open') = ("resolved_at" is null))
    );`);
    this.addSql(`create unique index "furnishing_dispute_one_open_per_record" on "furnishing_dispute" ("record_id") where "status" = 'open';`);
    this.addSql(`create index "furnishing_dispute_status_index" on "furnishing_dispute" ("status", "due_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "furnishing_dispute" cascade;`);
    this.addSql(`drop trigger if exists furnishing_record_immutable on "furnishing_record";`);
    this.addSql(`drop function if exists furnishing_record_immutable();`);
    this.addSql(`drop table if exists "furnishing_record" cascade;`);
    this.addSql(`drop table if exists "furnishing_batch" cascade;`);
    this.addSql(`drop table if exists "net30_statement" cascade;`);
    this.addSql(`drop table if exists "net30_reminder" cascade;`);
    this.addSql(`drop table if exists "net30_fee" cascade;`);
    this.addSql(`drop table if exists "net30_payment" cascade;`);
    this.addSql(`drop table if exists "net30_invoice" cascade;`);
    this.addSql(`drop table if exists "net30_account" cascade;`);
    this.addSql(`insert into "credit_applications" ("id", "program", "status", "first_name", "last_name", "email", "phone", "business_name", "entity_type",
        "ein", "business_start_year", "annual_revenue", "state", "website", "requested_limit", "duns", "intended_use", "ip", "created_at")
      select "id", 'net30', 'submitted', "first_name", "last_name", "email", "phone", "business_name", "entity_type"::business_entity_type, "ein",
        "business_start_year", "annual_revenue", "state", "website", ("requested_limit" / 100)::int, "duns", "intended_use", "ip", "created_at"
      from "net30_application" on conflict ("id") do nothing;`);
    this.addSql(`drop table if exists "net30_application" cascade;`);
    this.addSql(`drop table if exists "net30_settings" cascade;`);
  }
}
