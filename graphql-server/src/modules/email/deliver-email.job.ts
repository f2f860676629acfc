import type { JobDefinition } from '../module.js';
import { smtpTransport } from './smtp-transport.js';

/**
 * Every minute: sends the outbox's due messages over SMTP_URL. Without SMTP_URL nothing leaves; the messages
 * stay pending and admins read them in the outbox ("Outgoing mail"). A run that did nothing reports nothing, so the
 * log does not get a line a minute.
 */
export const deliverEmail: JobDefinition = {
  name: 'deliver-email',
  cron: '* * * * *',
  async run({ services, config }) {
    if (!config.mail.smtpUrl) return undefined;
    const transport = smtpTransport(config.mail.smtpUrl);
    try {
      const report = await services.email.deliverDue(transport);
      return report.sent + report.retrying + report.failed > 0 ? report : undefined;
    } finally {
      transport.close();
    }
  },
};
