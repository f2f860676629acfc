import type { AppConfig } from '../../config/index.js';

/** A message ready for the outbox: both bodies rendered, the template named, and the key that makes it unique. */
export interface EmailMessageDraft {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: EmailTemplate;
  /** The same notice is queued at most once per key (e.g. `welcome:user:42`); null = no such guard. */
  dedupeKey: string | null;
  /**
   * The support address the bodies were written with (the configuration's); the outbox puts the platform's
   * current one (R5 *Platform*) in its place when an admin has changed it.
   */
  supportEmail?: string;
}

export type EmailTemplate =
  | 'welcome'
  | 'application_received'
  | 'claim_link'
  | 'information_requested'
  | 'information_reminder'
  | 'document_accepted'
  | 'document_rejected'
  | 'application_declined'
  | 'application_withdrawn'
  | 'application_closed'
  | 'lender_invite'
  | 'lenders_proposed'
  | 'program_fits'
  | 'lender_nudge'
  | 'offer_received'
  | 'offer_decision'
  | 'net30_application_received'
  | 'net30_application_decision'
  | 'net30_reminder'
  | 'net30_late_fee'
  | 'furnishing_dispute_resolved'
  | 'security_changed'
  | 'password_reset'
  | 'email_change';

/** What every message needs from the settings: where links point, and whom to write to. */
export interface EmailSite {
  /** Absolute base of every link (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  supportEmail: string;
}

export function emailSite(config: Pick<AppConfig, 'payments' | 'contact'>): EmailSite {
  return { publicUrl: config.payments.publicUrl, supportEmail: config.contact.supportEmail };
}

/** An application as messages name it: its number (`NF-2026-000123`) once it has one, else its id. */
export interface ApplicationRef {
  id: number;
  number?: string | null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text from users (names, reasons, notes) goes into HTML only through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** A header line never carries a line break (header injection) nor runs of white space. */
function headerText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** `2026-12-01` (a date in platform time) or a Date → "December 1, 2026". */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function applicationLabel(application: ApplicationRef): string {
  return application.number ?? `#${application.id}`;
}

/** One block of a message, written once and rendered as plain text and as HTML. */
type Block = { paragraph: string } | { list: string[] } | { action: { label: string; url: string } };

interface Letter {
  greeting: string;
  blocks: Block[];
}

function link(site: EmailSite, path: string): string {
  return `${site.publicUrl}${path}`;
}

function render(site: EmailSite, letter: Letter): { text: string; html: string } {
  const closing = `Questions? Reply to ${site.supportEmail}.`;
  const text = [
    letter.greeting,
    ...letter.blocks.map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
      return `${block.action.label}: ${block.action.url}`;
    }),
    closing,
    '— The NetFund team',
  ].join('\n\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const body = letter.blocks
    .map((block) => {
      if ('paragraph' in block) return p(escapeHtml(block.paragraph));
      if ('list' in block) return `<ul style="margin:0 0 16px;padding-left:20px">${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      const { label, url } = block.action;
      return p(
        `<a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`,
      );
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${p(escapeHtml(letter.greeting))}
${body}
${p(`Questions? Reply to <a href="mailto:${escapeHtml(site.supportEmail)}">${escapeHtml(site.supportEmail)}</a>.`)}
${p('— The NetFund team')}
</div>
</body></html>`;
  return { text, html };
}

function message(site: EmailSite, to: string, subject: string, template: EmailTemplate, dedupeKey: string | null, letter: Letter): EmailMessageDraft {
  return { to: headerText(to), subject: headerText(subject), template, dedupeKey, ...render(site, letter), supportEmail: site.supportEmail };
}

const greet = (name: string | null | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** After self-registration. */
export function welcomeEmail(site: EmailSite, input: { to: string; userId: number; name?: string | null; username: string }): EmailMessageDraft {
  return message(site, input.to, 'Welcome to NetFund', 'welcome', `welcome:user:${input.userId}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `Your NetFund account "${input.username}" is ready. Sign in to follow your applications and build your business credit.` },
      { action: { label: 'Go to your dashboard', url: link(site, '/client/dashboard') } },
      { paragraph: 'If you did not create this account, let us know and we will close it.' },
    ],
  });
}

/** To the applicant when an application arrives; the link carries its access token (resultPath). */
export function applicationReceivedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; businessName: string; application: ApplicationRef; resultPath: string },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  return message(site, input.to, `We received your application ${label}`, 'application_received', `application_received:${input.application.id}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `Thank you for applying for funding for ${input.businessName}. We received your application ${label} and are reviewing it.` },
      { paragraph: 'You can see its status at any time on your result page. Keep this link to yourself: it opens your application.' },
      { action: { label: 'See your application', url: link(site, input.resultPath) } },
    ],
  });
}

/**
 * R10 *Resend claim link*: the application's result link again (with a new token: the old link stops working), to
 * an applicant who has no account yet. Sent on an admin's request, so never de-duplicated (the service limits it).
 */
export function claimLinkEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; businessName: string; application: ApplicationRef; resultPath: string },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  return message(site, input.to, `Your link to application ${label}`, 'claim_link', null, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `Here is the link to your application ${label} for ${input.businessName}. It replaces any link we sent you before.` },
      { paragraph: 'Open it to see the status, then create an account or sign in to add the application to your dashboard. Keep this link to yourself: it opens your application.' },
      { action: { label: 'See your application', url: link(site, input.resultPath) } },
    ],
  });
}

/** NetFund (or a lender, relayed) asks the client for documents or answers by a due date. */
export function informationRequestedEmail(
  site: EmailSite,
  input: {
    to: string;
    name?: string | null;
    application: ApplicationRef;
    requestId: number;
    items: string[];
    message?: string | null;
    dueOn: string | Date;
    /** The lender (display name) that asks, through a file the client shared with it (R20); null when NetFund asks. */
    lenderName?: string | null;
  },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  const due = formatDate(input.dueOn);
  const opening = input.lenderName
    ? `${input.lenderName}, a lender you shared your application ${label} with, needs the following from you by ${due} to continue its review:`
    : `To continue with your application ${label} we need the following from you by ${due}:`;
  return message(site, input.to, `Action needed on application ${label}: please reply by ${due}`, 'information_requested', `information_requested:${input.requestId}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: opening },
      { list: input.items },
      ...(input.message?.trim() ? [{ paragraph: `Note from ${input.lenderName ?? 'our team'}: ${input.message.trim()}` }] : []),
      { action: { label: 'Open your application', url: link(site, `/client/applications/${input.application.id}`) } },
    ],
  });
}

/** When an open information request is reminded: two days or one day before its due date, on it, or overdue. */
export type InfoRequestReminderStage = 'due_soon' | 'due_today' | 'overdue';

/** A reminder of an open information request; one per request and stage (the dedupe key). */
export function informationReminderEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; application: ApplicationRef; requestId: number; items: string[]; dueOn: string; stage: InfoRequestReminderStage },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  const due = formatDate(input.dueOn);
  const subject = {
    due_soon: `Reminder: application ${label} needs your reply by ${due}`,
    due_today: `Due today: application ${label} needs your reply`,
    overdue: `Overdue: application ${label} is waiting for your reply`,
  }[input.stage];
  const opening = {
    due_soon: `A reminder: to continue with your application ${label} we need the following from you by ${due}:`,
    due_today: `Today is the day we asked for the following, to continue with your application ${label}:`,
    overdue: `We asked for the following by ${due} and have not received it yet. Your application ${label} is on hold until we do:`,
  }[input.stage];
  return message(site, input.to, subject, 'information_reminder', `information_reminder:${input.requestId}:${input.stage}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: opening },
      { list: input.items },
      { action: { label: 'Open your application', url: link(site, `/client/applications/${input.application.id}`) } },
    ],
  });
}

/** A document the client uploaded was accepted. */
export function documentAcceptedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; application: ApplicationRef; documentId: number; documentName: string },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  return message(site, input.to, `Document accepted for application ${label}`, 'document_accepted', `document_accepted:${input.documentId}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `We reviewed "${input.documentName}" for your application ${label} and accepted it. Thank you.` },
      { action: { label: 'Open your application', url: link(site, `/client/applications/${input.application.id}`) } },
    ],
  });
}

/** A document the client uploaded was rejected; the reason tells them what to send instead. */
export function documentRejectedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; application: ApplicationRef; documentId: number; documentName: string; reason: string },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  return message(site, input.to, `Please upload a new document for application ${label}`, 'document_rejected', `document_rejected:${input.documentId}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `We could not accept "${input.documentName}" for your application ${label}.` },
      { paragraph: `Reason: ${input.reason.trim()}` },
      { paragraph: 'Please upload a new version from your application page.' },
      { action: { label: 'Upload a new document', url: link(site, `/client/applications/${input.application.id}`) } },
    ],
  });
}

/**
 * The decline notice (one per decision: a reopened application declined again gets a new one): the specific reasons (the client-facing texts of BACKOFFICE §3.6, or an admin's note for
 * `other`) and the date from which the business may apply again.
 */
export function applicationDeclinedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; application: ApplicationRef; reasons: string[]; reapplyAfter: string | Date; decidedAt: Date },
): EmailMessageDraft {
  if (input.reasons.length === 0) throw new RangeError('A decline notice states its specific reasons');
  const label = applicationLabel(input.application);
  return message(site, input.to, `Decision on your application ${label}`, 'application_declined', `application_declined:${input.application.id}:${input.decidedAt.getTime()}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `We are sorry: we could not find funding for your application ${label} at this time, for these reasons:` },
      { list: input.reasons },
      { paragraph: `You are welcome to apply again from ${formatDate(input.reapplyAfter)}.` },
      { action: { label: 'See the decision and your options', url: link(site, `/client/applications/${input.application.id}`) } },
    ],
  });
}

/** The application ended without a decline: the client withdrew it (or asked us to), or NetFund closed it. */
export function applicationEndedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; application: ApplicationRef; outcome: 'withdrawn' | 'closed'; reason?: string | null; endedAt: Date },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  const withdrawn = input.outcome === 'withdrawn';
  const template = withdrawn ? 'application_withdrawn' : 'application_closed';
  return message(site, input.to, `Your application ${label} was ${input.outcome}`, template, `${template}:${input.application.id}:${input.endedAt.getTime()}`, {
    greeting: greet(input.name),
    blocks: [
      {
        paragraph: withdrawn
          ? `Your application ${label} was withdrawn as you asked. Lenders no longer see it.`
          : `We closed your application ${label}: none of the offers available fit your request.`,
      },
      ...(input.reason?.trim() ? [{ paragraph: `Reason: ${input.reason.trim()}` }] : []),
      { paragraph: 'You can apply again whenever you are ready.' },
      { action: { label: 'Open your application', url: link(site, `/client/applications/${input.application.id}`) } },
    ],
  });
}

/** R8/R9: a lender user's set-password link (72 hours, single use). Each invite has its own token, hence no dedupe key. */
export function lenderInviteEmail(
  site: EmailSite,
  input: { to: string; lenderName: string; username: string; setPasswordPath: string; validHours: number },
): EmailMessageDraft {
  return message(site, input.to, `You're invited to NetFund for ${input.lenderName}`, 'lender_invite', null, {
    greeting: greet(null),
    blocks: [
      { paragraph: `NetFund invited you to review business funding requests for ${input.lenderName}.` },
      { paragraph: `Choose a password to finish setting up your account. The link works once, for ${input.validHours} hours. You will sign in with the username ${input.username}.` },
      { action: { label: 'Set your password', url: link(site, input.setPasswordPath) } },
      { paragraph: 'If you did not expect this invitation, ignore this e-mail: nothing happens until the password is set.' },
    ],
  });
}

/** R13 *Propose to client*: NetFund asks the client to approve or refuse each proposed lender (expires unanswered). */
export function lendersProposedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; application: ApplicationRef; lenderNames: string[]; respondBy: Date; proposalKey: string },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  const count = input.lenderNames.length;
  return message(site, input.to, `Approve the lenders for your application ${label}`, 'lenders_proposed', `lenders_proposed:${input.application.id}:${input.proposalKey}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `We found ${count === 1 ? 'a lender' : `${count} lenders`} that could fund your application ${label}. None of them sees your file until you say yes:` },
      { list: input.lenderNames },
      { paragraph: `Approve or refuse each one by ${formatDate(input.respondBy)}; a proposal you leave unanswered expires then. You can end a lender's access at any time.` },
      { action: { label: 'Review the lenders', url: link(site, `/client/applications/${input.application.id}`) } },
    ],
  });
}

/**
 * §4.5: a re-match found a lender program that now fits (e.g. after more on-time reported months). Clients never
 * see lenders' names or credit boxes (§4.6), so it says how many and where to look; sharing still needs their yes.
 */
export function programFitsEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; application: ApplicationRef; programCount: number; matchKey: string },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  const subject = input.programCount === 1 ? 'A new lender program fits your business' : `${input.programCount} new lender programs fit your business`;
  return message(site, input.to, subject, 'program_fits', `program_fits:${input.application.id}:${input.matchKey}`, {
    greeting: greet(input.name),
    blocks: [
      {
        paragraph: `Good news for your application ${label}: ${input.programCount === 1 ? 'a lender program now fits' : `${input.programCount} lender programs now fit`} your business, for example thanks to your on-time reported payments.`,
      },
      { paragraph: 'No lender sees your file unless you agree. Our team will ask you before sharing it.' },
      { action: { label: 'See your application', url: link(site, `/client/applications/${input.application.id}`) } },
    ],
  });
}

/** R13 *Nudge* and the SLA job (R20): a lender's user is reminded of a shared file nobody at the lender has answered. */
export function lenderNudgeEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; lenderName: string; application: ApplicationRef; businessName: string; slaDueAt: Date; nudgeKey: string },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  return message(site, input.to, `A shared file is waiting for your response: ${label}`, 'lender_nudge', `lender_nudge:${input.nudgeKey}:${input.to}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `${input.businessName} (${label}) shared its file with ${input.lenderName}. Your response was due ${formatDate(input.slaDueAt)}.` },
      { paragraph: 'Open the file to make an offer, ask for information or decline it. Files left unanswered expire, and the business may go to another lender.' },
      { action: { label: 'Open the file', url: link(site, `/lender/dashboard?tab=inbox&app=${input.application.id}`) } },
    ],
  });
}

/** §3.2 matched → offered and every later offer: the client is told a lender made an offer (R21 "offers to review"). */
export function offerReceivedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; application: ApplicationRef; lenderName: string; amount: string; expiresAt: Date; offerId: number },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  return message(site, input.to, `You have an offer for your application ${label}`, 'offer_received', `offer_received:${input.offerId}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `${input.lenderName} offered ${input.amount} for your application ${label}. The offer is open until ${formatDate(input.expiresAt)}.` },
      { paragraph: 'Compare it with your other offers by what it really costs (APR, total cost and payments) before you decide.' },
      { action: { label: 'Review the offer', url: link(site, `/client/applications/${input.application.id}#offers`) } },
    ],
  });
}

/**
 * R22 "Others see": the accepted lender is told to proceed to contract, the others that their offer stays on file
 * (standby) until it expires; after a fall-through, standby lenders that their offer is live again.
 */
export function offerDecisionEmail(
  site: EmailSite,
  input: { to: string; application: ApplicationRef; outcome: 'accepted' | 'standby' | 'revived'; offerId: number },
): EmailMessageDraft {
  const label = applicationLabel(input.application);
  const texts = {
    accepted: { subject: `Offer accepted — proceed to contract: ${label}`, paragraph: `The applicant accepted your offer on ${label}. Proceed to contract, then mark it funded in your portal.` },
    standby: { subject: `The applicant chose another offer: ${label}`, paragraph: 'The applicant chose another offer; yours stays on file until it expires, in case that deal falls through.' },
    revived: { subject: `Your offer is live again: ${label}`, paragraph: `The deal the applicant accepted on ${label} fell through. Your offer is open to the applicant again until it expires.` },
  }[input.outcome];
  return message(site, input.to, texts.subject, 'offer_decision', `offer_decision:${input.offerId}:${input.outcome}:${input.to}`, {
    greeting: greet(null),
    blocks: [{ paragraph: texts.paragraph }, { action: { label: 'Open your portal', url: link(site, `/lender/dashboard?tab=offers&app=${input.application.id}`) } }],
  });
}

/**
 * R27: to the Net30 applicant when the application arrives. Signed out, the link claims it (carries its token,
 * handed out only here and in the receipt); signed in, it opens the dashboard.
 */
export function net30ApplicationReceivedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; businessName: string; applicationId: number; reference: string; claimPath: string | null },
): EmailMessageDraft {
  const follow: Block[] = input.claimPath
    ? [
        { paragraph: 'To follow it, create an account or sign in, then open this link to add the application to your dashboard. Keep this link to yourself: it opens your application.' },
        { action: { label: 'Follow your application', url: link(site, input.claimPath) } },
      ]
    : [{ action: { label: 'Follow your application', url: link(site, '/net30/dashboard') } }];
  return message(site, input.to, `We received your Net30 application ${input.reference}`, 'net30_application_received', `net30_application_received:${input.applicationId}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `Thank you for applying for a Net30 trade account for ${input.businessName}. We received your application ${input.reference}; you will have a decision within 2 business days.` },
      ...follow,
    ],
  });
}

/** R19's decisions on a Net30 application, to the applicant: approved (limit, terms), declined (reason, re-apply date), or a question. */
export function net30ApplicationDecisionEmail(
  site: EmailSite,
  input: {
    to: string;
    name?: string | null;
    applicationId: number;
    reference: string;
    version: number;
    decision: { kind: 'approved'; limit: string; netDays: number } | { kind: 'declined'; reason: string; reapplyAfter: string } | { kind: 'needs_info'; message: string };
  },
): EmailMessageDraft {
  const { decision } = input;
  const texts =
    decision.kind === 'approved'
      ? { subject: `Your Net30 account is open: ${input.reference}`, blocks: [{ paragraph: `Good news: we approved your application ${input.reference}. Your Net30 account has a credit limit of ${decision.limit} on Net ${decision.netDays} terms.` }] }
      : decision.kind === 'declined'
        ? {
            subject: `Decision on your Net30 application ${input.reference}`,
            blocks: [
              { paragraph: `We are sorry: we could not approve your application ${input.reference} at this time, for this reason:` },
              { list: [decision.reason] },
              { paragraph: `You are welcome to apply again from ${formatDate(decision.reapplyAfter)}.` },
            ],
          }
        : {
            subject: `We need more information: ${input.reference}`,
            blocks: [{ paragraph: `To decide on your Net30 application ${input.reference}, we need more information:` }, { paragraph: decision.message }, { paragraph: 'Answer on your Net30 dashboard.' }],
          };
  return message(site, input.to, texts.subject, 'net30_application_decision', `net30_application_decision:${input.applicationId}:${input.version}`, {
    greeting: greet(input.name),
    blocks: [...(texts.blocks as Block[]), { action: { label: 'Open your Net30 dashboard', url: link(site, '/net30/dashboard') } }],
  });
}

const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** §3.5 Net30 reminders: five days before the due date, on it, and three days after. */
export type Net30ReminderStage = 'due_soon' | 'due_today' | 'past_due';

/** A reminder of a Net30 invoice with a balance; one per invoice and stage (the dedupe key). */
export function net30ReminderEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; invoiceId: number; invoiceNumber: string; dueOn: string; balanceCents: number; stage: Net30ReminderStage },
): EmailMessageDraft {
  const due = formatDate(input.dueOn);
  const balance = usdCents.format(input.balanceCents / 100);
  const subject = {
    due_soon: `Invoice ${input.invoiceNumber} is due on ${due}`,
    due_today: `Invoice ${input.invoiceNumber} is due today`,
    past_due: `Invoice ${input.invoiceNumber} is past due`,
  }[input.stage];
  const opening = {
    due_soon: `A reminder: invoice ${input.invoiceNumber} has a balance of ${balance}, due on ${due}. Paid by then, it is reported as on time.`,
    due_today: `Invoice ${input.invoiceNumber} is due today, ${due}, with a balance of ${balance}. Paid today, it is reported as on time.`,
    past_due: `Invoice ${input.invoiceNumber} was due on ${due} and still has a balance of ${balance}. Please pay it now: a late fee applies after the grace period, and late payments are reported to the business credit bureaus.`,
  }[input.stage];
  return message(site, input.to, subject, 'net30_reminder', `net30_reminder:${input.invoiceId}:${input.stage}`, {
    greeting: greet(input.name),
    blocks: [{ paragraph: opening }, { action: { label: 'Open the invoice', url: link(site, `/net30/invoice/${input.invoiceId}`) } }],
  });
}

/** A late fee was added to a Net30 invoice (once per invoice). */
export function net30LateFeeEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; invoiceId: number; invoiceNumber: string; dueOn: string; feeCents: number; balanceCents: number },
): EmailMessageDraft {
  const fee = usdCents.format(input.feeCents / 100);
  return message(site, input.to, `A late fee of ${fee} was added to invoice ${input.invoiceNumber}`, 'net30_late_fee', `net30_late_fee:${input.invoiceId}`, {
    greeting: greet(input.name),
    blocks: [
      {
        paragraph: `Invoice ${input.invoiceNumber} was due on ${formatDate(input.dueOn)} and is past its grace period, so a late fee of ${fee} was added. The balance is now ${usdCents.format(input.balanceCents / 100)}.`,
      },
      { action: { label: 'Pay the invoice', url: link(site, `/net30/invoice/${input.invoiceId}`) } },
    ],
  });
}

/** The answer to a client's dispute of a reported tradeline: corrected and re-reported, or upheld with a note. */
export function furnishingDisputeResolvedEmail(
  site: EmailSite,
  input: { to: string; name?: string | null; disputeId: number; bureauName: string; month: string; outcome: 'corrected' | 'upheld'; note: string },
): EmailMessageDraft {
  const opening =
    input.outcome === 'corrected'
      ? `We reviewed your dispute of what we reported to ${input.bureauName} for ${input.month} and agree. A corrected record goes to ${input.bureauName} in our next report.`
      : `We reviewed your dispute of what we reported to ${input.bureauName} for ${input.month}. Our records show the report was accurate, so it stays as reported.`;
  return message(site, input.to, `Your dispute of the ${input.month} report to ${input.bureauName}`, 'furnishing_dispute_resolved', `furnishing_dispute_resolved:${input.disputeId}`, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: opening },
      { paragraph: `Our note: ${input.note}` },
      { action: { label: 'See your furnishing log', url: link(site, '/net30/dashboard') } },
    ],
  });
}

/** What changed on an account, for the security notice (OWASP: notify on a change of factor). */
export type SecurityChange =
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'recovery_codes_regenerated'
  | 'email_changed';

const SECURITY_CHANGE_TEXT: Record<SecurityChange, string> = {
  password_changed: 'The password of your NetFund account was changed.',
  password_reset: 'The password of your NetFund account was reset with a link sent to this address. All sessions were signed out.',
  two_factor_enabled: 'Two-factor sign-in was turned on for your NetFund account.',
  two_factor_disabled: 'Two-factor sign-in was turned off for your NetFund account.',
  recovery_codes_regenerated: 'New two-factor recovery codes were made for your NetFund account; the old ones no longer work.',
  email_changed: 'The e-mail address of your NetFund account was changed; notices now go to the new address.',
};

/** BACKOFFICE R5 "Others see": the account holder hears of every password or two-factor change. */
export function securityChangedEmail(site: EmailSite, input: { to: string; name?: string | null; change: SecurityChange; at: Date }): EmailMessageDraft {
  return message(site, input.to, 'Your password / two-factor settings were changed', 'security_changed', null, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `${SECURITY_CHANGE_TEXT[input.change]} (${input.at.toISOString().replace('T', ' ').slice(0, 16)} UTC)` },
      { paragraph: `If this was not you, reset your password now and write to ${site.supportEmail}.` },
      { action: { label: 'Review your account', url: link(site, '/profile') } },
    ],
  });
}

/** "Forgot password?": a single-use link, valid `validMinutes`, to the account's address. */
export function passwordResetEmail(site: EmailSite, input: { to: string; name?: string | null; username: string; resetPath: string; validMinutes: number }): EmailMessageDraft {
  return message(site, input.to, 'Reset your NetFund password', 'password_reset', null, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `Someone asked to reset the password of the NetFund account ${input.username}. The link works once, for ${input.validMinutes} minutes.` },
      { action: { label: 'Choose a new password', url: link(site, input.resetPath) } },
      { paragraph: 'If you did not ask for this, ignore this e-mail: your password stays as it is.' },
    ],
  });
}

/** R29 e-mail change: the confirmation link goes to the NEW address, so only its owner can finish the change. */
export function emailChangeEmail(site: EmailSite, input: { to: string; name?: string | null; username: string; confirmPath: string; validHours: number }): EmailMessageDraft {
  return message(site, input.to, 'Confirm your new NetFund e-mail address', 'email_change', null, {
    greeting: greet(input.name),
    blocks: [
      { paragraph: `Confirm that this is the new e-mail address of the NetFund account ${input.username}. The link works once, for ${input.validHours} hours, while you are signed in.` },
      { action: { label: 'Confirm my new e-mail', url: link(site, input.confirmPath) } },
      { paragraph: 'If you did not ask for this, ignore this e-mail: nothing changes.' },
    ],
  });
}
