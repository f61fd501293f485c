// Delivery over real SMTP: the message, its recipient and its calendar file arrive; a refused attempt is retried and arrives once.
import { createServer } from 'node:net';
import { deliverNotification, describeFailure, isPermanentFailure } from './deliver';
import { sendWithRetry } from './retry';
import { messageData, SETTINGS } from './test-fixtures';
import { startSmtpServer, type TestSmtpServer } from './test-smtp-server';
import { createMailTransport, type MailTransport } from './transport';

const deps = (transport: MailTransport) => ({
  transport,
  siteSettings: async () => SETTINGS,
  reservationStatus: async () => 'confirmed' as const,
});

let server: TestSmtpServer | null = null;
let transport: MailTransport | null = null;

afterEach(async () => {
  transport?.close();
  await server?.close();
  server = null;
  transport = null;
});

function smtpTo(port: number): MailTransport {
  transport = createMailTransport({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Nova <no-reply@novahealth.ch>',
  });
  return transport;
}

/** A port nothing listens on (yet). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const address = probe.address();
  await new Promise<void>((closed) => probe.close(() => closed()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('SMTP delivery', () => {
  it('delivers the confirmation with its subject, recipient and calendar file', async () => {
    server = await startSmtpServer();
    const result = await deliverNotification(
      messageData('confirmation', 'de'),
      deps(smtpTo(server.port)),
    );
    await server.close();
    expect(result).toEqual({
      status: 'sent',
      messageId: '<confirmation.NOVA-7K2Q9M@novahealth.ch>',
    });
    expect(server.received).toHaveLength(1);
    const [{ recipients, mail }] = server.received as [TestSmtpServer['received'][number]];
    expect(recipients).toEqual(['anna@example.com']);
    expect(mail.subject).toBe('Ihr Nova-Termin am 1. Dezember 2026 ist bestätigt (NOVA-7K2Q9M)');
    expect(mail.messageId).toBe('<confirmation.NOVA-7K2Q9M@novahealth.ch>');
    expect(mail.replyTo?.text).toBe('support@novahealth.ch');
    expect(mail.text).toContain('Guten Tag Anna,');
    expect(mail.html).toContain('lang="de"');
    const calendar = mail.attachments.find((file) => file.contentType === 'text/calendar');
    expect(calendar?.filename).toBe('NOVA-7K2Q9M.ics');
    expect(calendar?.content.toString('utf8')).toContain('UID:NOVA-7K2Q9M@nova');
  });

  it('retries after the server refused the recipient for now, and delivers exactly once', async () => {
    server = await startSmtpServer({ refuseRecipient: (call) => (call === 1 ? 451 : null) });
    const smtp = smtpTo(server.port);
    const failures: unknown[] = [];
    const waits: number[] = [];
    await sendWithRetry(
      () =>
        deliverNotification(messageData('reminder'), deps(smtp)).catch((error: unknown) => {
          failures.push(error);
          throw error;
        }),
      { attempts: 3, baseDelayMs: 500, sleep: async (ms) => void waits.push(ms) },
    );
    await server.close();
    expect(failures).toHaveLength(1);
    expect(isPermanentFailure(failures[0])).toBe(false);
    expect(describeFailure(failures[0])).not.toContain('@');
    expect(waits).toEqual([500]);
    expect(server.received).toHaveLength(1);
  });

  it('retries after the server could not be reached, and delivers once it is up', async () => {
    const port = await closedPort();
    const smtp = smtpTo(port);
    const failures: unknown[] = [];
    await sendWithRetry(
      () =>
        deliverNotification(messageData('pay-later'), {
          ...deps(smtp),
          reservationStatus: async () => 'pending' as const,
        }).catch((error: unknown) => {
          failures.push(error);
          throw error;
        }),
      {
        attempts: 3,
        sleep: async () => {
          server = await startSmtpServer({ port });
        },
      },
    );
    await server?.close();
    expect(failures.map((error) => (error as { code?: string }).code)).toEqual(['ESOCKET']);
    expect(server?.received).toHaveLength(1);
    expect(server?.received[0]?.mail.subject).toBe(
      'Complete the payment for your Nova booking (NOVA-7K2Q9M)',
    );
  });

  it('gives up at once on an address refused for good, without quoting it', async () => {
    server = await startSmtpServer({ refuseRecipient: () => 550 });
    const smtp = smtpTo(server.port);
    let attempts = 0;
    const failure = await sendWithRetry(
      () => {
        attempts += 1;
        return deliverNotification(messageData('confirmation'), deps(smtp));
      },
      { attempts: 5, isRetryable: (error) => !isPermanentFailure(error), sleep: async () => {} },
    ).catch((error: unknown) => error);
    expect(attempts).toBe(1);
    expect(isPermanentFailure(failure)).toBe(true);
    expect(describeFailure(failure)).toBe('Error EENVELOPE SMTP 550');
    expect(server.received).toHaveLength(0);
  });
});
