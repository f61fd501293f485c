// Delivery with nodemailer: SMTP from SMTP_URL in production, else .eml files in the local mailbox folder.
import 'server-only';
import { createTransport } from 'nodemailer';
import { type MailConfig, readMailConfig } from './mail-config';
import { writeToMailbox } from './mailbox';
import type { MailAttachment } from './types';

type Env = Readonly<Record<string, string | undefined>>;

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** A fixed Message-ID lets mail clients fold a repeated delivery into one message. */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe for a message a reader may stop. */
  headers?: Readonly<Record<string, string>>;
}

export interface MailTransport {
  readonly mode: MailConfig['mode'];
  readonly from: string;
  /** Resolves with the Message-ID once the server accepted the message (or the mailbox holds it). */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

function message(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    ...(mail.headers ? { headers: { ...mail.headers } } : {}),
    attachments: (mail.attachments ?? []).map((attachment) => ({ ...attachment })),
  };
}

export function createMailTransport(
  env: Env = process.env,
  options: { now?: () => Date } = {},
): MailTransport {
  const config = readMailConfig(env);
  if (config.mode === 'smtp') {
    // Bounded waits: a hung server must fail the attempt so the outbox can retry later.
    const smtp = createTransport({
      url: config.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      mode: 'smtp',
      from: config.from,
      async send(mail) {
        const info = await smtp.sendMail(message(config.from, mail));
        return info.messageId;
      },
      close: () => smtp.close(),
    };
  }
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const now = options.now ?? (() => new Date());
  return {
    mode: 'mailbox',
    from: config.from,
    async send(mail) {
      const info = await stream.sendMail(message(config.from, mail));
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport gave no buffer');
      await writeToMailbox(config.dir, {
        raw: info.message,
        messageId: info.messageId,
        subject: mail.subject,
        to: mail.to,
        html: mail.html,
        date: now(),
      });
      return info.messageId;
    },
    close: () => stream.close(),
  };
}
