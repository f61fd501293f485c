// Turns a message's data into what a transport sends: subject, HTML and plain text from React Email, and the calendar file.
import 'server-only';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { calendarAttachment } from './calendar';
import { emailCopy } from './copy';
import type { EmailCopyKey } from './messages';
import { RICH_TEXT_PLAIN_TEXT } from './rich-text';
import { CancellationEmail } from './templates/cancellation';
import { ConfirmationEmail } from './templates/confirmation';
import { DebitFailedEmail } from './templates/debit-failed';
import { InstalmentRefundEmail } from './templates/instalment-refund';
import { MoveDebitFailedEmail } from './templates/move-debit-failed';
import { PartnerInvitationEmail } from './templates/partner-invitation';
import { PARTNER_NOTICE_SUBJECT, PartnerNoticeEmail } from './templates/partner-notice';
import { PayLaterEmail } from './templates/pay-later';
import { RefundEmail } from './templates/refund';
import { ReminderEmail } from './templates/reminder';
import type {
  BookingMessageData,
  ComposedMessage,
  MessageKind,
  MessagePreparation,
  MessageSiteSettings,
} from './types';
import { type MessageView, messageView } from './view';

export const SUBJECT_KEY: Record<MessageKind, EmailCopyKey> = {
  confirmation: 'confirmationSubject',
  'partner-invitation': 'partnerSubject',
  'pay-later': 'payLaterSubject',
  reminder: 'reminderSubject',
  refund: 'refundSubject',
  cancellation: 'cancellationSubject',
  reschedule: 'rescheduleSubject',
  'instalment-refund': 'instalmentRefundSubject',
  ...PARTNER_NOTICE_SUBJECT,
  'debit-failed': 'debitFailedSubject',
  'move-debit-failed': 'moveDebitFailedSubject',
};

/** Messages that carry the appointment as a calendar file. */
export const WITH_CALENDAR: readonly MessageKind[] = [
  'confirmation',
  'reminder',
  'cancellation',
  'reschedule',
  'partner-confirmation',
  'partner-reschedule',
  'partner-cancellation',
  'partner-reminder',
];

/** Messages whose calendar file removes the appointment. */
const CANCELS_THE_EVENT: readonly MessageKind[] = ['cancellation', 'partner-cancellation'];

export interface ComposeOptions {
  /** UI copy of the message's language, for editors' `email.*` overrides. */
  overrides?: Readonly<Record<string, string>>;
  /** What to bring and how to prepare, from content; the dictionary's texts when omitted. */
  preparation?: MessagePreparation | null;
  /** The calendar file's DTSTAMP; now when omitted. */
  issuedAt?: Date;
}

/** Plain text that reads like a letter: nothing shouted in capitals, phone numbers not repeated as tel: links. */
export const PLAIN_TEXT = {
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
    {
      selector: '[data-text-format="dataTable"]',
      format: 'dataTable',
      options: { uppercaseHeaderCells: false },
    },
    ...RICH_TEXT_PLAIN_TEXT,
  ],
};

function emailElement(data: BookingMessageData, view: MessageView): ReactElement {
  switch (data.kind) {
    case 'confirmation':
    case 'reschedule':
      return <ConfirmationEmail data={data} view={view} />;
    case 'partner-invitation':
      return <PartnerInvitationEmail data={data} view={view} />;
    case 'pay-later':
      return <PayLaterEmail data={data} view={view} />;
    case 'reminder':
      return <ReminderEmail data={data} view={view} />;
    case 'refund':
      return <RefundEmail data={data} view={view} />;
    case 'cancellation':
      return <CancellationEmail data={data} view={view} />;
    case 'instalment-refund':
      return <InstalmentRefundEmail data={data} view={view} />;
    case 'partner-confirmation':
    case 'partner-reschedule':
    case 'partner-cancellation':
    case 'partner-reminder':
      return <PartnerNoticeEmail data={data} view={view} />;
    case 'debit-failed':
      return <DebitFailedEmail data={data} view={view} />;
    case 'move-debit-failed':
      return <MoveDebitFailedEmail data={data} view={view} />;
  }
}

/** A header must be one line whatever a name contains. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export async function composeMessage(
  data: BookingMessageData,
  settings: MessageSiteSettings,
  options: ComposeOptions = {},
): Promise<ComposedMessage> {
  const view = messageView(
    data,
    settings,
    emailCopy(data.language, options.overrides),
    options.preparation,
  );
  const element = emailElement(data, view);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ]);
  return {
    to: data.recipient.email,
    subject: oneLine(view.t(SUBJECT_KEY[data.kind])),
    html,
    text,
    // Replies reach the people who can help (the market's support), not the no-reply sender.
    replyTo: view.support.email,
    attachments: WITH_CALENDAR.includes(data.kind)
      ? [
          calendarAttachment(data, settings, {
            ...options,
            method: CANCELS_THE_EVENT.includes(data.kind) ? 'CANCEL' : 'PUBLISH',
          }),
        ]
      : [],
  };
}
