// Delivery over real SMTP: the message, its recipient and its calendar file arrive; a refused attempt stays retryable and the next try arrives once.

import {
  closedPort,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../../../tests/support/smtp-server';
import { deliverNotification, describeFailure, isPermanentFailure } from './deliver';
import { messageData, SETTINGS } from './test-fixtures';
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

describe('SMTP delivery', () => {
  it('delivers the confirmation with its subject, recipient and calendar file', async () => {
    server = await startSmtpServer();
    const result = await deliverNotification(
      messageData('confirmation', 'de'),
      deps(smtpTo(server.port)),
    );
    await server.close();
    // The outbox gives each row its own Message-ID (outbox/handlers.ts); here nodemailer's own.
    expect(result).toEqual({
      status: 'sent',
      messageId: expect.stringMatching(/@novahealth\.ch>$/),
    });
    expect(server.received).toHaveLength(1);
    const [{ recipients, mail }] = server.received as [TestSmtpServer['received'][number]];
    expect(recipients).toEqual(['anna@example.com']);
    expect(mail.subject).toBe('Ihr Nova-Termin am 1. Dezember 2026 ist bestätigt (NOVA-7K2Q9M)');
    expect(mail.messageId).toBe(result.status === 'sent' ? result.messageId : null);
    expect(mail.replyTo?.text).toBe('support@novahealth.ch');
    expect(mail.text).toContain('Guten Tag Anna,');
    expect(mail.html).toContain('lang="de"');
    const calendar = mail.attachments.find((file) => file.contentType === 'text/calendar');
    expect(calendar?.filename).toBe('NOVA-7K2Q9M.ics');
    expect(calendar?.content.toString('utf8')).toContain('UID:NOVA-7K2Q9M@nova');
  });

  it('keeps a recipient refused for now retryable, and the next try delivers exactly once', async () => {
    server = await startSmtpServer({ refuseRecipient: (call) => (call === 1 ? 451 : null) });
    const smtp = smtpTo(server.port);
    const failure = await deliverNotification(messageData('reminder'), deps(smtp)).catch(
      (error: unknown) => error,
    );
    expect(isPermanentFailure(failure)).toBe(false);
    expect(describeFailure(failure)).not.toContain('@');
    expect(server.received).toHaveLength(0);
    await deliverNotification(messageData('reminder'), deps(smtp));
    await server.close();
    expect(server.received).toHaveLength(1);
  });

  it('keeps an unreachable server retryable, and the next try delivers once it is up', async () => {
    const port = await closedPort();
    const smtp = smtpTo(port);
    const message = messageData('pay-later');
    const pending = { ...deps(smtp), reservationStatus: async () => 'pending' as const };
    const failure = await deliverNotification(message, pending).catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('ESOCKET');
    expect(isPermanentFailure(failure)).toBe(false);
    server = await startSmtpServer({ port });
    await deliverNotification(message, pending);
    await server.close();
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.mail.subject).toBe(
      'Complete the payment for your Nova booking (NOVA-7K2Q9M)',
    );
  });

  it('refuses an address for good, without quoting it', async () => {
    server = await startSmtpServer({ refuseRecipient: () => 550 });
    const failure = await deliverNotification(
      messageData('confirmation'),
      deps(smtpTo(server.port)),
    ).catch((error: unknown) => error);
    expect(isPermanentFailure(failure)).toBe(true);
    expect(describeFailure(failure)).toBe('Error EENVELOPE SMTP 550');
    expect(server.received).toHaveLength(0);
  });
});
