import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  rcptTo: string[];
  from: string;
  subject: string;
  messageId: string;
  /** The whole message, quoted-printable undone, for looking into the bodies. */
  body: string;
}

export interface LocalSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for the app's `SMTP_URL`. */
  url: string;
  /** Every message delivered so far, in arrival order. */
  received: ReceivedMail[];
  stop(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free local port that keeps what it is sent. */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' ');
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
        const body = raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        received.push({
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: header('From'),
          subject: header('Subject'),
          messageId: header('Message-ID'),
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
