// POST /api/reservation/create: validates the payload, prices it from content, takes the room(s) and stores the reservation as pending.
import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { acceptConsent, type ConsentRecord } from '../../booking/consent';
import { timeSlotEnd } from '../../booking/duration';
import { BookingError } from '../../booking/errors';
import { refuseBeyondHorizon } from '../../booking/horizon';
import { bookingLocale, currencyOf, languageOf } from '../../booking/locale';
import { reservationName } from '../../booking/reservation-name';
import {
  type ReservationCreatePayload,
  reservationCreateSchema,
} from '../../booking/reservation-payload';
import { holdExpiresAt, initialStatus } from '../../booking/reservation-status';
import { parseInstant, todayInZurich } from '../../booking/time';
import { sameEmail, validatePayload } from '../../booking/validation';
import {
  getBookingHorizonDays,
  getCatalogue,
  getConsent,
  getUnpaidHoldShare,
} from '../../content/catalogue';
import { type Database, getDatabase } from '../db/client';
import { isDatabaseError, isRetryableConflict, SQLSTATE } from '../db/errors';
import { type NewReservation, reservations } from '../db/schema';
import { checkPendingHolds } from '../limits/pending';
import { clientOf, limitClient, limitLookup } from '../limits/requests';
import { pseudonymOf } from '../limits/store';
import { sendPaymentCommands } from '../payments/commands';
import { pageOnSite } from '../site-links';
import { checkUnpaidDayShare } from './day-share';
import { checkOwnOverlap } from './own-overlap';
import { completePartnerDetails } from './partner';
import { partnerLimitKey } from './partner-token';
import { priceBooking } from './price';
import { requestHash } from './request-hash';
import { insertWithRooms, type RoomPlan } from './rooms';
import { refuseUnsafeScreening } from './screening';
import { bookingAtLocation } from './selection';

export interface CreatedReservation {
  /** A partner completing a pair booking is told its code only (partner.ts). */
  reservation: { id: string; name: string } | { name: string };
  /** False when an earlier request with the same paymentId made it. */
  created: boolean;
}

type Payload = ReservationCreatePayload;

const MAX_TRANSACTION_ATTEMPTS = 3;

/**
 * The same paymentId answers the reservation it made, but only to the same request: a key sent
 * with another body (another person, slot or selection) is refused as Stripe refuses it, so a key
 * found or guessed hands out nothing. Rows from before the hash was stored compare the email.
 */
async function replayed(db: Database, payload: Payload): Promise<CreatedReservation | null> {
  const data = payload.reservationData;
  const [row] = await db
    .select({
      id: reservations.id,
      name: reservations.name,
      personalData: reservations.personalData,
      requestHash: reservations.requestHash,
    })
    .from(reservations)
    .where(eq(reservations.paymentId, data.paymentId));
  if (row === undefined) return null;
  const sameRequest =
    row.requestHash === null
      ? sameEmail(row.personalData.email, data.personalData.email)
      : row.requestHash === requestHash(payload);
  if (!sameRequest) throw new BookingError('idempotency-key-reused');
  return { reservation: { id: row.id, name: row.name }, created: false };
}

/** The page the booking was made on, without its query; null when it is not on this site. */
function pageWithoutQuery(url: string): string | null {
  const page = pageOnSite(url);
  return page === null ? null : `${page.origin}${page.pathname}`;
}

/** The row to store and the rooms to take, decided by the booking domain from content. */
async function plan(
  payload: Payload,
  start: Date,
  consent: ConsentRecord,
  now: Date,
): Promise<{ row: NewReservation & { id: string }; rooms: RoomPlan }> {
  const data = payload.reservationData;
  const catalogue = await getCatalogue();
  const market = data.country;
  const isPartnerBooking = data.personalDataPartner !== null;
  const booking = bookingAtLocation(catalogue, { ...data, isPartnerBooking, market });
  const locale = bookingLocale({
    pagePath: pageOnSite(payload.url)?.pathname ?? null,
    language: data.personalData.language ?? null,
    market,
  });
  const language = data.personalData.language ?? languageOf(locale);
  const answer = await priceBooking(
    {
      market,
      language,
      checkupSlug: data.checkupSlug,
      locationSlug: data.locationSlug,
      services: data.services,
      servicesPartner: data.servicesPartner,
      isPartnerBooking,
      isPartnerCurrentlyBooking: false,
      installmentMonths: data.installmentMonths,
      discountCode: data.discountCode,
    },
    now,
    catalogue,
  );
  const priced = answer.paymentDataDiscounted;
  const { selection, location, durations } = booking;
  const row = {
    id: randomUUID(),
    name: reservationName(randomInt),
    status: initialStatus(selection.checkup.reservationType),
    paymentId: data.paymentId,
    requestHash: requestHash(payload),
    checkupSlug: selection.checkup.slug,
    locationSlug: location.slug,
    services: selection.services.map((service) => service.slug),
    servicesPartner: selection.servicesPartner.map((service) => service.slug),
    isPartnerBooking,
    startsAt: start,
    endsAt: timeSlotEnd(start, durations.totalDuration),
    totalDurationMinutes: durations.totalDuration,
    market,
    locale,
    language,
    currency: currencyOf(market),
    reservationType: priced.reservationType,
    subtotalAmount: priced.subtotal,
    discountAmount: priced.discountTotal,
    totalAmount: priced.total,
    dueNowAmount: priced.dueNow,
    installmentMonths: priced.installmentMonths,
    pricing: answer,
    discountCode: answer.discounts.find((entry) => entry.kind === 'code')?.code ?? null,
    personalData: data.personalData,
    personalDataPartner: data.personalDataPartner,
    consentVersion: consent.version,
    consentAcceptedAt: consent.acceptedAt,
    campaign: payload.utmParameters,
    sourcePage: pageWithoutQuery(payload.url),
    paymentMethodId: data.paymentMethodId,
    holdExpiresAt: holdExpiresAt(now),
    createdAt: now,
    updatedAt: now,
  } satisfies NewReservation;
  const rooms: RoomPlan = {
    location,
    durationMinutes: durations.perPerson,
    persons: durations.persons,
    now,
    start,
    // A start past it is refused with timeslot-beyond-horizon when the rooms are claimed.
    horizonDays: await getBookingHorizonDays(),
  };
  return { row, rooms };
}

/**
 * Creates a pending reservation holding its room(s) for 30 minutes, or refuses with an error id
 * and writes nothing. Consent to the current version is required and stamped on the row. A retried paymentId answers the first reservation and takes no room. Every
 * create counts against the client's limit; a new hold also against the client's and the email's
 * limit of reservations waiting for payment, and against its clinic-day's share of unpaid holds
 * (past which an address may hold one unpaid reservation on the day).
 */
export async function createReservation({
  body,
  now,
  headers,
}: {
  body: unknown;
  now: Date;
  headers: Headers;
}): Promise<CreatedReservation> {
  const client = clientOf(headers);
  await limitClient('reservationCreatesPerClient', client);
  const parsed = validatePayload(reservationCreateSchema({ today: todayInZurich(now) }), body);
  // A body that is not an object at all fails at the root, whose path is empty.
  if (!parsed.ok) {
    throw new BookingError(
      parsed.error,
      parsed.fields.map((field) => field || 'body'),
    );
  }
  const payload = parsed.value;
  const data = payload.reservationData;
  const db = await getDatabase();
  const partnerToken = data.partnerToken;
  // Each person answers for themselves (decision 0072): the customer on the summary, a partner
  // on their own link, judged against the pair's stored check-up there (partner.ts).
  const screening =
    partnerToken === null
      ? await refuseUnsafeScreening({
          checkupSlug: data.checkupSlug,
          answers: data.screening.customer,
        })
      : null;
  // Consent to the wording shown now, stamped with the server's clock; refused before any write.
  const consentNow = async () => acceptConsent(data.consent, (await getConsent()).version, now);
  if (partnerToken !== null) {
    const consent = await consentNow();
    // The partner's token stands for the booking and the email proves it: a lookup like the others.
    return limitLookup(
      { client, reservationId: partnerLimitKey(partnerToken), email: data.personalData.email },
      () =>
        completePartnerDetails({
          db,
          token: partnerToken,
          personalData: data.personalData,
          consent,
          screening: data.screening.customer,
          now,
        }),
    );
  }
  // Past the horizon (year 9999, say) is refused before any query: such an instant's end need not
  // be one PostgreSQL can read.
  const start = parseInstant(data.timeSlotStart);
  if (start === null)
    throw new BookingError('validation-failed', ['reservationData.timeSlotStart']);
  refuseBeyondHorizon(start, now, await getBookingHorizonDays());
  // A replay answers what the first request made, with the consent that request recorded.
  const earlier = await replayed(db, payload);
  if (earlier !== null) return earlier;
  const consent = await consentNow();
  const owner = {
    clientKey: client.key === null ? null : pseudonymOf(client.key),
    email: data.personalData.email,
    exempt: client.exempt,
  };
  const share = await getUnpaidHoldShare();
  for (let attempt = 1; ; attempt += 1) {
    const { row, rooms } = await plan(payload, start, consent, now);
    try {
      const { releasedOthers } = await insertWithRooms({
        db,
        row: { ...row, clientKey: owner.clientKey },
        plan: rooms,
        replaces: data.replacesReservation,
        screening: screening ?? [],
        guard: async (tx) => {
          await checkPendingHolds({ db: tx, owner, now });
          await checkOwnOverlap({
            db: tx,
            email: owner.email,
            paymentId: row.paymentId,
            from: row.startsAt,
            to: row.endsAt,
            now,
          });
          if (!owner.exempt) {
            await checkUnpaidDayShare({
              db: tx,
              location: rooms.location,
              start: rooms.start,
              now,
              share,
              clientKey: owner.clientKey,
            });
          }
        },
      });
      if (releasedOthers) await sendPaymentCommands();
      return { reservation: { id: row.id, name: row.name }, created: true };
    } catch (error) {
      // A concurrent request with the same paymentId won: answer what it made.
      if (isDatabaseError(error, SQLSTATE.uniqueViolation, 'reservations_payment_id_unique')) {
        const winner = await replayed(db, payload);
        if (winner !== null) return winner;
      }
      const nameTaken = isDatabaseError(
        error,
        SQLSTATE.uniqueViolation,
        'reservations_name_unique',
      );
      if (!(nameTaken || isRetryableConflict(error)) || attempt >= MAX_TRANSACTION_ATTEMPTS) {
        throw error;
      }
    }
  }
}
