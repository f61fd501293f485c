// The fleet's SMTP server on loopback (smtp-server): records every accepted message by recipient and Message-ID, and answers a message's DATA only after a delay, as a slow provider does.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  recipients: string[];
  messageId: string;
  subject: string;
  /** What the email is, read from its subject in any of the three languages (emailKind). */
  kind: EmailKind;
  /** When the server accepted it (after its delay), ms since the epoch. */
  at: number;
}

export type EmailKind = 'confirmation' | 'pay-later' | 'other';

/**
 * The booking confirmation and the pay-later reminder by their subjects (email-copy.ts, en/de/fr):
 * the Message-ID names the outbox row, not what the email says.
 */
export function emailKind(subject: string): EmailKind {
  if (/ is confirmed | ist bestätigt | est confirmé /.test(` ${subject} `)) return 'confirmation';
  if (/^(Complete the payment|Bitte bezahlen Sie|Finalisez le paiement)/.test(subject))
    return 'pay-later';
  return 'other';
}

export interface SlowSmtp {
  port: number;
  received: ReceivedMail[];
  /**
   * From now on, messages to a recipient `slow` picks out take `delayMs` before they are accepted;
   * the others are accepted at once (a scenario slows its own customers' mail only).
   */
  slowDown(delayMs: number, slow: (recipient: string) => boolean): void;
  close(): Promise<void>;
}

export async function startSlowSmtp(): Promise<SlowSmtp> {
  const received: ReceivedMail[] = [];
  let delay: { ms: number; slow: (recipient: string) => boolean } = { ms: 0, slow: () => false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A sender waits as long as it likes for our answer; never cut it on our side.
    socketTimeout: 10 * 60_000,
    // Teardown does not wait for the app processes' pooled connections.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const wait = recipients.some((recipient) => delay.slow(recipient)) ? delay.ms : 0;
        setTimeout(() => {
          simpleParser(Buffer.concat(chunks))
            .then((mail) => {
              received.push({
                recipients,
                messageId: mail.messageId ?? '(none)',
                subject: mail.subject ?? '',
                kind: emailKind(mail.subject ?? ''),
                at: Date.now(),
              });
              callback();
            })
            .catch((error: unknown) => callback(error instanceof Error ? error : null));
        }, wait);
      });
    },
  });
  // A sender killed mid-conversation resets its connection: that is a scenario, not our failure.
  server.on('error', () => undefined);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    slowDown(ms, slow) {
      delay = { ms, slow };
    },
    async close() {
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
