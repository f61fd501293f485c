// The outbox worker's call: sends a due message once, skips one no longer due, and sorts failures.
import type { ReservationStatus } from '../../booking/reservation-status';
import {
  type DeliveryDeps,
  deliverNotification,
  describeFailure,
  isPermanentFailure,
  stillDue,
} from './deliver';
import { InvalidNotificationPayload } from './payload';
import { messageData, SETTINGS } from './test-fixtures';
import type { MailTransport, OutgoingMail } from './transport';
import type { MessageKind } from './types';

function recordingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    mode: 'mailbox',
    from: 'Nova <no-reply@novahealth.ch>',
    sent,
    async send(mail) {
      sent.push(mail);
      return mail.messageId ?? '<sent@novahealth.ch>';
    },
    close() {},
  };
}

function deps(
  status: ReservationStatus | null,
  transport = recordingTransport(),
): DeliveryDeps & { transport: ReturnType<typeof recordingTransport> } {
  return { transport, siteSettings: async () => SETTINGS, reservationStatus: async () => status };
}

describe('delivering an outbox row', () => {
  it('sends the message to its recipient and answers the Message-ID it went under', async () => {
    const run = deps('confirmed');
    const result = await deliverNotification(
      JSON.parse(JSON.stringify(messageData('confirmation'))),
      run,
    );
    expect(result).toEqual({
      status: 'sent',
      messageId: '<sent@novahealth.ch>',
    });
    expect(run.transport.sent).toHaveLength(1);
    expect(run.transport.sent[0]).toMatchObject({
      to: 'anna@example.com',
      replyTo: 'support@novahealth.ch',
    });
  });

  it('skips a reminder for a reservation cancelled meanwhile, and a pay-later message once paid', async () => {
    const cancelled = deps('cancelled');
    expect(await deliverNotification(messageData('reminder'), cancelled)).toEqual({
      status: 'skipped',
      reason: 'no-longer-due',
    });
    const paid = deps('confirmed');
    expect(await deliverNotification(messageData('pay-later'), paid)).toMatchObject({
      status: 'skipped',
    });
    expect([...cancelled.transport.sent, ...paid.transport.sent]).toEqual([]);
  });

  it('skips a pay-later message when the provider has the money though the booking still awaits it', async () => {
    const taken = { ...deps('pending'), paymentTaken: async () => true };
    expect(await deliverNotification(messageData('pay-later'), taken)).toEqual({
      status: 'skipped',
      reason: 'no-longer-due',
    });
    expect(taken.transport.sent).toEqual([]);
    const unpaid = { ...deps('pending'), paymentTaken: async () => false };
    expect(await deliverNotification(messageData('pay-later'), unpaid)).toMatchObject({
      status: 'sent',
    });
  });

  it('reads editors’ overrides in the message’s own locale', async () => {
    const locales: string[] = [];
    const run = {
      ...deps('confirmed'),
      uiCopy: async (locale: string) => {
        locales.push(locale);
        return { 'email.confirmationHeading': 'Bis bald, {firstName}' };
      },
    };
    await deliverNotification({ ...messageData('confirmation', 'de'), locale: 'de-de' }, run);
    expect(locales).toEqual(['de-de']);
    expect(run.transport.sent[0]?.html).toContain('Bis bald, Anna');
  });

  it('refuses a malformed payload for good, before sending anything', async () => {
    const run = deps('confirmed');
    const failure = await deliverNotification({ kind: 'confirmation' }, run).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(InvalidNotificationPayload);
    expect(isPermanentFailure(failure)).toBe(true);
    expect(run.transport.sent).toEqual([]);
  });

  it('leaves missing site settings to a retry', async () => {
    const run = { ...deps('confirmed'), siteSettings: async () => null };
    const failure = await deliverNotification(messageData('confirmation'), run).catch(
      (error: unknown) => error,
    );
    expect(isPermanentFailure(failure)).toBe(false);
  });
});

describe('outbox rules', () => {
  it.each<[MessageKind, ReservationStatus, boolean]>([
    ['confirmation', 'confirmed', true],
    ['confirmation', 'downpayment_confirmed', true],
    ['reminder', 'cancelled', false],
    // The clinic marked the day already: nothing to remind of.
    ['reminder', 'arrived', false],
    ['reminder', 'no_show', false],
    ['partner-invitation', 'confirmed', true],
    ['pay-later', 'pending', true],
    ['pay-later', 'downpayment_pending', true],
    ['pay-later', 'expired', false],
    ['pay-later', 'confirmed', false],
    ['partner-confirmation', 'confirmed', true],
    ['partner-reschedule', 'downpayment_confirmed', true],
    // A move's notice not yet sent when the booking is cancelled would tell of a time that is gone.
    ['partner-reschedule', 'cancelled', false],
    ['partner-cancellation', 'cancelled', true],
    ['partner-cancellation', 'confirmed', false],
  ])('a %s for a %s reservation is due: %s', (kind, status, due) => {
    expect(stillDue(kind, status)).toBe(due);
  });

  it('describes an SMTP failure without the address the reply quotes', () => {
    const error = Object.assign(
      new Error('550 5.1.1 <anna@example.com>: Recipient address rejected'),
      {
        code: 'EENVELOPE',
        responseCode: 550,
      },
    );
    expect(describeFailure(error)).toBe('Error EENVELOPE SMTP 550');
  });
});
