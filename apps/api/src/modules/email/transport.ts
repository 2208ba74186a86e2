// Where rendered messages go: an SMTP relay (SMTP_URL, nodemailer) or, unset, the file mailbox (mailbox.ts).
// Both are nodemailer transports fed the same message, so everything up to the wire is the same code.
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { Mailbox } from './mailbox';

export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** Sends one message; resolves with its Message-ID, throws when the relay refused it or could not be reached. */
  send(message: OutgoingMessage): Promise<string>;
  close(): void;
}

export function mailFrom(config: Pick<Config, 'MAIL_FROM' | 'BRAND_NAME' | 'BRAND_SLUG'>): string {
  return config.MAIL_FROM ?? `"${config.BRAND_NAME.replaceAll('"', '')}" <hello@${config.BRAND_SLUG}.localhost>`;
}

/** The mailbox folder of the embedded default: MAIL_DIR, else DATA_DIR/mail. */
export function mailDir(config: Pick<Config, 'MAIL_DIR' | 'DATA_DIR'>): string {
  return config.MAIL_DIR ?? `${config.DATA_DIR.replace(/\/+$/, '')}/mail`;
}

export function createMailTransport(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_DIR' | 'DATA_DIR' | 'BRAND_NAME' | 'BRAND_SLUG'>,
  now: () => Date,
): MailTransport {
  const from = mailFrom(config);
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport({
      url: config.SMTP_URL,
      // A relay that does not answer fails the attempt (the job retries later) instead of holding the worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        const info = await transporter.sendMail({ from, ...message });
        return info.messageId;
      },
      close: () => transporter.close(),
    };
  }
  const mailbox = new Mailbox(mailDir(config));
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      await mailbox.store(info.message as Buffer, now());
      return info.messageId;
    },
    close: () => transporter.close(),
  };
}
