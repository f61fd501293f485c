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
import { type PaidPayment, totalPaid } from '../../booking/refund-split';
import { PAID, type ReservationStatus } from '../../booking/reservation-status';
import { formatZurichInstant } from '../../booking/time';
import type { Catalogue, Currency, Locale } from '../../booking/types';
import { validatePayload } from '../../booking/validation';
import type { Reservation } from '../db/schema';

/** The body of every /api/booking route: the link's token and the page's locale (for titles). */
const manageRequestSchema = object({
  token: string().trim().required().max(100),
  locale: string().trim().max(10),
  timeSlotStart: string().trim().max(40),
});

export interface ManageRequest {
  token: string;
  locale: Locale | null;
  /** The new start asked for by /api/booking/reschedule; null elsewhere. */
  timeSlotStart: string | null;
}

export function readManageRequest(body: unknown): ManageRequest {
  const parsed = validatePayload(manageRequestSchema, body);
  if (!parsed.ok) throw new BookingError('manage-link-invalid');
  const { token, locale, timeSlotStart } = parsed.value;
  return {
    token,
    locale: isLocale(locale) ? locale : null,
    timeSlotStart: timeSlotStart || null,
  };
}

export interface ManagedBooking {
  name: string;
  status: 'booked' | 'cancelled' | 'closed';
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
  installmentMonths: number;
  reservationType: Reservation['reservationType'];
  /** What cancelling now gives back; null when the booking can no longer be cancelled. */
  cancellation: Extract<CancellationQuote, { kind: 'allowed' }> | null;
  /**
   * The query of /api/timeslots/fetch-time-slots for this booking's selection at its clinic
   * (without startDate), while another time may still be chosen; null after the cut-off.
   */
  reschedule: { slotsQuery: string } | null;
}

function slotsQueryOf(row: Reservation): string {
  const query = new URLSearchParams({ location: row.locationSlug, checkup: row.checkupSlug });
  for (const service of row.services) query.append('services', service);
  if (row.isPartnerBooking) {
    query.set('partner', 'true');
    for (const service of row.servicesPartner) query.append('servicesPartner', service);
  }
  return query.toString();
}

function shownStatus(status: ReservationStatus): ManagedBooking['status'] {
  if (PAID.includes(status)) return 'booked';
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
}: {
  row: Reservation;
  payments: readonly PaidPayment[];
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
    installmentMonths: row.installmentMonths,
    reservationType: row.reservationType,
    cancellation: quote?.kind === 'allowed' ? quote : null,
    reschedule:
      status === 'booked' && canReschedule({ policy, startsAt: row.startsAt, now })
        ? { slotsQuery: slotsQueryOf(row) }
        : null,
  };
}
