// Which messages a reservation's state change causes, and their data: the one place that picks personal data for a message.
import 'server-only';
import { reminderDueAt } from '../../booking/calendar';
import { splitInstalments } from '../../booking/money';
import type { Checkup, Currency, Language, Locale, Location } from '../../booking/types';
import type { AppointmentFacts, BookingMessageData, MessageAmounts, MessageKind } from './types';

type PersonalData = Readonly<Record<string, string | undefined>>;

/** The reservation's fields messages read: a subset of the database row, so any row fits. */
export interface ReservationForMessages {
  id: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  totalDurationMinutes: number;
  locale: Locale;
  language: Language;
  currency: Currency;
  isPartnerBooking: boolean;
  totalAmount: number;
  dueNowAmount: number;
  installmentMonths: number;
  personalData: PersonalData;
  personalDataPartner: PersonalData | null;
}

export interface MessageContext {
  checkup: Checkup;
  location: Location;
  /** The storefront's origin, e.g. https://www.novahealth.ch, for the links in messages. */
  origin: string;
}

/** An outbox row to insert: the payload, and when it may go out at the earliest. */
export interface PlannedMessage {
  kind: MessageKind;
  payload: BookingMessageData;
  availableAt: Date;
}

export function partnerCompletionUrl(
  origin: string,
  locale: Locale,
  reservationId: string,
): string {
  const query = new URLSearchParams({ partner: 'true', reservationIdPartner: reservationId });
  return `${origin}/${locale}/check-up?${query}`;
}

/** The id only: the payment page asks for the email, which never goes into a URL we write. */
export function payLaterUrl(origin: string, locale: Locale, reservationId: string): string {
  return `${origin}/${locale}/payment?${new URLSearchParams({ reservationId })}`;
}

function recipientOf(person: PersonalData | null, who: string) {
  const firstName = person?.firstName?.trim();
  const email = person?.email?.trim();
  if (!firstName || !email) throw new Error(`${who} has no first name or email to write to`);
  return { firstName, email };
}

function facts(reservation: ReservationForMessages, context: MessageContext): AppointmentFacts {
  const { language } = reservation;
  const title = reservation.isPartnerBooking
    ? context.checkup.twoPersonTitle
    : context.checkup.title;
  return {
    language,
    locale: reservation.locale,
    reservationName: reservation.name,
    start: reservation.startsAt.toISOString(),
    end: reservation.endsAt.toISOString(),
    durationMinutes: reservation.totalDurationMinutes,
    checkupTitle: title[language] || context.checkup.title[language] || context.checkup.title.en,
    location: {
      title: context.location.title[language] || context.location.title.en,
      address: context.location.address[language] || context.location.address.en,
      center: context.location.center,
    },
    recipient: recipientOf(reservation.personalData, 'the customer'),
  };
}

/** The appointment as every message and its calendar file tell it (the success page's download too). */
export { facts as appointmentFacts };

/**
 * Paid now and still due. With instalments the first month is paid now and the rest monthly;
 * a downpayment leaves the rest for the clinic; a full payment leaves nothing.
 */
export function messageAmounts(reservation: ReservationForMessages): MessageAmounts {
  return {
    currency: reservation.currency,
    total: reservation.totalAmount,
    paidNow: reservation.dueNowAmount,
    dueLater: Math.max(0, reservation.totalAmount - reservation.dueNowAmount),
    installments: splitInstalments(reservation.totalAmount, reservation.installmentMonths),
  };
}

/**
 * The messages a confirmation causes, for the confirming transaction to insert: the
 * confirmation now, the partner's invitation now for a pair, and the reminder two days ahead
 * (none when the appointment is too close for one).
 */
export function messagesOnConfirmation(
  reservation: ReservationForMessages,
  context: MessageContext,
  confirmedAt: Date,
): PlannedMessage[] {
  const common = facts(reservation, context);
  const amounts = messageAmounts(reservation);
  const planned: PlannedMessage[] = [
    {
      kind: 'confirmation',
      payload: { ...common, kind: 'confirmation', amounts, whatToBring: null },
      availableAt: confirmedAt,
    },
  ];
  if (reservation.isPartnerBooking) {
    planned.push({
      kind: 'partner-invitation',
      payload: {
        ...common,
        kind: 'partner-invitation',
        recipient: recipientOf(reservation.personalDataPartner, 'the partner'),
        bookedBy: { firstName: common.recipient.firstName },
        links: {
          partnerCompletion: partnerCompletionUrl(
            context.origin,
            reservation.locale,
            reservation.id,
          ),
        },
      },
      availableAt: confirmedAt,
    });
  }
  const reminderAt = reminderDueAt(reservation.startsAt, confirmedAt);
  if (reminderAt !== null) {
    planned.push({
      kind: 'reminder',
      payload: { ...common, kind: 'reminder', amounts, whatToBring: null },
      availableAt: reminderAt,
    });
  }
  return planned;
}

/** The pay-later message a failed or abandoned payment causes, for that transaction to insert. */
export function messageOnPaymentFailure(
  reservation: ReservationForMessages,
  context: MessageContext,
  failedAt: Date,
): PlannedMessage {
  return {
    kind: 'pay-later',
    payload: {
      ...facts(reservation, context),
      kind: 'pay-later',
      amounts: messageAmounts(reservation),
      links: { payLater: payLaterUrl(context.origin, reservation.locale, reservation.id) },
    },
    availableAt: failedAt,
  };
}
