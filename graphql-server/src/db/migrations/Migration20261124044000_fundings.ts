import { Migration } from '@mikro-orm/migrations';

/**
 * Funding (BACKOFFICE §3.1, §3.5, R14, invariants 1 and 5): the funded deal of an accepted offer and its ledger.
 * One funding per application and per offer [unique]; money in cents, never negative; the ledger is append-only in
 * spirit: a mistake is undone by a `reversal` row (the only row whose amount may be negative, the negation of the
 * row it reverses), and a row can be reversed once only [unique reverses_id]. An external reference (a lender's
 * payment id, a CSV import's `external_ref`) is unique per funding, so a re-imported file adds nothing twice.
 */
export class Migration20261124044000_fundings extends Migration {

  override name = 'Migration20261124044000_fundings';

  override up(): void | Promise<void> {
    this.addSql(`create table "funding" (
      "id" serial primary key,
      "application_id" int not null,
      "offer_id" int not null,
      "lender_id" int not null,
      "funded_on" date not null,
      "funded_amount" bigint not null,
      "disbursed" bigint not null,
      "expected_payback" bigint not null,
      "payment" bigint not null,
      "frequency" varchar(8) not null,
      "status" varchar(16) not null default 'active',
      "status_note" varchar(1000) null,
      "commission_expected" bigint not null,
      "commission_status" varchar(16) not null default 'pending',
      "commission_received_on" date null,
      "lender_ref" varchar(100) null,
      "note" varchar(1000) null,
      "created_by_id" int null,
      "version" int not null default 1,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "funding_application_id_unique" unique ("application_id"),
      constraint "funding_offer_id_unique" unique ("offer_id"),
      constraint "funding_application_id_foreign" foreign key ("application_id") references "applications" ("id") on update cascade on delete restrict,
      constraint "funding_offer_id_foreign" foreign key ("offer_id") references "offer" ("id") on update cascade on delete restrict,
      constraint "funding_lender_id_foreign" foreign key ("lender_id") references "lender" ("id") on update cascade on delete restrict,
      constraint "funding_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "funding_money_not_negative_check" check ("funded_amount" >= 0 and "disbursed" >= 0 and "expected_payback" >= 0
        and "payment" >= 0 and "commission_expected" >= 0),
      constraint "funding_frequency_check" check ("frequency" in ('daily', 'weekly', 'biweekly', 'monthly')),
      constraint "funding_status_check" check ("status" in ('active', 'paid_off', 'delinquent', 'defaulted', 'written_off', 'renewed')),
      constraint "funding_commission_status_check" check ("commission_status" in ('pending', 'received', 'clawed_back')),
      constraint "funding_commission_received_check" check (("commission_status" = 'received') = ("commission_received_on" is not null))
    );`);
    this.addSql(`create index "funding_lender_id_index" on "funding" ("lender_id");`);
    this.addSql(`create index "funding_funded_on_index" on "funding" ("funded_on");`);

    this.addSql(`create table "funding_transaction" (
      "id" serial primary key,
      "funding_id" int not null,
      "type" varchar(16) not null,
      "amount" bigint not null,
      "occurred_on" date not null,
      "source" varchar(8) not null,
      "external_ref" varchar(100) null,
      "reverses_id" int null,
      "note" varchar(1000) null,
      "created_by_id" int null,
      "created_by_name" varchar(100) not null,
      "created_at" timestamptz not null default now(),
      constraint "funding_transaction_funding_id_foreign" foreign key ("funding_id") references "funding" ("id") on update cascade on delete restrict,
      constraint "funding_transaction_reverses_id_foreign" foreign key ("reverses_id") references "funding_transaction" ("id") on update cascade on delete restrict,
      constraint "funding_transaction_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null,
      constraint "funding_transaction_type_check" check ("type" in ('payment', 'fee', 'discount', 'adjustment', 'reversal')),
      constraint "funding_transaction_source_check" check ("source" in ('manual', 'lender', 'import')),
      constraint "funding_transaction_amount_check" check (("type" = 'reversal' and "amount" < 0 and "reverses_id" is not null)
        or ("type" <> 'reversal' and "amount" > 0 and "reverses_id" is null)),
      constraint "funding_transaction_reverses_once" unique ("reverses_id"),
      constraint "funding_transaction_external_ref_unique" unique ("funding_id", "external_ref")
    );`);
    this.addSql(`create index "funding_transaction_funding_id_index" on "funding_transaction" ("funding_id", "occurred_on");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "funding_transaction" cascade;`);
    this.addSql(`drop table if exists "funding" cascade;`);
  }

}
