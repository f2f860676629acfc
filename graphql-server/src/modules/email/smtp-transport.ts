import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiving system can tell a repeated delivery. */
  messageId: string;
}

/** Where the delivery job hands messages: SMTP in the product, anything with these two methods in a test. */
export interface EmailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * An SMTP connection (nodemailer) for one delivery run: one pooled connection reused for every message of the
 * run, with timeouts short enough that an unreachable server fails an attempt instead of holding the job.
 */
export function smtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
