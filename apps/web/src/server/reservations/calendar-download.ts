// The success page's calendar file: the very file the confirmation email attaches, for the customer who proves the booking with its email.
import 'server-only';
import { object, string } from 'yup';
import { BookingError } from '../../booking/errors';
import { PAID } from '../../booking/reservation-status';
import { MESSAGES, sameEmail, validatePayload } from '../../booking/validation';
import { getCatalogue } from '../../content/catalogue';
import { getDatabase } from '../db/client';
import { calendarFile } from '../notifications/calendar';
import { emailOverrides, siteSettingsForMessages } from '../notifications/content';
import { appointmentFacts } from '../notifications/message-data';
import { messageContext } from '../payments/messages';
import { findReservation } from './lookup';

/** POST /api/reservation/calendar: which reservation, and the email that proves it is the caller's. */
const calendarRequestSchema = object({
  reservationId: string().trim().required(MESSAGES.required).max(100, MESSAGES.tooLong),
  email: string().trim().required(MESSAGES.required).max(254, MESSAGES.tooLong),
});

export interface CalendarDownload {
  filename: string;
  content: string;
}

/**
 * Only a paid reservation has an appointment to put in a calendar. The file names the check-up, the
 * clinic and the time, so the email is asked for as on the pay-later lookup: an id seen in a link
 * or a log is not enough. Language, copy overrides and facts are the confirmation email's, and the
 * stamp is the confirmation's time, so the file is the same on every download.
 */
export async function calendarDownload({
  body,
  now,
}: {
  body: unknown;
  now: Date;
}): Promise<CalendarDownload> {
  const parsed = validatePayload(calendarRequestSchema, body);
  if (!parsed.ok) throw new BookingError('unpaid-missing-reservation-id-or-email');
  const { reservationId, email } = parsed.value;
  const row = await findReservation({ db: await getDatabase(), id: reservationId });
  if (row === null) throw new BookingError('not-found');
  // The partner of a pair booking, once their own details are on file, attends the same appointment.
  const isPartner =
    row.partnerCompletedAt !== null && sameEmail(row.personalDataPartner?.email, email);
  if (!sameEmail(row.personalData.email, email) && !isPartner) {
    throw new BookingError('unpaid-email-does-not-match');
  }
  if (!PAID.includes(row.status)) throw new BookingError('not-found');
  const context = messageContext(await getCatalogue(), row);
  const settings = await siteSettingsForMessages();
  if (context === null || settings === null) throw new BookingError('not-found');
  const content = calendarFile(appointmentFacts(row, context), settings, {
    overrides: await emailOverrides(row.language),
    issuedAt: row.confirmedAt ?? now,
  });
  return { filename: `${row.name}.ics`, content };
}
