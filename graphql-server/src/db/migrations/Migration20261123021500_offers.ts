import { Migration } from '@mikro-orm/migrations';

/**
 * Offers (BACKOFFICE §3.1, §3.3, issue 11 items 6–7): one lender's terms for one application, through its submission.
 * Money is integer cents (never negative), rates basis points, the factor rate ten-thousandths; the computed fields
 * (disbursed, payments, totals, APR, cents per dollar) are stored as `computeOffer` returned them when the offer was
 * made, so a later change to the maths never rewrites what a client was shown. Invariant 3: at most one offer per
 * application is accepted or funded, enforced by a partial unique index so that racing accepts cannot both win.
 */
export class Migration20261123021500_offers extends Migration {

  override name = 'Migration20261123021500_offers';

  override up(): void | Promise<void> {
    this.addSql(`create table "offer" (
      "id" serial primary key,
      "application_id" int not null,
      "submission_id" int not null,
      "lender_id" int not null,
      "product" varchar(32) not null,
      "amount" bigint not null,
      "fees_withheld" bigint not null,
      "other_fees" bigint not null,
      "disbursed" bigint not null,
      "pricing_type" varchar(8) not null,
      "factor_e4" int null,
      "interest_bps" int null,
      "term_days" int not null,
      "frequency" varchar(8) not null,
      "payment_count" int not null,
      "payment" bigint not null,
      "last_payment" bigint not null,
      "total_repayment" bigint not null,
      "total_cost" bigint not null,
      "apr_bps" int not null,
      "cents_per_dollar_bps" int not null,
      "avg_monthly_payment" bigint not null,
      "prepayment" varchar(500) not null,
      "conditions" jsonb not null default '[]',
      "expires_at" timestamptz not null,
      "status" varchar(16) not null,
      "status_reason" varchar(1000) null,
      "supersedes_id" int null,
      "entered_by_admin_id" int null,
      "evidence_doc_id" int null,
      "created_by_id" int null,
      "accepted_at" timestamptz null,
      "accepted_via" varchar(16) null,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "offer_application_id_foreign" foreign key ("application_id") references "applications" ("id") on update cascade on delete restrict,
      constraint "offer_submission_id_foreign" foreign key ("submission_id") references "submission" ("id") on update cascade on delete restrict,
      constraint "offer_lender_id_foreign" foreign key ("lender_id") references "lender" ("id") on update cascade on delete restrict,
      constraint "offer_supersedes_id_foreign" foreign key ("supersedes_id") references "offer" ("id") on update cascade on delete restrict,
      constraint "offer_entered_by_admin_id_foreign" foreign key ("entered_by_admin_id") references "users" ("id") on update cascade on delete set null,
      constraint "offer_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "offer_evidence_doc_id_foreign" foreign key ("evidence_doc_id") references "document" ("id") on update cascade on delete set null,
      constraint "offer_money_not_negative_check" check ("amount" >= 0 and "fees_withheld" >= 0 and "other_fees" >= 0
        and "disbursed" >= 0 and "payment" >= 0 and "last_payment" >= 0 and "total_repayment" >= 0 and "total_cost" >= 0
        and "avg_monthly_payment" >= 0),
      constraint "offer_counts_check" check ("term_days" > 0 and "payment_count" > 0 and "apr_bps" >= 0 and "cents_per_dollar_bps" >= 0),
      constraint "offer_pricing_check" check (("pricing_type" = 'factor' and "factor_e4" is not null and "interest_bps" is null)
        or ("pricing_type" = 'interest' and "interest_bps" is not null and "factor_e4" is null)),
      constraint "offer_frequency_check" check ("frequency" in ('daily', 'weekly', 'biweekly', 'monthly')),
      constraint "offer_status_check" check ("status" in ('sent', 'accepted', 'declined', 'withdrawn', 'expired', 'superseded', 'standby', 'void', 'funded', 'fell_through')),
      constraint "offer_accepted_via_check" check ("accepted_via" is null or "accepted_via" in ('client', 'staff_recorded'))
    );`);
    this.addSql(`create index "offer_application_status_index" on "offer" ("application_id", "status");`);
    this.addSql(`create index "offer_submission_id_index" on "offer" ("submission_id");`);
    this.addSql(`create index "offer_lender_status_index" on "offer" ("lender_id", "status");`);
    // The expiry job's scan: only live offers can expire.
    this.addSql(`create index "offer_live_expires_at_index" on "offer" ("expires_at") where "status" in ('sent', 'standby');`);
    // Invariant 3.
    this.addSql(`create unique index "offer_one_accepted_per_application" on "offer" ("application_id") where "status" in ('accepted', 'funded');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "offer" cascade;`);
  }

}
