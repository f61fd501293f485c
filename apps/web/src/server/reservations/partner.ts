// A partner completing their own details for a pair booking: no room is taken and nothing is priced again.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ConsentRecord } from '../../booking/consent';
import { BookingError } from '../../booking/errors';
import type { StoredPersonalData } from '../../booking/person';
import { canonicalJson } from '../../booking/reservation-request';
import type { ScreeningAnswers } from '../../booking/screening';
import { getCatalogue, getReminderHoursBefore } from '../../content/catalogue';
import { getScreeningQuestions } from '../../content/screening';
import type { Database } from '../db/client';
import { reservations } from '../db/schema';
import { completePartner } from '../lifecycle/complete-partner';
import { lockReservation } from '../lifecycle/lock';
import { messageToPartner, partnerLocaleOf, partnerReminder } from '../notifications/message-data';
import { messageContext, queueMessages } from '../payments/messages';
import { keepScreeningAnswers } from '../screening/answers';
import { partnerReservationOf } from './lookup';
import { issuePartnerToken, partnerUrl } from './partner-token';
import { checkScreening } from './screening';

/** What the partner is told of the booking they completed: its code, never its id. */
export interface CompletedPartner {
  reservation: { name: string };
  created: false;
}

/**
 * The create payload sent from the partner's link (`partnerToken` set): the partner's own
 * details are stored on the pair booking and their confirmation email queued. Only the token and
 * the details are read from the request: the appointment (check-up, clinic, time, services) stays the pair's stored one, whatever else
 * the request names. Once stored, the link cannot change them (whoever holds it): the same details
 * again answer as the first time did (a retry), anything else is `partner-already-completed`.
 * The partner answers the safety questions of the pair's check-up for themselves (decision 0072):
 * incomplete or unbookable answers are refused with nothing stored (the booking stays as it is,
 * the partner is told to call the clinic); else they are kept beside the partner's consent.
 */
export async function completePartnerDetails({
  db,
  token,
  personalData,
  consent,
  screening,
  now,
}: {
  db: Database;
  /** The partner's own link token (partner-token.ts). */
  token: string;
  personalData: StoredPersonalData;
  /** The partner's own consent, stamped with their details (a retry keeps the first stamp). */
  consent: ConsentRecord;
  /** The partner's own safety answers, question key → answer key. */
  screening: ScreeningAnswers;
  now: Date;
}): Promise<CompletedPartner> {
  const [catalogue, reminderHoursBefore, questions] = await Promise.all([
    getCatalogue(),
    getReminderHoursBefore(),
    getScreeningQuestions(),
  ]);
  return db.transaction(async (tx) => {
    const email = personalData.email;
    const pair = await partnerReservationOf({ db: tx, token, email, now, lock: true });
    const answer: CompletedPartner = { reservation: { name: pair.name }, created: false };
    if (pair.partnerCompletedAt !== null) {
      if (canonicalJson(pair.personalDataPartner) === canonicalJson(personalData)) return answer;
      throw new BookingError('partner-already-completed');
    }
    // The pair's check-up, as stored, decides the questions: never the request's.
    const answers = checkScreening(questions, {
      checkupSlug: pair.checkupSlug,
      answers: screening,
    });
    // Locked already by the lookup: this read gives the lifecycle its locked row.
    const locked = await lockReservation(tx, eq(reservations.id, pair.id));
    if (locked === undefined) throw new BookingError('partner-reservation-not-found');
    const completed = await completePartner(tx, locked, { personalData, consent }, now);
    await keepScreeningAnswers(tx, pair.id, 'partner', answers, now);
    // The confirmation the partner's screen promises, in the language they completed it in, and
    // their own reminder before the appointment, with a link of their own in that language.
    const context = messageContext(catalogue, completed);
    if (context !== null) {
      const token = await issuePartnerToken({ db: tx, reservation: completed, now });
      const link = partnerUrl(context.origin, partnerLocaleOf(completed), token);
      await queueMessages(
        tx,
        pair,
        [
          ...messageToPartner(completed, context, 'partner-confirmation', now),
          ...partnerReminder(completed, { ...context, reminderHoursBefore, partnerUrl: link }, now),
        ],
        now,
      );
    }
    return answer;
  });
}
