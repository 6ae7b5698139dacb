import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The message as it came over the wire (headers and MIME body). */
  readonly raw: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  readonly received: readonly ReceivedMail[];
  /** Mails accepted for `recipient`. */
  receivedBy(recipient: string): ReceivedMail[];
  /** Refuses the next `times` deliveries to `recipient` with 451 (a temporary failure). */
  refuse(recipient: string, times?: number): void;
  /** How often a delivery to `recipient` was refused. */
  refusals(recipient: string): number;
  close(): Promise<void>;
}

const temporaryFailure = (message: string) =>
  Object.assign(new Error(message), { responseCode: 451 });

/** A real SMTP server on loopback that keeps what it receives (no TLS, no auth). */
export const startSmtpTestServer = async (): Promise<SmtpTestServer> => {
  const received: ReceivedMail[] = [];
  const toRefuse = new Map<string, number>();
  const refused = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      const remaining = toRefuse.get(recipient) ?? 0;
      if (remaining <= 0) return callback();
      toRefuse.set(recipient, remaining - 1);
      refused.set(recipient, (refused.get(recipient) ?? 0) + 1);
      callback(temporaryFailure('Mailbox busy, try again later'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    receivedBy: (recipient) => received.filter((m) => m.to.includes(recipient.toLowerCase())),
    refuse(recipient, times = Number.POSITIVE_INFINITY) {
      toRefuse.set(recipient.toLowerCase(), times);
    },
    refusals: (recipient) => refused.get(recipient.toLowerCase()) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
