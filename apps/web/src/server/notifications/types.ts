// What a booking message says, and nothing more: the payload of an email outbox row and the input of every template.
import 'server-only';
import type { Currency, GeoPoint, Language, Locale, LocalizedText } from '../../booking/types';

export const MESSAGE_KINDS = [
  'confirmation',
  'partner-invitation',
  'pay-later',
  'reminder',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Who the message goes to: a first name to greet and an address to send to. Nothing else. */
export interface MessageRecipient {
  firstName: string;
  email: string;
}

export interface MessageLocation {
  title: string;
  address: string;
  center: GeoPoint | null;
}

/** Minor units. `installments` is the monthly plan (the first month is `paidNow`); empty without one. */
export interface MessageAmounts {
  currency: Currency;
  total: number;
  paidNow: number;
  dueLater: number;
  installments: number[];
}

/** The appointment itself, common to every message. `start` and `end` are ISO 8601 instants. */
export interface AppointmentFacts {
  language: Language;
  locale: Locale;
  reservationName: string;
  start: string;
  end: string;
  durationMinutes: number;
  checkupTitle: string;
  location: MessageLocation;
  recipient: MessageRecipient;
}

export interface ConfirmationData extends AppointmentFacts {
  kind: 'confirmation';
  amounts: MessageAmounts;
  /** Null: the dictionary's general advice. */
  whatToBring: string | null;
}

export interface PartnerInvitationData extends AppointmentFacts {
  kind: 'partner-invitation';
  /** The person who booked for the pair, named so the partner knows the message is expected. */
  bookedBy: { firstName: string };
  links: { partnerCompletion: string };
}

export interface PayLaterData extends AppointmentFacts {
  kind: 'pay-later';
  amounts: MessageAmounts;
  links: { payLater: string };
}

export interface ReminderData extends AppointmentFacts {
  kind: 'reminder';
  amounts: MessageAmounts;
  whatToBring: string | null;
}

/**
 * One message's input. Deliberately without birth date, phone, postal address, sex or last name:
 * a message says only what its reader needs, and this object is stored in the outbox until sent.
 */
export type BookingMessageData =
  | ConfirmationData
  | PartnerInvitationData
  | PayLaterData
  | ReminderData;

/** Site settings as messages use them (the shape of SITE_SETTINGS_QUERY's result). */
export interface MessageSiteSettings {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  legalLinks: Array<{ label: LocalizedText; url: string }> | null;
}

/** A rendered message, ready for a transport. */
export interface ComposedMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo: string;
  attachments: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}
