import { Migration } from '@mikro-orm/migrations';

/**
 * Invariant 2 (BACKOFFICE §3.7, "service + trigger"): an offer is made only through an open submission
 * (`shared|viewed|info_requested|offered`) of the same lender for the same application, while the application is
 * `matched|offered`. The offer services check it under the application's row lock; this trigger keeps any other path
 * (a script, a future service) from writing an offer a lender could not have made. Later moves of the application
 * (accepted, funded) and of the submission (won, revoked) leave existing offers alone, but an offer never changes
 * the file or the lender it belongs to.
 */
export class Migration20261125000000_offer_open_submission extends Migration {

  override name = 'Migration20261125000000_offer_open_submission';

  override up(): void | Promise<void> {
    this.addSql(`create function "offer_needs_open_submission"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          raise exception 'An offer''s application, submission and lender never change' using errcode = 'check_violation';
        end if;
        if not exists (select 1 from "submission" s
                        where s."id" = new."submission_id" and s."application_id" = new."application_id"
                          and s."lender_id" = new."lender_id"
                          and s."status" in ('shared', 'viewed', 'info_requested', 'offered')) then
          raise exception 'An offer needs an open submission of its lender for this application' using errcode = 'check_violation';
        end if;
        if not exists (select 1 from "applications" a where a."id" = new."application_id" and a."status" in ('matched', 'offered')) then
          raise exception 'An offer needs an application in matched or offered' using errcode = 'check_violation';
        end if;
        return new;
      end
    $$;`);
    this.addSql(`create trigger "offer_open_submission_on_insert" before insert on "offer"
      for each row execute function "offer_needs_open_submission"();`);
    this.addSql(`create trigger "offer_file_never_changes" before update of "application_id", "submission_id", "lender_id" on "offer"
      for each row when (old."application_id" is distinct from new."application_id" or old."submission_id" is distinct from new."submission_id"
                         or old."lender_id" is distinct from new."lender_id")
      execute function "offer_needs_open_submission"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "offer_file_never_changes" on "offer";`);
    this.addSql(`drop trigger if exists "offer_open_submission_on_insert" on "offer";`);
    this.addSql(`drop function if exists "offer_needs_open_submission"();`);
  }
}
