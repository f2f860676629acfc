import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/index.js';
import { TERMINAL_STATUSES } from '../applications/application-workflow.js';
import { EmailService } from '../email/email.service.js';
import { emailSite, informationReminderEmail, type InfoRequestReminderStage } from '../email/templates.js';
import { platformToday } from '../../shared/calendar.js';
import { InfoRequestItemKind, InfoRequestStatus, type InfoRequestItem } from './info-request.entity.js';

const DAY_MS = 86_400_000;
/** The overdue notice goes out this many days after the due date, once. */
export const OVERDUE_AFTER_DAYS = 3;

/**
 * The reminder an open request is due for on `today`: two days before its due date and the day before, "due soon";
 * on it, "due today"; from three days after it, "overdue"; otherwise none. A request asked for less than a day ago
 * gets none yet (its first e-mail has just gone out).
 */
export function reminderStage(dueOn: string, today: string): InfoRequestReminderStage | null {
  const daysLeft = Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (daysLeft === 1 || daysLeft === 2) return 'due_soon';
  if (daysLeft === 0) return 'due_today';
  if (daysLeft <= -OVERDUE_AFTER_DAYS) return 'overdue';
  return null;
}

interface OpenRequestRow {
  id: number;
  due_on: string;
  items: InfoRequestItem[];
  application_id: number;
  number: string | null;
  contact_name: string | null;
  email: string | null;
}

/**
 * Queues the reminders of open information requests (BACKOFFICE R13 Messages) through the outbox. Each request gets
 * each stage's reminder at most once, however often this runs and on however many instances: the outbox's dedupe
 * key (`information_reminder:{request}:{stage}`) takes the first insert and ignores the others. Requests of
 * applications that have ended are not reminded. Answers how many reminders were queued.
 */
export async function queueInfoRequestReminders(em: EntityManager, config: AppConfig, now = new Date()): Promise<number> {
  const today = platformToday(now);
  const terminal = [...TERMINAL_STATUSES];
  const rows = await em.execute<OpenRequestRow[]>(
    `select r.id, to_char(r.due_at, 'YYYY-MM-DD') as due_on, r.items, a.id as application_id, a.number, a.contact_name,
            coalesce(u.email, a.owner_email) as email
       from info_request r
       join applications a on a.id = r.application_id
       left join users u on u.id = a.owner_id
      where r.status = ? and r.created_at < ? and r.due_at <= ?::date + 2
        and a.status::text not in (${terminal.map(() => '?').join(', ')})
      order by r.id`,
    [InfoRequestStatus.open, new Date(now.getTime() - DAY_MS), today, ...terminal],
  );
  let queued = 0;
  for (const row of rows) {
    const stage = reminderStage(row.due_on, today);
    if (!stage || !row.email) continue;
    const outstanding = row.items.filter((item) => (item.kind === InfoRequestItemKind.question ? !item.answer : true)).map((item) => item.prompt);
    const sent = await EmailService.enqueue(
      em,
      informationReminderEmail(emailSite(config), {
        to: row.email,
        name: row.contact_name,
        application: { id: Number(row.application_id), number: row.number },
        requestId: Number(row.id),
        items: outstanding,
        dueOn: row.due_on,
        stage,
      }),
    );
    if (sent) queued++;
  }
  return queued;
}
