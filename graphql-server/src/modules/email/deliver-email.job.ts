import type { JobDefinition } from '../../jobs/job-queue.js';
import { smtpTransport } from './smtp-transport.js';

/**
 * Every minute: sends the outbox's due messages over SMTP_URL. Without SMTP_URL nothing leaves; the messages
 * stay pending and admins read them in the outbox ("Outgoing mail").
 */
export const deliverEmail: JobDefinition = {
  name: 'deliver-email',
  cron: '* * * * *',
  async run({ services, config }) {
    if (!config.mail.smtpUrl) return { skipped: 'no SMTP server configured (SMTP_URL)' };
    const transport = smtpTransport(config.mail.smtpUrl);
    try {
      return await services.email.deliverDue(transport);
    } finally {
      transport.close();
    }
  },
};
