// Which messages a reservation's state change causes, and their data: the one place that picks personal data for a message.
import 'server-only';
import { reminderDueAt } from '../../booking/calendar';
import { planOf } from '../../booking/instalment-schedule';
import { isLocale, languageOf } from '../../booking/locale';
import type { MoveSettlement } from '../../booking/move-price';
import { isPaymentAnswer } from '../../booking/payment-answer';
import type { StoredPersonalData } from '../../booking/person';
import { emptyBookingQuery, serialiseQueryState } from '../../booking/query-state';
import { todayInZurich } from '../../booking/time';
import type { Checkup, Currency, Language, Locale, Location, Service } from '../../booking/types';
import type {
  AddOnsPerPerson,
  AppointmentFacts,
  BookingMessageData,
  MessageAmounts,
  MessageKind,
  MessagePriceChange,
} from './types';

/** The details a message may read (it writes to the first name and the email). */
type PersonalData = Readonly<Partial<StoredPersonalData>>;

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
  /** Slugs of the add-ons each person chose. */
  services: string[];
  servicesPartner: string[];
  totalAmount: number;
  dueNowAmount: number;
  installmentMonths: number;
  personalData: PersonalData;
  personalDataPartner: PersonalData | null;
  /** The calendar file's SEQUENCE; absent or 0 until the time is first changed. */
  calendarSequence?: number;
  /** The order as stored (`PaymentAnswer`): its instalment plan, which a move may have changed. */
  pricing?: unknown;
  /** When a pair's partner completed their own details through their link; null until then. */
  partnerCompletedAt?: Date | null;
}

export interface MessageContext {
  checkup: Checkup;
  location: Location;
  /** The catalogue's services, to name the add-ons in the message's language. */
  services: readonly Service[];
  /** The storefront's origin, e.g. https://www.novahealth.ch, for the links in messages. */
  origin: string;
}

/** What a confirmation needs besides: site settings' hours before the start for the reminder. */
export interface ConfirmationContext extends MessageContext {
  reminderHoursBefore: number;
  /** The booking's manage link (server/manage), for the confirmation and the reminder. */
  manageUrl?: string;
  /** A pair booking's partner link (reservations/partner-token.ts), for the partner's invitation. */
  partnerUrl?: string;
}

/** An outbox row to insert: the payload, and when it may go out at the earliest. */
export interface PlannedMessage {
  kind: MessageKind;
  payload: BookingMessageData;
  availableAt: Date;
  /** Added to the outbox key where a reservation may have more than one message of the kind. */
  keySuffix?: string;
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
    ...(reservation.calendarSequence ? { sequence: reservation.calendarSequence } : {}),
  };
}

/** The appointment as every message and its calendar file tell it (the success page's download too). */
export { facts as appointmentFacts };

/** The locale a pair's partner reads in: the one they completed their details in, else the booking's. */
export function partnerLocaleOf(
  reservation: Pick<ReservationForMessages, 'locale' | 'personalDataPartner'>,
): Locale {
  const localization = reservation.personalDataPartner?.localization;
  return isLocale(localization) ? localization : reservation.locale;
}

/**
 * The appointment as the partner of a pair is told it: to the partner, in the partner's own
 * language once they have completed their details on a page of it, else the booking's.
 */
function partnerFacts(reservation: ReservationForMessages, context: MessageContext) {
  const partner = reservation.personalDataPartner;
  const locale = partnerLocaleOf(reservation);
  const language = isLocale(partner?.localization) ? languageOf(locale) : reservation.language;
  return {
    ...facts({ ...reservation, locale, language, personalData: partner ?? {} }, context),
    bookedBy: { firstName: recipientOf(reservation.personalData, 'the customer').firstName },
  };
}

/**
 * What a pair's partner is told of a change that concerns them (none for a booking of one): their
 * details on file, a move (with `keySuffix`, the move's calendar sequence, one per move), or the
 * cancellation. At `at`, with the calendar file that keeps their entry true.
 */
export function messageToPartner(
  reservation: ReservationForMessages,
  context: MessageContext,
  kind: 'partner-confirmation' | 'partner-reschedule' | 'partner-cancellation',
  at: Date,
): PlannedMessage[] {
  if (!reservation.isPartnerBooking || !reservation.personalDataPartner?.email) return [];
  return [
    {
      kind,
      payload: { ...partnerFacts(reservation, context), kind },
      availableAt: at,
      ...(kind === 'partner-reschedule'
        ? { keySuffix: String(reservation.calendarSequence ?? 0) }
        : {}),
    },
  ];
}

/**
 * The partner's own reminder, the configured hours before the start, once a pair's partner has
 * completed their details (their own address, their language): with `partnerUrl`, their own link,
 * never the booker's manage link. None for a booking of one, a partner not yet completed, or an
 * appointment too close for one (as the customer's).
 */
export function partnerReminder(
  reservation: ReservationForMessages,
  context: MessageContext & { reminderHoursBefore: number; partnerUrl: string },
  at: Date,
): PlannedMessage[] {
  if (!reservation.isPartnerBooking || !reservation.partnerCompletedAt) return [];
  if (!reservation.personalDataPartner?.email) return [];
  const availableAt = reminderDueAt(reservation.startsAt, at, context.reminderHoursBefore);
  if (availableAt === null) return [];
  return [
    {
      kind: 'partner-reminder',
      payload: {
        ...partnerFacts(reservation, context),
        kind: 'partner-reminder',
        links: { partner: context.partnerUrl },
      },
      availableAt,
    },
  ];
}

/**
 * Each person's add-ons by title in the message's language, in the order they were chosen. A slug
 * content no longer has keeps its slug: the customer paid for it and should see it listed.
 */
export function addOnsOf(
  reservation: Pick<
    ReservationForMessages,
    'language' | 'isPartnerBooking' | 'services' | 'servicesPartner'
  >,
  services: readonly Service[],
): AddOnsPerPerson {
  const titles = (slugs: readonly string[]) =>
    slugs.map((slug) => {
      const service = services.find((candidate) => candidate.slug === slug);
      return service ? service.title[reservation.language] || service.title.en : slug;
    });
  return {
    customer: titles(reservation.services),
    partner: reservation.isPartnerBooking ? titles(reservation.servicesPartner) : null,
  };
}

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
    installments: planOf({
      plan: isPaymentAnswer(reservation.pricing)
        ? reservation.pricing.paymentDataDiscounted.installments
        : null,
      total: reservation.totalAmount,
      months: reservation.installmentMonths,
    }),
  };
}

/**
 * The messages a confirmation causes, for the confirming transaction to insert: the
 * confirmation now, the partner's invitation now for a pair, and the reminder the configured
 * hours before the start (none when the appointment is too close for one).
 */
export function messagesOnConfirmation(
  reservation: ReservationForMessages,
  context: ConfirmationContext,
  confirmedAt: Date,
  /** `reschedule`: the confirmation of a changed time, without the partner's invitation again. */
  kind: 'confirmation' | 'reschedule' = 'confirmation',
): PlannedMessage[] {
  const common = facts(reservation, context);
  const amounts = messageAmounts(reservation);
  const addOns = addOnsOf(reservation, context.services);
  const links = context.manageUrl === undefined ? {} : { manage: context.manageUrl };
  const planned: PlannedMessage[] = [
    { kind, payload: { ...common, kind, amounts, addOns, links }, availableAt: confirmedAt },
  ];
  if (reservation.isPartnerBooking && kind === 'confirmation') {
    if (context.partnerUrl === undefined) throw new Error('a pair booking needs its partner link');
    planned.push({
      kind: 'partner-invitation',
      payload: {
        ...common,
        kind: 'partner-invitation',
        recipient: recipientOf(reservation.personalDataPartner, 'the partner'),
        bookedBy: { firstName: common.recipient.firstName },
        links: { partnerCompletion: context.partnerUrl },
      },
      availableAt: confirmedAt,
    });
  }
  const reminderAt = reminderDueAt(reservation.startsAt, confirmedAt, context.reminderHoursBefore);
  if (reminderAt !== null) {
    planned.push({
      kind: 'reminder',
      payload: { ...common, kind: 'reminder', amounts, addOns, links },
      availableAt: reminderAt,
    });
  }
  return planned;
}

/** What a reservation chose, for the way back to the time slot step with the same selection. */
export interface ReservationSelection {
  checkupSlug: string;
  locationSlug: string;
  services: string[];
  servicesPartner: string[];
  isPartnerBooking: boolean;
  installmentMonths: number;
}

/**
 * The time slot step with the reservation's selection kept, to choose another time; opened on
 * `selectedDate` when one is given (an address's selected day is one after today's).
 */
export function rebookUrl(
  origin: string,
  locale: Locale,
  selection: ReservationSelection,
  today: string,
  selectedDate: string | null = null,
): string {
  const params = serialiseQueryState(
    {
      ...emptyBookingQuery(today),
      checkupSlug: selection.checkupSlug,
      serviceSlugs: selection.services,
      partnerServiceSlugs: selection.servicesPartner,
      locationSlug: selection.locationSlug,
      isPartnerBooking: selection.isPartnerBooking,
      installmentMonths:
        selection.installmentMonths === 6 || selection.installmentMonths === 12
          ? selection.installmentMonths
          : 0,
      selectedDate: selectedDate !== null && selectedDate > today ? selectedDate : null,
    },
    { today },
  );
  return `${origin}/${locale}/timeslot?${params}`;
}

/** The refund notice a payment that came too late causes, for the refunding transaction to insert. */
export function messageOnRefund(
  reservation: ReservationForMessages & ReservationSelection,
  context: MessageContext,
  refunded: { amount: number; at: Date },
): PlannedMessage {
  return {
    kind: 'refund',
    payload: {
      ...facts(reservation, context),
      kind: 'refund',
      amounts: { ...messageAmounts(reservation), paidNow: refunded.amount, dueLater: 0 },
      links: {
        rebook: rebookUrl(
          context.origin,
          reservation.locale,
          reservation,
          todayInZurich(refunded.at),
        ),
      },
    },
    availableAt: refunded.at,
  };
}

/**
 * The notice a bank debit that failed after days of processing causes (nothing charged, the time
 * released), for the releasing transaction to insert.
 */
export function messageOnDebitFailed(
  reservation: ReservationForMessages & ReservationSelection,
  context: MessageContext,
  at: Date,
): PlannedMessage {
  return {
    kind: 'debit-failed',
    payload: {
      ...facts(reservation, context),
      kind: 'debit-failed',
      amounts: messageAmounts(reservation),
      links: {
        rebook: rebookUrl(context.origin, reservation.locale, reservation, todayInZurich(at)),
      },
    },
    availableAt: at,
  };
}

/**
 * The notice a move's bank debit that failed after days of processing causes (nothing more charged,
 * the new time let go, the booking where it was), for the releasing transaction to insert; keyed by
 * the move, as a booking may try more than one.
 */
export function messageOnMoveDebitFailed(
  reservation: ReservationForMessages,
  context: MessageContext & { manageUrl: string },
  attempted: { moveId: string; start: Date; location: Location },
  at: Date,
): PlannedMessage {
  const { language } = reservation;
  return {
    kind: 'move-debit-failed',
    payload: {
      ...facts(reservation, context),
      kind: 'move-debit-failed',
      attempted: {
        start: attempted.start.toISOString(),
        locationTitle: attempted.location.title[language] || attempted.location.title.en,
      },
      links: { manage: context.manageUrl },
    },
    availableAt: at,
    keySuffix: attempted.moveId,
  };
}

/** The pay-later message its customer asked for on screen, for the asking request to insert. */
export function messageOnPayLaterRequest(
  reservation: ReservationForMessages,
  context: MessageContext,
  askedAt: Date,
): PlannedMessage {
  return {
    kind: 'pay-later',
    payload: {
      ...facts(reservation, context),
      kind: 'pay-later',
      amounts: messageAmounts(reservation),
      links: { payLater: payLaterUrl(context.origin, reservation.locale, reservation.id) },
    },
    availableAt: askedAt,
  };
}

/** The cancellation a customer's own call-off causes, for the cancelling transaction to insert. */
export function messageOnCancellation(
  reservation: ReservationForMessages,
  context: MessageContext,
  refund: { paid: number; refunded: number; at: Date },
): PlannedMessage {
  return {
    kind: 'cancellation',
    payload: {
      ...facts(reservation, context),
      kind: 'cancellation',
      refund: { currency: reservation.currency, paid: refund.paid, refunded: refund.refunded },
      instalmentPlan: reservation.installmentMonths > 0,
    },
    availableAt: refund.at,
  };
}

/** What a move's settlement did to the price, as the reschedule email states it. */
export function priceChangeOf(settlement: MoveSettlement): MessagePriceChange {
  switch (settlement.kind) {
    case 'same':
      return { kind: 'same', amount: 0 };
    case 'refund':
      return { kind: 'refunded', amount: settlement.amount };
    case 'charge':
      return { kind: 'charged', amount: settlement.amount };
    case 'rest':
      return settlement.difference > 0
        ? { kind: 'rest-more', amount: settlement.difference }
        : { kind: 'rest-less', amount: -settlement.difference };
    case 'instalments':
      // Paid beyond the new price: the excess goes back and no month is left to pay.
      if (settlement.refund > 0) return { kind: 'instalments-refunded', amount: settlement.refund };
      return settlement.difference > 0
        ? { kind: 'instalments-more', amount: settlement.difference }
        : { kind: 'instalments-less', amount: -settlement.difference };
    case 'not-online':
      throw new Error('a move that is not made online sends no reschedule email');
  }
}

/**
 * The notice that a month charged after the booking was cancelled is refunded in full: one per
 * refunded payment (keyed by the provider's payment id), numbered as the plan's month.
 */
export function messageOnInstalmentRefund(
  reservation: ReservationForMessages,
  context: MessageContext,
  refunded: { paymentId: string; amount: number; instalment: number; at: Date },
): PlannedMessage {
  return {
    kind: 'instalment-refund',
    payload: {
      ...facts(reservation, context),
      kind: 'instalment-refund',
      refund: {
        currency: reservation.currency,
        amount: refunded.amount,
        instalment: refunded.instalment,
      },
    },
    availableAt: refunded.at,
    keySuffix: refunded.paymentId,
  };
}

/**
 * The messages a change of time causes: the confirmation again at the new time, saying what the
 * move did to the price, the reminder planned anew and a pair's partner told (the caller stores
 * each under a key of its own per change, so each goes out).
 */
export function messagesOnReschedule(
  reservation: ReservationForMessages & { calendarSequence: number },
  context: ConfirmationContext,
  changedAt: Date,
  settlement: MoveSettlement,
): PlannedMessage[] {
  const priceChange = priceChangeOf(settlement);
  return [
    ...messagesOnConfirmation(reservation, context, changedAt, 'reschedule').map((message) =>
      message.payload.kind === 'reschedule'
        ? { ...message, payload: { ...message.payload, priceChange } }
        : message,
    ),
    // The partner is told the new time and clinic too, with their own calendar file, and is
    // reminded of the new time with their own link.
    ...messageToPartner(reservation, context, 'partner-reschedule', changedAt),
    ...(context.partnerUrl === undefined
      ? []
      : partnerReminder(reservation, { ...context, partnerUrl: context.partnerUrl }, changedAt)),
  ];
}
