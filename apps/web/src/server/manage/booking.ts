// What the manage page shows of one booking, opened by its link: the appointment, the clinic, what was paid, and what cancelling would give back now.
import 'server-only';
import { object, string } from 'yup';
import {
  type CancellationPolicy,
  type CancellationQuote,
  canReschedule,
  quoteCancellation,
} from '../../booking/cancellation-policy';
import { BookingError } from '../../booking/errors';
import { isLocale, languageOf } from '../../booking/locale';
import { type MoveClinic, type MovePrice, priceAtClinic } from '../../booking/move-price';
import {
  type PaidPayment,
  type ShownAmounts,
  shownAmounts,
  totalPaid,
} from '../../booking/refund-split';
import { PAID, type ReservationStatus } from '../../booking/reservation-status';
import { formatZurichInstant } from '../../booking/time';
import type { Catalogue, Currency, Language, Locale, Location } from '../../booking/types';
import { validatePayload } from '../../booking/validation';
import type { Reservation } from '../db/schema';
import { bookingAtLocation } from '../reservations/selection';
import { storedPricing } from '../reservations/stored-pricing';

/** The body of every /api/booking route: the link's token and the page's locale (for titles). */
const manageRequestSchema = object({
  token: string().trim().required().max(100),
  locale: string().trim().max(10),
  timeSlotStart: string().trim().max(40),
  locationSlug: string().trim().max(100),
  paymentIntent: string().trim().max(200),
});

export interface ManageRequest {
  token: string;
  locale: Locale | null;
  /** The new start asked for by /api/booking/reschedule; null elsewhere. */
  timeSlotStart: string | null;
  /** The clinic asked for by /api/booking/reschedule; null: the booking's own. */
  locationSlug: string | null;
  /** The payment of a move's difference the page came back with (/api/booking/move-confirm). */
  paymentIntent: string | null;
}

/**
 * The request's fields. A missing or malformed token is `manage-link-invalid` (404), like an
 * unknown one, so a guess learns nothing; a good token with a malformed time or clinic is
 * `validation-failed` (400) on those fields, which the page can name.
 */
export function readManageRequest(body: unknown): ManageRequest {
  const parsed = validatePayload(manageRequestSchema, body);
  if (!parsed.ok) {
    const fields = parsed.fields.filter((field) => field !== '');
    if (fields.length === 0 || fields.includes('token'))
      throw new BookingError('manage-link-invalid');
    throw new BookingError('validation-failed', fields);
  }
  const { token, locale, timeSlotStart, locationSlug, paymentIntent } = parsed.value;
  return {
    token,
    locale: isLocale(locale) ? locale : null,
    timeSlotStart: timeSlotStart || null,
    locationSlug: locationSlug || null,
    paymentIntent: paymentIntent || null,
  };
}

export interface ManagedBooking {
  name: string;
  /**
   * `booked`: still ahead (it may move or be called off until the cut-offs); `arrived` and
   * `no-show`: the clinic marked the day (the customer came, or not), nothing to change any more.
   */
  status: 'booked' | 'cancelled' | 'arrived' | 'no-show' | 'closed';
  start: string;
  end: string;
  durationMinutes: number;
  checkupTitle: string;
  location: { title: string; address: string };
  currency: Currency;
  totalAmount: number;
  /** Minor units paid so far: due now, or every month of the plan the provider confirmed. */
  paidAmount: number;
  /** Minor units given back (a cancellation); null when nothing was. */
  refundedAmount: number | null;
  /** Paid in all, given back and kept, as the customer reads them after a refund. */
  amounts: ShownAmounts;
  installmentMonths: number;
  reservationType: Reservation['reservationType'];
  /** What cancelling now gives back; null when the booking can no longer be cancelled. */
  cancellation: Extract<CancellationQuote, { kind: 'allowed' }> | null;
  /**
   * While another time may still be chosen (null after the cut-off): the query of
   * /api/timeslots/fetch-time-slots for this booking's selection at its clinic (without startDate),
   * and the clinics of its market that deliver the same, its own first.
   */
  reschedule: { slotsQuery: string; clinics: MoveClinic[] } | null;
}

function slotsQueryOf(row: Reservation, locationSlug = row.locationSlug): string {
  const query = new URLSearchParams({ location: locationSlug, checkup: row.checkupSlug });
  for (const service of row.services) query.append('services', service);
  if (row.isPartnerBooking) {
    query.set('partner', 'true');
    for (const service of row.servicesPartner) query.append('servicesPartner', service);
  }
  return query.toString();
}

/**
 * The booking's order at another clinic of its market, or null when that clinic cannot take it
 * (unknown, another market, coming soon, a service it does not deliver: the domain's refusals).
 */
export function moveTo(
  catalogue: Catalogue,
  row: Reservation,
  locationSlug: string,
  /** Months of its instalment plan the provider confirmed as paid. */
  paidMonths = 0,
): (MovePrice & { location: Location }) | null {
  let location: Location;
  try {
    ({ location } = bookingAtLocation(catalogue, {
      checkupSlug: row.checkupSlug,
      services: row.services,
      servicesPartner: row.servicesPartner,
      isPartnerBooking: row.isPartnerBooking,
      locationSlug,
      market: row.market,
    }));
  } catch (error) {
    if (error instanceof BookingError) return null;
    throw error;
  }
  const pricing = storedPricing(row);
  // Another time at its own clinic keeps the price it was booked at, whatever an editor changed since.
  if (locationSlug === row.locationSlug) return { location, pricing, settlement: { kind: 'same' } };
  const persons = row.isPartnerBooking ? 2 : 1;
  return {
    location,
    ...priceAtClinic({ pricing, to: location, persons, language: row.language, paidMonths }),
  };
}

function moveClinics(
  catalogue: Catalogue,
  row: Reservation,
  language: Language,
  paidMonths: number,
): MoveClinic[] {
  const clinics: MoveClinic[] = [];
  for (const candidate of catalogue.locations) {
    if (candidate.country !== row.market) continue;
    const move = moveTo(catalogue, row, candidate.slug, paidMonths);
    if (move === null) continue;
    clinics.push({
      slug: candidate.slug,
      title: candidate.title[language] || candidate.title.en,
      address: candidate.address[language] || candidate.address.en,
      current: candidate.slug === row.locationSlug,
      slotsQuery: slotsQueryOf(row, candidate.slug),
      settlement: move.settlement,
    });
  }
  // The booking's own clinic first: most moves are to another time there.
  return clinics.sort((a, b) => Number(b.current) - Number(a.current));
}

function shownStatus(status: ReservationStatus): ManagedBooking['status'] {
  if (PAID.includes(status)) return 'booked';
  if (status === 'arrived') return 'arrived';
  if (status === 'no_show') return 'no-show';
  return status === 'cancelled' ? 'cancelled' : 'closed';
}

/**
 * The booking as the page shows it, in the page's language (the booking's when none is given);
 * `payments` are what paid for it (`paidPaymentsOf`): their sum is what was paid and what a
 * cancellation refunds its share of.
 */
export function managedBooking({
  row,
  payments,
  catalogue,
  policy,
  locale,
  now,
  movedBack = 0,
}: {
  row: Reservation;
  payments: readonly PaidPayment[];
  /** An instalment plan's: what moves to a cheaper clinic gave back of its months (`movedBackOf`). */
  movedBack?: number;
  catalogue: Catalogue;
  policy: CancellationPolicy;
  locale: Locale | null;
  now: Date;
}): ManagedBooking {
  const language = locale === null ? row.language : languageOf(locale);
  const checkup = catalogue.checkups.find((candidate) => candidate.slug === row.checkupSlug);
  const location = catalogue.locations.find((candidate) => candidate.slug === row.locationSlug);
  const title = row.isPartnerBooking ? checkup?.twoPersonTitle : checkup?.title;
  const paidAmount = totalPaid(payments);
  const status = shownStatus(row.status);
  const quote =
    status === 'booked'
      ? quoteCancellation({
          policy,
          reservationType: row.reservationType,
          paidAmount,
          startsAt: row.startsAt,
          now,
        })
      : null;
  return {
    name: row.name,
    status,
    // With Zurich's offset, as the booking steps write instants: the day reads off the string.
    start: formatZurichInstant(row.startsAt),
    end: formatZurichInstant(row.endsAt),
    durationMinutes: row.totalDurationMinutes,
    checkupTitle: title?.[language] || title?.en || row.checkupSlug,
    location: {
      title: location?.title[language] || location?.title.en || row.locationSlug,
      address: location?.address[language] || location?.address.en || '',
    },
    currency: row.currency,
    totalAmount: row.totalAmount,
    paidAmount,
    refundedAmount: row.refundedAmount,
    amounts: shownAmounts({
      held: paidAmount,
      refunded: row.refundedAmount,
      installmentMonths: row.installmentMonths,
      movedBack,
    }),
    installmentMonths: row.installmentMonths,
    reservationType: row.reservationType,
    cancellation: quote?.kind === 'allowed' ? quote : null,
    reschedule:
      status === 'booked' && canReschedule({ policy, startsAt: row.startsAt, now })
        ? {
            slotsQuery: slotsQueryOf(row),
            // Each recorded payment of a plan is one month of it.
            clinics: moveClinics(
              catalogue,
              row,
              language,
              row.installmentMonths ? payments.length : 0,
            ),
          }
        : null,
  };
}
