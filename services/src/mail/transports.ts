import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage } from './mail-port';

export interface OutgoingMail extends MailMessage {
  readonly from: string;
}

export interface SentMail {
  readonly messageId: string | null;
  /** The development transport's file with the mail. */
  readonly file?: string;
}

/** Where mails really go: an SMTP server, or the development outbox folder. */
export interface MailTransport {
  readonly kind: 'smtp' | 'development';
  send(
    mail: OutgoingMail,
    job: { readonly jobId: string; readonly kind: string },
  ): Promise<SentMail>;
  close(): void;
}

/** SMTP via nodemailer; smtp:// upgrades with STARTTLS when offered, smtps:// is TLS from the start. */
export const createSmtpTransport = (smtpUrl: string): MailTransport => {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Fail an attempt in seconds rather than minutes; the job retries with backoff.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
};

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80);

/**
 * Without SMTP_URL (the default demo), every mail is written as a readable `.eml` file (open
 * it in any mail program) into `directory`, and a log line names recipient, subject and file:
 * nothing is silently dropped.
 */
export const createDevelopmentTransport = ({
  directory,
  logger,
}: {
  directory: string;
  logger: Logger;
}): MailTransport => {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'development',
    async send(mail, job) {
      const info = await transport.sendMail(mail);
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(directory, `${stamp}-${fileSafe(job.kind)}-${fileSafe(job.jobId)}.eml`);
      await writeFile(file, info.message);
      logger.info(
        { to: mail.to, subject: mail.subject, file },
        `Mail to ${mail.to} kept in the development outbox: ${file}`,
      );
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
};

export const createMailTransport = ({
  smtpUrl,
  outboxDir,
  logger,
}: {
  smtpUrl: string | null;
  outboxDir: string;
  logger: Logger;
}): MailTransport =>
  smtpUrl
    ? createSmtpTransport(smtpUrl)
    : createDevelopmentTransport({ directory: outboxDir, logger });
