import { describe, expect, it } from 'vitest';
import {
  applicationDeclinedEmail,
  applicationEndedEmail,
  applicationReceivedEmail,
  documentAcceptedEmail,
  documentRejectedEmail,
  escapeHtml,
  formatDate,
  furnishingDisputeResolvedEmail,
  informationReminderEmail,
  informationRequestedEmail,
  net30LateFeeEmail,
  net30ReminderEmail,
  welcomeEmail,
  type EmailMessageDraft,
} from './templates.js';

const site = { publicUrl: 'https://netfund.example', supportEmail: 'support@netfund.example' };
const HOSTILE = `<script>alert("x")</script> & 'Co' <img src=x onerror=alert(1)>`;
const application = { id: 42, number: 'NF-2026-000042' };
const decidedAt = new Date('2026-11-22T15:00:00Z');

/** Every template, each given the hostile text in every field a user can fill. */
const everyTemplate: Record<string, () => EmailMessageDraft> = {
  welcome: () => welcomeEmail(site, { to: 'rosa@example.com', userId: 7, name: HOSTILE, username: 'rosa' }),
  application_received: () =>
    applicationReceivedEmail(site, { to: 'rosa@example.com', name: HOSTILE, businessName: HOSTILE, application, resultPath: '/result/42?token=a%26b' }),
  information_requested: () =>
    informationRequestedEmail(site, { to: 'rosa@example.com', name: HOSTILE, application, requestId: 3, items: [HOSTILE, 'Bank statements (4 months)'], message: HOSTILE, dueOn: '2026-12-01' }),
  information_reminder: () =>
    informationReminderEmail(site, { to: 'rosa@example.com', name: HOSTILE, application, requestId: 3, items: [HOSTILE, 'Bank statements (4 months)'], dueOn: '2026-12-01', stage: 'overdue' }),
  document_accepted: () => documentAcceptedEmail(site, { to: 'rosa@example.com', name: HOSTILE, application, documentId: 9, documentName: HOSTILE }),
  document_rejected: () => documentRejectedEmail(site, { to: 'rosa@example.com', name: HOSTILE, application, documentId: 9, documentName: HOSTILE, reason: HOSTILE }),
  application_declined: () =>
    applicationDeclinedEmail(site, { to: 'rosa@example.com', name: HOSTILE, application, reasons: [HOSTILE, 'Time in business below our minimums'], reapplyAfter: '2027-02-20', decidedAt }),
  application_withdrawn: () => applicationEndedEmail(site, { to: 'rosa@example.com', name: HOSTILE, application, outcome: 'withdrawn', reason: HOSTILE, endedAt: decidedAt }),
  application_closed: () => applicationEndedEmail(site, { to: 'rosa@example.com', name: HOSTILE, application, outcome: 'closed', reason: HOSTILE, endedAt: decidedAt }),
  net30_reminder: () =>
    net30ReminderEmail(site, { to: 'rosa@example.com', name: HOSTILE, invoiceId: 5, invoiceNumber: HOSTILE, dueOn: '2026-12-01', balanceCents: 12_345, stage: 'past_due' }),
  net30_late_fee: () => net30LateFeeEmail(site, { to: 'rosa@example.com', name: HOSTILE, invoiceId: 5, invoiceNumber: HOSTILE, dueOn: '2026-12-01', feeCents: 2_900, balanceCents: 15_245 }),
  furnishing_dispute_resolved: () =>
    furnishingDisputeResolvedEmail(site, { to: 'rosa@example.com', name: HOSTILE, disputeId: 8, bureauName: 'Experian', month: 'October 2026', outcome: 'upheld', note: HOSTILE }),
};

describe('e-mail templates', () => {
  it.each(Object.entries(everyTemplate))('%s escapes user text in the HTML body and keeps it verbatim in the text body', (template, build) => {
    const message = build();
    expect(message.template).toBe(template);
    expect(message.html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; &lt;img src=x onerror=alert(1)&gt;');
    expect(message.text).toContain(HOSTILE);
    expect(message.html).toContain('support@netfund.example');
    expect(message.subject).not.toMatch(/[\r\n]/);
  });

  it('links to the site at PUBLIC_URL: the result page with its token, the client application page, the dashboard', () => {
    const received = everyTemplate.application_received!();
    expect(received.text).toContain('https://netfund.example/result/42?token=a%26b');
    expect(received.html).toContain('href="https://netfund.example/result/42?token=a%26b"');
    expect(everyTemplate.information_requested!().text).toContain('https://netfund.example/client/applications/42');
    expect(everyTemplate.welcome!().html).toContain('href="https://netfund.example/client/dashboard"');
  });

  it('states what is requested and by when', () => {
    const message = everyTemplate.information_requested!();
    expect(message.subject).toBe('Action needed on application NF-2026-000042: please reply by December 1, 2026');
    expect(message.text).toContain('- Bank statements (4 months)');
    expect(message.html).toContain('<li>Bank statements (4 months)</li>');
  });

  it('gives a decline its specific reasons and the re-apply date, and refuses a notice without reasons', () => {
    const message = everyTemplate.application_declined!();
    expect(message.text).toContain('- Time in business below our minimums');
    expect(message.text).toContain('You are welcome to apply again from February 20, 2027.');
    expect(() => applicationDeclinedEmail(site, { to: 'a@b.example', application, reasons: [], reapplyAfter: '2027-02-20', decidedAt })).toThrow(RangeError);
  });

  it('names an application by its number, or by its id before it has one', () => {
    expect(everyTemplate.document_accepted!().subject).toBe('Document accepted for application NF-2026-000042');
    expect(documentAcceptedEmail(site, { to: 'a@b.example', application: { id: 5 }, documentId: 1, documentName: 'id.pdf' }).subject).toBe('Document accepted for application #5');
  });

  it('keys each notice so it is queued once: per user, application, request, document, decision', () => {
    expect(Object.fromEntries(Object.entries(everyTemplate).map(([name, build]) => [name, build().dedupeKey]))).toEqual({
      welcome: 'welcome:user:7',
      application_received: 'application_received:42',
      information_requested: 'information_requested:3',
      information_reminder: 'information_reminder:3:overdue',
      document_accepted: 'document_accepted:9',
      document_rejected: 'document_rejected:9',
      application_declined: `application_declined:42:${decidedAt.getTime()}`,
      application_withdrawn: `application_withdrawn:42:${decidedAt.getTime()}`,
      application_closed: `application_closed:42:${decidedAt.getTime()}`,
      net30_reminder: 'net30_reminder:5:past_due',
      net30_late_fee: 'net30_late_fee:5',
      furnishing_dispute_resolved: 'furnishing_dispute_resolved:8',
    });
  });

  it('keeps header lines on one line (no header injection through a business name)', () => {
    const message = applicationReceivedEmail(site, { to: ' rosa@example.com\r\nBcc: x@evil.example', businessName: 'A', application: { id: 1, number: 'NF\r\nBcc: x@evil.example' }, resultPath: '/r' });
    expect(message.subject).toBe('We received your application NF Bcc: x@evil.example');
    expect(message.to).not.toMatch(/[\r\n]/);
  });

  it('escapes the five HTML characters and formats dates in words', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(formatDate('2026-01-05')).toBe('January 5, 2026');
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});
