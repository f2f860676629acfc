import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, type Caller } from '../../shared/caller.js';
import { NotFoundError } from '../../shared/errors.js';
import { parseApplicationId } from '../applications/application.schemas.js';
import { APPLICATION_NOT_FOUND } from '../applications/application.service.js';
import { formatUsdCents } from '../offers/offer-terms.js';
import { Submission } from '../submissions/submission.entity.js';
import { Role } from '../users/user.entity.js';
import { LENDER_DECLINE_REASONS } from './lender-portal.schemas.js';

/** One line of the drawer's timeline: when, which of the lender's users, what they did. */
export interface LenderTimelineEntry {
  at: Date;
  actorName: string;
  text: string;
}

interface TimelineRow {
  at: Date;
  actor_name: string;
  action: string;
  reason: string | null;
  after: Record<string, unknown> | null;
  document_name: string | null;
  offer_amount: string | null;
  funded_amount: string | null;
}

const DECLINE_LABELS: Record<string, string> = Object.fromEntries(LENDER_DECLINE_REASONS.map((reason) => [reason.code, reason.label]));
const money = (cents: unknown) => formatUsdCents(Number(cents ?? 0));
const withReason = (text: string, reason: string | null) => (reason ? `${text}: ${reason}` : text);

/** The lender-facing sentence of one action; null for actions the timeline leaves out. */
function describe(row: TimelineRow): string | null {
  const after = row.after ?? {};
  switch (row.action) {
    case 'open_file':
      return 'Opened the file';
    case 'view_document':
      return `Viewed ${row.document_name ?? 'a document'}`;
    case 'download_document':
      return `Downloaded ${row.document_name ?? 'a document'}`;
    case 'offer.sent':
      return `Made an offer of ${money(row.offer_amount)}`;
    case 'offer.revised':
      return `Revised the offer: ${money(row.offer_amount)}`;
    case 'offer.withdrawn':
      return withReason(`Withdrew the offer of ${money(row.offer_amount)}`, row.reason);
    case 'offer.contract_sent':
      return 'Sent the contract';
    case 'offer.fell_through':
      return withReason('Reported that the deal fell through', row.reason);
    case 'submission.declined':
      return `Declined the file (${DECLINE_LABELS[String(after['declineCode'])] ?? 'no reason code'})`;
    case 'funding.created':
      return `Marked the deal funded: ${money(row.funded_amount)}`;
    case 'funding.transaction_added':
      return `Posted a ${String(after['type'] ?? 'payment')} of ${money(after['amount'])}`;
    case 'info_request.created':
      return 'Asked the applicant for information';
    default:
      return null;
  }
}

/**
 * R20's file drawer, "timeline of their actions": what the signed-in lender's own users did on one file — opens and
 * downloads from the access log, and their offers, declines, info requests and funding from the audit trail — in
 * lender-facing words (the audit summaries are written for NetFund's staff). Never another lender's actions, nor
 * NetFund's. A lender that never had the file gets "Application not found", as for a missing one.
 */
export class LenderFileTimelineService {
  constructor(private readonly em: EntityManager) {}

  async forFile(caller: Caller, applicationIdValue: unknown): Promise<LenderTimelineEntry[]> {
    requireRole(caller, [Role.lender]);
    const applicationId = parseApplicationId(applicationIdValue);
    const lenderId = caller.lenderId;
    if (applicationId === null || lenderId === null || (await this.em.count(Submission, { applicationId, lenderId })) === 0) {
      throw new NotFoundError(APPLICATION_NOT_FOUND);
    }
    const rows = await this.em.execute<TimelineRow[]>(
      `with own_users as (select id from users where lender_id = ?),
            entities as (
              select 'offer' as type, id::text as id, amount as offer_amount, null::bigint as funded_amount from offer where application_id = ? and lender_id = ?
              union all select 'submission', id::text, null, null from submission where application_id = ? and lender_id = ?
              union all select 'funding', id::text, null, funded_amount from funding where application_id = ? and lender_id = ?
              union all select 'info_request', id::text, null, null from info_request where application_id = ?)
       select e.occurred_at as at, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), e.actor_name) as actor_name,
              e.action, e.reason, e.after, null as document_name, x.offer_amount, x.funded_amount
         from audit_event e join entities x on x.type = e.entity_type and x.id = e.entity_id
         join users u on u.id = e.actor_user_id
        where e.actor_user_id in (select id from own_users)
       union all
       select a.at, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), a.user_name), a.action, null, null, a.document_name, null, null
         from access_log a left join users u on u.id = a.user_id
        where a.application_id = ? and a.lender_id = ?
       order by at desc
       limit 200`,
      [lenderId, applicationId, lenderId, applicationId, lenderId, applicationId, lenderId, applicationId, applicationId, lenderId],
    );
    return rows.flatMap((row) => {
      const text = describe(row);
      return text ? [{ at: new Date(row.at), actorName: row.actor_name, text }] : [];
    });
  }
}
