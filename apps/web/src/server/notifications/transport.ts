// Delivery with nodemailer: SMTP from SMTP_URL in production, else .eml files in the local mailbox folder.
import 'server-only';
import { Socket } from 'node:net';
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
  /**
   * Resolves with the Message-ID once the server accepted the message (or the mailbox holds it).
   * `signal` aborted: nothing starts, and a send under way is cut (its connection closed) and
   * rejects with the signal's reason.
   */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<string>;
  close(): void;
}

/**
 * nodemailer's own waits, set explicitly (its defaults are minutes): DNS, the TCP connection, the
 * server's greeting, and silence on the socket at any later step (an SMTP server answering a
 * message in 12 s is slow but well inside).
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 5_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/**
 * No SMTP send lasts longer than this, whatever the server does: its socket is destroyed then.
 * The socket timeout alone bounds each silence, not the whole conversation (a server may answer
 * every command just in time); this is the connection, the greeting and two such silences. The
 * outbox derives its lease from it (outbox/worker.ts), so a send never outlives its lease.
 */
export const SMTP_SEND_DEADLINE_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + 2 * SMTP_TIMEOUTS.socketTimeout;

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
    return {
      mode: 'smtp',
      from: config.from,
      send: (mail, signal) => sendBySmtp(config.url, message(config.from, mail), signal),
      // Each send opens and closes its own connection: nothing is left open between sends.
      close: () => undefined,
    };
  }
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const now = options.now ?? (() => new Date());
  return {
    mode: 'mailbox',
    from: config.from,
    async send(mail, signal) {
      signal?.throwIfAborted();
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

/**
 * One message over its own connection, cut at SMTP_SEND_DEADLINE_MS or when `signal` aborts.
 * nodemailer has no overall deadline nor abort, but takes a socket of ours to connect (and, for
 * smtps, upgrade to TLS): destroying it ends the conversation at once. A message cut before the
 * final "." of DATA is discarded by the server, so an aborted send delivers nothing.
 */
async function sendBySmtp(
  url: string,
  mail: ReturnType<typeof message>,
  signal: AbortSignal | undefined,
): Promise<string> {
  signal?.throwIfAborted();
  const deadline = AbortSignal.timeout(SMTP_SEND_DEADLINE_MS);
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
  const socket = new Socket();
  const cut = () => socket.destroy();
  stop.addEventListener('abort', cut, { once: true });
  // connect() revives a socket destroyed before it was called (a slow DNS answer): cut it again.
  socket.once('connect', () => {
    if (stop.aborted) socket.destroy();
  });
  const smtp = createTransport({ url, socket, ...SMTP_TIMEOUTS });
  try {
    const info = await smtp.sendMail(mail);
    return info.messageId;
  } catch (error) {
    throw stop.aborted ? stop.reason : error;
  } finally {
    stop.removeEventListener('abort', cut);
    smtp.close();
    socket.destroy();
  }
}
