// What a booking message says, and nothing more: the payload of an email outbox row and the input of every template.
import 'server-only';
import type {
  Currency,
  GeoPoint,
  Language,
  Locale,
  LocalizedRichText,
  LocalizedText,
  Market,
} from '../../booking/types';
import type { StoredLegalEntity } from '../../content/legal-entity';
import type { SupportContactSettings } from '../../content/support-contacts';

export const MESSAGE_KINDS = [
  'confirmation',
  'partner-invitation',
  'pay-later',
  'reminder',
  'refund',
  'cancellation',
  'reschedule',
  'instalment-refund',
  'partner-confirmation',
  'partner-reschedule',
  'partner-cancellation',
  'debit-failed',
  'move-debit-failed',
  'partner-reminder',
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
  /** The calendar file's SEQUENCE (0, absent in older rows, until the time is first changed). */
  sequence?: number;
}

/**
 * The add-ons each person booked, as service titles in the message's language. `partner` is null
 * for a booking of one person. What to bring and how to prepare are not here: they are copy,
 * read when the message is sent, so an editor's change reaches reminders already planned.
 */
export interface AddOnsPerPerson {
  customer: string[];
  partner: string[] | null;
}

/** The booking's manage link (see server/manage): absent in messages queued before it existed. */
export interface ManageLinks {
  manage?: string;
}

export interface ConfirmationData extends AppointmentFacts {
  kind: 'confirmation';
  amounts: MessageAmounts;
  /** Null in a message queued before add-ons were part of it: the row is then left out. */
  addOns: AddOnsPerPerson | null;
  links: ManageLinks;
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
  addOns: AddOnsPerPerson | null;
  links: ManageLinks;
}

/**
 * What a move did to the price (minor units, never negative): unchanged, the difference refunded or
 * charged through the provider, the rest due at the clinic or the remaining instalments higher or
 * lower by `amount`, or (`instalments-refunded`) `amount` paid beyond the new price given back.
 */
export const PRICE_CHANGE_KINDS = [
  'same',
  'refunded',
  'charged',
  'rest-more',
  'rest-less',
  'instalments-more',
  'instalments-less',
  'instalments-refunded',
] as const;
export type PriceChangeKind = (typeof PRICE_CHANGE_KINDS)[number];

export interface MessagePriceChange {
  kind: PriceChangeKind;
  amount: number;
}

/** The booking moved to another time from its manage link: the confirmation again, at the new time. */
export interface RescheduleData extends AppointmentFacts {
  kind: 'reschedule';
  amounts: MessageAmounts;
  addOns: AddOnsPerPerson | null;
  links: ManageLinks;
  /** Absent in a message queued before moves could change the price: it then said nothing of it. */
  priceChange?: MessagePriceChange;
}

/** A paid booking the customer cancelled from their manage link: what they paid and what is given back. */
export interface CancellationData extends AppointmentFacts {
  kind: 'cancellation';
  refund: { currency: Currency; paid: number; refunded: number };
  /** Paid in instalments: the email says the months still due will not be charged. */
  instalmentPlan: boolean;
}

/** A payment that arrived after its time was released, given back in full: `amounts.paidNow` is what was refunded. */
export interface RefundData extends AppointmentFacts {
  kind: 'refund';
  amounts: MessageAmounts;
  /** The time slot step with the same selection, to choose another time. */
  links: { rebook: string };
}

/**
 * A month of an instalment plan charged after the booking was cancelled (its invoice was already
 * under way), refunded in full: `refund.instalment` is the month's number in the plan.
 */
export interface InstalmentRefundData extends AppointmentFacts {
  kind: 'instalment-refund';
  refund: { currency: Currency; amount: number; instalment: number };
}

/**
 * What the second person of a pair booking is told, in their own language: their details are on
 * file (`partner-confirmation`), the appointment moved (`partner-reschedule`, with the new time and
 * clinic) or was cancelled (`partner-cancellation`) by `bookedBy`, and the reminder before it
 * (`partner-reminder`, with the partner's own link, never the booker's manage link). The customer
 * pays for both, so none of them names an amount: the partner paid nothing and is refunded nothing.
 */
export interface PartnerNoticeData extends AppointmentFacts {
  kind: 'partner-confirmation' | 'partner-reschedule' | 'partner-cancellation' | 'partner-reminder';
  bookedBy: { firstName: string };
  /** The partner's own link (their check-up page with the pair's booking), on the reminder. */
  links?: { partner: string };
}

/**
 * A bank debit that failed after the provider had been processing it for days: nothing was
 * charged, the time was released (docs/decisions/0069-payments-that-settle-late.md).
 */
export interface DebitFailedData extends AppointmentFacts {
  kind: 'debit-failed';
  amounts: MessageAmounts;
  /** The time slot step with the same selection, to choose another time. */
  links: { rebook: string };
}

/**
 * A move's difference paid by bank debit that failed after days of processing: the new time was let
 * go and the booking stays at its time (the facts), nothing more charged. `attempted` is the time
 * and clinic the move was for.
 */
export interface MoveDebitFailedData extends AppointmentFacts {
  kind: 'move-debit-failed';
  attempted: { start: string; locationTitle: string };
  links: ManageLinks;
}

/**
 * One message's input. Deliberately without birth date, phone, postal address, sex or last name:
 * a message says only what its reader needs, and this object is stored in the outbox until sent.
 */
export type BookingMessageData =
  | ConfirmationData
  | PartnerInvitationData
  | PayLaterData
  | ReminderData
  | RefundData
  | CancellationData
  | RescheduleData
  | InstalmentRefundData
  | PartnerNoticeData
  | DebitFailedData
  | MoveDebitFailedData;

/**
 * Site settings as messages use them (the shape of SITE_SETTINGS_QUERY's result). The support
 * contact a message names is its market's (supportContacts), else the general one.
 */
export interface MessageSiteSettings extends SupportContactSettings {
  brandName: string;
  legalLinks: Array<{ label: LocalizedText; url: string }> | null;
  /** The company per market (footer of every message); absent in settings read before it existed. */
  legalEntities?: Partial<Record<Market, StoredLegalEntity>> | null;
  /** The cancellation policy as stored (read through cancellationPolicyOf); the default's when absent. */
  cancellationPolicy?: unknown;
}

/**
 * What to bring and how to prepare (the preparation document), read when a message is sent so an
 * editor's change reaches reminders already planned. A text missing here is the dictionary's.
 */
export interface MessagePreparation {
  whatToBring: LocalizedRichText | null;
  howToPrepare: LocalizedRichText | null;
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
