// The success page's calendar file: the very file the confirmation email attaches, for the customer who proves the booking with its email.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { getCatalogue } from '../../content/catalogue';
import type { Reservation } from '../db/schema';
import { clientOf, limitLookup } from '../limits/requests';
import { calendarFile } from '../notifications/calendar';
import { emailOverrides, siteSettingsForMessages } from '../notifications/content';
import { appointmentFacts } from '../notifications/message-data';
import { messageContext } from '../payments/messages';
import {
  findPaidBooking,
  isPartnerProof,
  readBookingProof,
  withPaidBookingOfPartner,
} from './proof';

export interface CalendarDownload {
  filename: string;
  content: string;
}

/**
 * Only a paid reservation has an appointment to put in a calendar. The file names the check-up, the
 * clinic and the time, so the email is asked for as on the pay-later lookup: an id seen in a link
 * or a log is not enough, and a wrong email is answered as an unknown id is. Language, copy overrides and facts are the confirmation email's, and the
 * stamp is the confirmation's time, so the file is the same on every download.
 */
export async function calendarDownload({
  body,
  now,
  headers,
}: {
  body: unknown;
  now: Date;
  headers: Headers;
}): Promise<CalendarDownload> {
  const fileOf = async (row: Reservation): Promise<CalendarDownload> => {
    const context = messageContext(await getCatalogue(), row);
    const settings = await siteSettingsForMessages();
    if (context === null || settings === null) throw new BookingError('not-found');
    const content = calendarFile(appointmentFacts(row, context), settings, {
      overrides: await emailOverrides(row.locale),
      issuedAt: row.confirmedAt ?? now,
    });
    return { filename: `${row.name}.ics`, content };
  };
  // The partner on the success page proves the booking with their own link's token.
  if (isPartnerProof(body)) return withPaidBookingOfPartner({ body, headers }, fileOf);
  const proof = readBookingProof(body);
  return limitLookup(
    { client: clientOf(headers), reservationId: proof.reservationId, email: proof.email },
    // The partner of a pair booking, once their own details are on file, attends the same appointment.
    async () => fileOf(await findPaidBooking(proof, { partnerToo: true })),
  );
}
