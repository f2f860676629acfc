import { Migration } from '@mikro-orm/migrations';

/**
 * The application workflow (issue 10 item 8, BACKOFFICE §3.1–3.2): businesses with provenance, and applications
 * with a number, a workflow status, an assignee, reason codes, decision dates and a version. Landed data is
 * converted, not lost:
 * - statuses: review → submitted, approved → offered (their preformatted terms stay the terms shown), declined →
 *   declined (the free-text decline reason becomes the decision's note, with the reason code `other`); the status
 *   history is converted the same way;
 * - one business per application, from the facts it was submitted with (provenance: the applicant, as of then);
 * - every application gets its number, in order of arrival, within the year it arrived.
 */
export class Migration20261122153000_application_workflow extends Migration {

  override name = 'Migration20261122153000_application_workflow';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create type "workflow_status" as enum ('draft', 'submitted', 'in_review', 'matched', 'offered', 'accepted', 'funded', 'declined', 'closed', 'withdrawn');`);

    this.addSql(`create table "businesses" (
      "id" serial primary key,
      "owner_id" int null,
      "legal_name" varchar(200) not null,
      "dba" varchar(200) null,
      "entity_type" varchar(40) null,
      "ein_last4" varchar(4) null,
      "naics_code" varchar(6) null,
      "industry" varchar(64) not null,
      "state" varchar(2) not null,
      "started_on" date null,
      "monthly_revenue" int not null,
      "revenue_source" varchar(20) null,
      "revenue_as_of" date null,
      "fico" smallint null,
      "fico_source" varchar(20) null,
      "fico_as_of" date null,
      "open_positions" smallint null,
      "phone" varchar(32) null,
      "website" varchar(200) null,
      "provenance" jsonb not null default '{}',
      "version" int not null default 1,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "businesses_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null,
      constraint "businesses_monthly_revenue_check" check ("monthly_revenue" >= 0),
      constraint "businesses_fico_check" check ("fico" between 300 and 850),
      constraint "businesses_open_positions_check" check ("open_positions" >= 0),
      constraint "businesses_ein_last4_check" check ("ein_last4" ~ '^[0-9]{4}$'),
      constraint "businesses_naics_code_check" check ("naics_code" ~ '^[0-9]{2,6}$')
    );`);
    this.addSql(`create index "businesses_owner_id_index" on "businesses" ("owner_id");`);
    // The list's search looks for a part of the name anywhere in it (ILIKE '%…%'): a trigram index serves that.
    this.addSql(`create index "businesses_legal_name_trgm_index" on "businesses" using gin ("legal_name" gin_trgm_ops);`);
    this.addSql(`create index "businesses_ein_last4_index" on "businesses" ("ein_last4");`);

    this.addSql(`create sequence "application_number_seq";`);
    this.addSql(`alter table "applications"
      add column "number" varchar(20) null,
      add column "business_id" int null,
      add column "assigned_admin_id" int null,
      add column "status_reason_codes" text[] not null default '{}',
      add column "status_note" text null,
      add column "source" varchar(20) not null default 'external_form',
      add column "submitted_at" timestamptz null,
      add column "decided_at" timestamptz null,
      add column "closed_at" timestamptz null,
      add column "reapply_after" date null,
      add column "version" int not null default 1,
      add constraint "applications_assigned_admin_id_foreign" foreign key ("assigned_admin_id") references "users" ("id") on delete set null,
      add constraint "applications_source_check" check ("source" in ('external_form', 'admin', 'client', 'api')),
      add constraint "applications_version_check" check ("version" >= 1);`);

    const convert = (column: string) =>
      `(case "${column}"::text when 'review' then 'submitted' when 'approved' then 'offered' when 'declined' then 'declined' end)::"workflow_status"`;
    this.addSql(`alter table "applications" alter column "status" type "workflow_status" using ${convert('status')};`);
    this.addSql(`alter table "application_status_changes"
      alter column "from_status" type "workflow_status" using ${convert('from_status')},
      alter column "to_status" type "workflow_status" using ${convert('to_status')},
      add column "reason" text null;`);
    this.addSql(`drop type "application_status";`);

    this.addSql(`update "applications" set "submitted_at" = "created_at";`);
    this.addSql(`update "applications" a set "decided_at" = coalesce(
        (select max(c."changed_at") from "application_status_changes" c where c."application_id" = a."id" and c."to_status" = a."status"),
        a."updated_at")
      where a."status" in ('offered', 'declined');`);
    this.addSql(`update "applications" set
        "status_note" = nullif(btrim("decline_reason"), ''),
        "status_reason_codes" = case when nullif(btrim("decline_reason"), '') is null then '{}'::text[] else '{other}'::text[] end,
        "reapply_after" = ("decided_at" at time zone 'UTC')::date + 30
      where "status" = 'declined';`);
    this.addSql(`alter table "applications" drop column "decline_reason";`);

    this.addSql(`with numbered as (
        select "id", extract(year from "created_at" at time zone 'UTC')::int as "year", row_number() over (order by "created_at", "id") as "n"
        from "applications")
      update "applications" a set "number" = 'NF-' || numbered."year" || '-' || lpad(numbered."n"::text, 6, '0')
      from numbered where numbered."id" = a."id";`);
    this.addSql(`select setval('application_number_seq', greatest((select count(*) from "applications"), 1), (select count(*) > 0 from "applications"));`);
    this.addSql(`alter table "applications" add constraint "applications_number_unique" unique ("number");`);

    const asOf = `to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD')`;
    const applicant = `jsonb_build_object('source', 'applicant', 'asOf', ${asOf}, 'enteredBy', null)`;
    this.addSql(`insert into "businesses" ("id", "owner_id", "legal_name", "industry", "state", "started_on", "monthly_revenue", "revenue_source",
        "revenue_as_of", "fico", "fico_source", "fico_as_of", "phone", "provenance", "created_at", "updated_at")
      select "id", "owner_id", "business_name", "industry", "state",
        (date_trunc('month', "created_at" at time zone 'UTC') - make_interval(months => "months_in_business"))::date,
        "monthly_revenue", 'self', ("created_at" at time zone 'UTC')::date, "credit_score", 'self', ("created_at" at time zone 'UTC')::date, "phone",
        jsonb_build_object('legalName', ${applicant}, 'industry', ${applicant}, 'state', ${applicant}, 'startedOn', ${applicant},
          'monthlyRevenue', ${applicant}, 'fico', ${applicant}, 'phone', ${applicant}),
        "created_at", "created_at"
      from "applications";`);
    this.addSql(`select setval(pg_get_serial_sequence('businesses', 'id'), coalesce((select max("id") from "businesses"), 0) + 1, false);`);
    this.addSql(`update "applications" set "business_id" = "id";`);
    this.addSql(`alter table "applications" alter column "business_id" set not null,
      add constraint "applications_business_id_foreign" foreign key ("business_id") references "businesses" ("id") on update cascade;`);

    this.addSql(`create index "applications_business_id_index" on "applications" ("business_id");`);
    this.addSql(`create index "applications_assigned_admin_id_index" on "applications" ("assigned_admin_id");`);
    this.addSql(`create index "applications_status_submitted_at_index" on "applications" ("status", "submitted_at");`);
    this.addSql(`create index "applications_submitted_at_index" on "applications" ("submitted_at");`);
    this.addSql(`create index "applications_owner_email_index" on "applications" (lower("owner_email"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create type "application_status" as enum ('approved', 'review', 'declined');`);
    const convert = (column: string) =>
      `(case when "${column}" is null then null when "${column}"::text in ('offered', 'accepted', 'funded') then 'approved' when "${column}"::text = 'declined' then 'declined' else 'review' end)::"application_status"`;
    this.addSql(`alter table "applications" add column "decline_reason" text null;`);
    this.addSql(`update "applications" set "decline_reason" = "status_note" where "status" = 'declined';`);
    this.addSql(`alter table "applications" alter column "status" type "application_status" using ${convert('status')};`);
    this.addSql(`alter table "application_status_changes"
      alter column "from_status" type "application_status" using ${convert('from_status')},
      alter column "to_status" type "application_status" using ${convert('to_status')},
      drop column "reason";`);
    this.addSql(`drop index "applications_owner_email_index";`);
    this.addSql(`alter table "applications" drop column "number", drop column "business_id", drop column "assigned_admin_id",
      drop column "status_reason_codes", drop column "status_note", drop column "source", drop column "submitted_at",
      drop column "decided_at", drop column "closed_at", drop column "reapply_after", drop column "version";`);
    this.addSql(`drop sequence "application_number_seq";`);
    this.addSql(`drop table "businesses";`);
    this.addSql(`drop type "workflow_status";`);
  }

}
