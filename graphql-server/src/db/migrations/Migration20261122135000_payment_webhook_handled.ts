import { Migration } from '@mikro-orm/migrations';

/**
 * Recorded webhook events say whether any module handled their type (the payments intake acknowledges and keeps
 * the others). Events recorded before were handled when NetBuilder took their type, the only handler then.
 */
export class Migration20261122135000_payment_webhook_handled extends Migration {

  override name = 'Migration20261122135000_payment_webhook_handled';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment_webhook_events" add column "handled" boolean not null default true;`);
    this.addSql(`update "payment_webhook_events" set "handled" = false where "type" not in ('checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.paid', 'invoice.payment_failed');`);
    this.addSql(`alter table "payment_webhook_events" alter column "handled" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment_webhook_events" drop column "handled";`);
  }

}
