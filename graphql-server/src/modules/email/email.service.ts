import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { AppConfig } from '../../config/index.js';
import { requireRole, type Caller } from '../../shared/caller.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { parseInput, truncateText } from '../../shared/validation.js';
import { storedPlatformSettings } from '../platform-settings/platform-settings.service.js';
import { Role } from '../users/user.entity.js';
import { EmailMessage, EmailStatus } from './email-message.entity.js';
import type { EmailTransport } from './smtp-transport.js';
import { escapeHtml, type EmailMessageDraft } from './templates.js';

/** Attempts before a message is given up as `failed` (an admin may queue it again). */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Wait after the first failed attempt; it doubles after each further one (1, 2, 4, 8 minutes). */
const FIRST_RETRY_DELAY_SECONDS = 60;
/** A message claimed this long ago and still `sending` was left by an instance that stopped mid-way: take it over. */
const STALE_CLAIM_MINUTES = 10;
const DELIVERY_BATCH = 25;
const MAX_ERROR_LENGTH = 1000;

export const EMAIL_NOT_FOUND = 'E-mail not found';
export const EMAIL_ALREADY_QUEUED = 'This e-mail is already waiting to be sent';

const outboxQuerySchema = z.object({
  first: z.number({ error: 'first must be a whole number from 1 to 100' }).int('first must be a whole number from 1 to 100').min(1, 'first must be a whole number from 1 to 100').max(100, 'first must be a whole number from 1 to 100').default(25),
  after: z
    .string()
    .transform((cursor, ctx) => {
      const id = decodeCursor(cursor);
      if (id === null) ctx.addIssue({ code: 'custom', message: 'after must be a cursor from an earlier page of this list' });
      return id ?? 0;
    })
    .nullish(),
  status: z.enum(EmailStatus).nullish(),
});
export type OutboxQueryInput = z.input<typeof outboxQuerySchema>;

export interface OutboxPage {
  items: EmailMessage[];
  /** Messages in the list (all pages) with this filter. */
  totalCount: number;
  hasNextPage: boolean;
  /** Pass as `after` for the next page; null on an empty page. */
  endCursor: string | null;
  /** False: no SMTP_URL, so nothing leaves; pending messages stay as they are ("not sent — no SMTP configured"). */
  smtpConfigured: boolean;
}

export interface DeliveryReport {
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

interface ClaimedMessage {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

function encodeCursor(id: number): string {
  return Buffer.from(`email:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): number | null {
  const match = /^email:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The e-mail outbox: messages are queued in the transaction of the change they tell about (so a rolled-back change
 * sends nothing), delivered by the `deliver-email` job over SMTP when SMTP_URL is set, and listed for admins.
 */
export class EmailService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<AppConfig, 'mail'>,
  ) {}

  /**
   * Queues a message in `em`'s current transaction (or at once, outside one). A message whose dedupe key is
   * already in the outbox is not queued again: returns false.
   */
  static async enqueue(em: EntityManager, draft: EmailMessageDraft): Promise<boolean> {
    const message = withCurrentSupportEmail(draft, (await storedPlatformSettings(em)).supportEmail);
    const result = await em.execute<{ affectedRows: number }>(
        `insert into email_outbox (to_address, subject, text_body, html_body, template, dedupe_key) values (?, ?, ?, ?, ?, ?) on conflict (dedupe_key) do nothing`,
        [message.to.slice(0, 254), truncateText(message.subject, 300), message.text, message.html, message.template, message.dedupeKey],
        'run',
      );
    return result.affectedRows > 0;
  }

  /** Outgoing mail, newest first, one page at a time (admins only). */
  async outbox(caller: Caller, input: OutboxQueryInput = {}): Promise<OutboxPage> {
    requireRole(caller, [Role.admin]);
    const { first, after, status } = parseInput(outboxQuerySchema, input);
    const filter = status ? { status } : {};
    const [rows, totalCount] = await Promise.all([
      this.em.find(EmailMessage, { ...filter, ...(after ? { id: { $lt: after } } : {}) }, { orderBy: { id: 'desc' }, limit: first + 1 }),
      this.em.count(EmailMessage, filter),
    ]);
    const items = rows.slice(0, first);
    const last = items.at(-1);
    return {
      items,
      totalCount,
      hasNextPage: rows.length > first,
      endCursor: last ? encodeCursor(last.id) : null,
      smtpConfigured: Boolean(this.config.mail.smtpUrl),
    };
  }

  /**
   * Queues a sent or failed message once more, with fresh attempts (admins only). Of two admins pressing it at
   * once, one queues it and the other is told it is already waiting.
   */
  async resend(caller: Caller, idValue: unknown): Promise<EmailMessage> {
    requireRole(caller, [Role.admin]);
    const id = typeof idValue === 'string' && /^\d{1,9}$/.test(idValue) ? Number(idValue) : typeof idValue === 'number' ? idValue : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError(EMAIL_NOT_FOUND);
    const updated = await this.em.nativeUpdate(
      EmailMessage,
      { id, status: { $in: [EmailStatus.sent, EmailStatus.failed] } },
      { status: EmailStatus.pending, attempts: 0, lastError: null, nextAttemptAt: new Date(), claimedAt: null, sentAt: null },
    );
    const message = await this.em.findOne(EmailMessage, { id }, { refresh: true });
    if (!message) throw new NotFoundError(EMAIL_NOT_FOUND);
    if (updated === 0) throw new ConflictError(EMAIL_ALREADY_QUEUED);
    return message;
  }

  /**
   * Sends every message that is due, batch by batch. Each batch is claimed with `FOR UPDATE SKIP LOCKED`, so
   * instances delivering at the same time never take the same message. A message whose sending fails is tried
   * again after a growing pause, and after MAX_DELIVERY_ATTEMPTS is marked failed with the error.
   * A crash between the SMTP server's acceptance and the `sent` mark sends that message again (at least once).
   */
  async deliverDue(transport: EmailTransport): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const batch = await this.claimDue(DELIVERY_BATCH);
      for (const message of batch) await this.deliver(transport, message, report);
      if (batch.length < DELIVERY_BATCH) return report;
    }
  }

  private claimDue(limit: number): Promise<ClaimedMessage[]> {
    return this.em.execute<ClaimedMessage[]>(
      `update email_outbox set status = 'sending', attempts = attempts + 1, claimed_at = now()
       where id in (
         select id from email_outbox
         where (status = 'pending' and next_attempt_at <= now())
            or (status = 'sending' and claimed_at < now() - make_interval(mins => ?))
         order by id
         limit ?
         for update skip locked)
       returning id, to_address, subject, text_body, html_body, attempts`,
      [STALE_CLAIM_MINUTES, limit],
    );
  }

  private async deliver(transport: EmailTransport, message: ClaimedMessage, report: DeliveryReport): Promise<void> {
    try {
      await transport.send({
        from: this.config.mail.from,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        messageId: `<outbox-${message.id}@netfund>`,
      });
      await this.em.execute(`update email_outbox set status = 'sent', sent_at = now(), claimed_at = null, last_error = null where id = ?`, [message.id], 'run');
      report.sent++;
    } catch (error) {
      const lastAttempt = message.attempts >= MAX_DELIVERY_ATTEMPTS;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const delaySeconds = FIRST_RETRY_DELAY_SECONDS * 2 ** (message.attempts - 1);
      await this.em.execute(
        `update email_outbox set status = ?, last_error = ?, claimed_at = null, next_attempt_at = now() + make_interval(secs => ?) where id = ?`,
        [lastAttempt ? EmailStatus.failed : EmailStatus.pending, reason, delaySeconds, message.id],
        'run',
      );
      if (lastAttempt) report.failed++;
      else report.retrying++;
    }
  }
}

/**
 * The message with the platform's support address (R5 *Platform*, null = the configuration's, which the templates
 * already wrote) in place of the one its bodies were written with.
 */
export function withCurrentSupportEmail(message: EmailMessageDraft, current: string | null): EmailMessageDraft {
  const written = message.supportEmail;
  if (!written || !current || current === written) return message;
  return {
    ...message,
    text: message.text.replaceAll(written, current),
    html: message.html.replaceAll(escapeHtml(written), escapeHtml(current)),
    supportEmail: current,
  };
}
