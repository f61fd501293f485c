// The manage page's requests, each within the client's lookup limit: open the booking, cancel it, its calendar file, and a fresh link for the success page.
import 'server-only';
import { BookingError } from '../../booking/errors';
import {
  getBookingHorizonDays,
  getCancellationPolicy,
  getCatalogue,
  getReminderHoursBefore,
} from '../../content/catalogue';
import { siteUrl } from '../config';
import { type Database, getDatabase } from '../db/client';
import type { Reservation } from '../db/schema';
import { clientOf, limitClient, limitLookup } from '../limits/requests';
import { calendarFile } from '../notifications/calendar';
import { emailOverrides, siteSettingsForMessages } from '../notifications/content';
import { appointmentFacts } from '../notifications/message-data';
import { movedBackOf, paidPaymentsOf } from '../payments/instalments';
import { messageContext } from '../payments/messages';
import { issuePartnerToken, partnerUrl } from '../reservations/partner-token';
import { findPaidBooking, readBookingProof } from '../reservations/proof';
import { type ManagedBooking, managedBooking, readManageRequest } from './booking';
import { cancelBooking } from './cancel';
import { type RescheduleContext, rescheduleBooking } from './reschedule';
import { issueManageToken, manageUrl, reservationOfToken } from './token';

export interface ManageCall {
  body: unknown;
  now: Date;
  headers: Headers;
}

/** What moving a booking reads of content: the catalogue, the policy, the horizon, the reminder. */
export async function moveContextAt(now: Date): Promise<RescheduleContext> {
  const [catalogue, policy, horizonDays, reminderHoursBefore] = await Promise.all([
    getCatalogue(),
    getCancellationPolicy(),
    getBookingHorizonDays(),
    getReminderHoursBefore(),
  ]);
  return { catalogue, policy, horizonDays, reminderHoursBefore, now };
}

/** The booking as the page shows it, with what paid for it read now. */
export async function shown(
  db: Database,
  row: Reservation,
  context: Omit<Parameters<typeof managedBooking>[0], 'row' | 'payments' | 'movedBack'>,
): Promise<ManagedBooking> {
  const payments = await paidPaymentsOf(db, row);
  const movedBack = await movedBackOf(db, row);
  return managedBooking({ row, payments, movedBack, ...context });
}

/** POST /api/booking/open: the booking a link opens. */
export async function openBooking({ body, now, headers }: ManageCall): Promise<ManagedBooking> {
  const request = readManageRequest(body);
  await limitClient('lookupsPerClient', clientOf(headers));
  const db = await getDatabase();
  const row = await reservationOfToken({ db, token: request.token, now });
  const [catalogue, policy] = await Promise.all([getCatalogue(), getCancellationPolicy()]);
  return shown(db, row, { catalogue, policy, locale: request.locale, now });
}

/** POST /api/booking/cancel: cancels once, and answers the booking as it now is. */
export async function cancelFromLink({ body, now, headers }: ManageCall): Promise<ManagedBooking> {
  const request = readManageRequest(body);
  await limitClient('lookupsPerClient', clientOf(headers));
  const [catalogue, policy] = await Promise.all([getCatalogue(), getCancellationPolicy()]);
  const { row } = await cancelBooking({ token: request.token, now, policy, catalogue });
  return shown(await getDatabase(), row, { catalogue, policy, locale: request.locale, now });
}

/** POST /api/booking/reschedule: moves the booking to another free time at its clinic. */
export async function rescheduleFromLink({
  body,
  now,
  headers,
}: ManageCall): Promise<ManagedBooking> {
  const request = readManageRequest(body);
  if (request.timeSlotStart === null) throw new BookingError('timeslot-invalid', ['timeSlotStart']);
  await limitClient('lookupsPerClient', clientOf(headers));
  const context = await moveContextAt(now);
  const row = await rescheduleBooking({
    token: request.token,
    timeSlotStart: request.timeSlotStart,
    locationSlug: request.locationSlug,
    context,
  });
  const { catalogue, policy } = context;
  return shown(await getDatabase(), row, { catalogue, policy, locale: request.locale, now });
}

/** POST /api/booking/calendar: the appointment's calendar file; a cancelled one's removes it. */
export async function calendarFromLink({
  body,
  now,
  headers,
}: ManageCall): Promise<{ filename: string; content: string; method: 'PUBLISH' | 'CANCEL' }> {
  const request = readManageRequest(body);
  await limitClient('lookupsPerClient', clientOf(headers));
  const row = await reservationOfToken({ db: await getDatabase(), token: request.token, now });
  const context = messageContext(await getCatalogue(), row);
  const settings = await siteSettingsForMessages();
  if (context === null || settings === null) throw new BookingError('not-found');
  const method = row.status === 'cancelled' ? 'CANCEL' : 'PUBLISH';
  const content = calendarFile(appointmentFacts(row, context), settings, {
    overrides: await emailOverrides(row.locale),
    issuedAt: row.cancelledAt ?? row.confirmedAt ?? now,
    method,
  });
  return { filename: `${row.name}.ics`, content, method };
}

/**
 * POST /api/booking/link {reservationId, email}: the success page's manage link, for the customer
 * who proves the booking as for its calendar file, and for a pair booking the partner's link to
 * share. New links each time: the email's stay valid.
 */
export async function manageLinkForSuccessPage({
  body,
  now,
  headers,
}: ManageCall): Promise<{ url: string; partnerUrl?: string }> {
  const proof = readBookingProof(body);
  return limitLookup(
    { client: clientOf(headers), reservationId: proof.reservationId, email: proof.email },
    async () => {
      const row = await findPaidBooking(proof, { partnerToo: false });
      const db = await getDatabase();
      const token = await issueManageToken({ db, reservation: row, now });
      const url = manageUrl(siteUrl(), row.locale, token);
      if (!row.isPartnerBooking) return { url };
      const partnerToken = await issuePartnerToken({ db, reservation: row, now });
      return { url, partnerUrl: partnerUrl(siteUrl(), row.locale, partnerToken) };
    },
  );
}
