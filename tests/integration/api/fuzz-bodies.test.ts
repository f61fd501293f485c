// Every JSON API route, fed mutated valid bodies (wrong types, prototype-named keys, deep nesting, far dates, nulls, unstorable text): never a 5xx, always an error id.

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { outbox } from '@/server/db/schema';
import { POST as bookingCalendar } from '../../../apps/web/app/api/booking/calendar/route';
import { POST as cancelBooking } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as manageLink } from '../../../apps/web/app/api/booking/link/route';
import { POST as moveConfirm } from '../../../apps/web/app/api/booking/move-confirm/route';
import { POST as movePayment } from '../../../apps/web/app/api/booking/move-payment/route';
import { POST as openBooking } from '../../../apps/web/app/api/booking/open/route';
import { POST as reschedule } from '../../../apps/web/app/api/booking/reschedule/route';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { POST as log } from '../../../apps/web/app/api/log/route';
import { POST as confirm } from '../../../apps/web/app/api/payment/confirm/route';
import { POST as createIntent } from '../../../apps/web/app/api/payment/create-intent/route';
import { POST as createSubscription } from '../../../apps/web/app/api/payment/create-subscription/route';
import { POST as emailPayLater } from '../../../apps/web/app/api/payment/email-pay-later/route';
import { POST as fetchData } from '../../../apps/web/app/api/payment/fetch-data/route';
import { POST as chargeInstalment } from '../../../apps/web/app/api/payment/test-gateway/charge-instalment/route';
import { POST as testCardPay } from '../../../apps/web/app/api/payment/test-gateway/pay/route';
import { POST as testRedirect } from '../../../apps/web/app/api/payment/test-gateway/redirect/route';
import { POST as calendar } from '../../../apps/web/app/api/reservation/calendar/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { POST as fetchUnpaid } from '../../../apps/web/app/api/reservation/fetch-unpaid/route';
import { POST as receipt } from '../../../apps/web/app/api/reservation/receipt/route';
import { at, bookingPayload, NOW } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  callRoute,
  everyFieldReplaced,
  expectNoServerError,
  FUZZ_RUNS,
  FUZZ_SEED,
  type Json,
  mutatedBodyText,
  quietServerLog,
} from '../../support/fuzz';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);

type Handler = (request: Request) => Promise<Response>;

interface Valid {
  reservation: { id: string; email: string };
  paid: { id: string; email: string };
  intentId: string;
  clientSecret: string;
  /** The paid booking's manage token, from its confirmation email. */
  token: string;
}

let valid: Valid;

quietServerLog();

beforeEach(async () => {
  const reservation = await book();
  const paid = await book({ locationSlug: 'bern' });
  await pay(await startPaying(paid), TEST_CARDS.success);
  const started = await startPaying(reservation);
  const [confirmation] = await database()
    .db.select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.key, `email:confirmation:${paid.id}`));
  const manage = (confirmation?.payload as { links?: { manage?: string } } | undefined)?.links
    ?.manage;
  valid = {
    reservation,
    paid,
    intentId: String(started.body.intentId),
    clientSecret: String(started.body.clientSecret),
    token: new URL(String(manage)).hash.replace(/^#t=/, ''),
  };
});

const ROUTES: [string, Handler, () => Json][] = [
  ['/api/reservation/create', create, () => bookingPayload({ locationSlug: 'basel_zentral' })],
  [
    '/api/payment/fetch-data',
    fetchData,
    () => ({
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'zurich_bellevue',
      discountCode: null,
      services: ['dxa'],
      servicesPartner: [],
      isPartnerBooking: false,
      isPartnerCurrentlyBooking: false,
      language: 'de',
      installmentMonths: 0,
      country: 'ch',
    }),
  ],
  [
    '/api/payment/create-intent',
    createIntent,
    () => ({
      reservationId: valid.reservation.id,
      email: valid.reservation.email,
      url: 'http://localhost:3000/de-ch/payment',
      installmentMonths: 0,
    }),
  ],
  [
    '/api/payment/create-subscription',
    createSubscription,
    () => ({
      reservationId: valid.reservation.id,
      email: valid.reservation.email,
      url: 'http://localhost:3000/de-ch/payment',
      installmentMonths: 6,
    }),
  ],
  ['/api/payment/confirm', confirm, () => ({ paymentIntent: valid.intentId })],
  [
    '/api/payment/test-gateway/pay',
    testCardPay,
    () => ({
      paymentIntent: valid.intentId,
      clientSecret: valid.clientSecret,
      cardNumber: TEST_CARDS.declined,
      locale: 'de-ch',
    }),
  ],
  [
    '/api/payment/test-gateway/redirect',
    testRedirect,
    () => ({
      paymentIntent: valid.intentId,
      clientSecret: valid.clientSecret,
      decision: 'cancel',
      locale: 'de-ch',
    }),
  ],
  [
    '/api/payment/test-gateway/charge-instalment',
    chargeInstalment,
    () => ({ reservationId: valid.paid.id, token: valid.token }),
  ],
  [
    '/api/payment/email-pay-later',
    emailPayLater,
    () => ({ reservationId: valid.reservation.id, email: valid.reservation.email }),
  ],
  [
    '/api/reservation/calendar',
    calendar,
    () => ({ reservationId: valid.paid.id, email: valid.paid.email }),
  ],
  ['/api/booking/open', openBooking, () => ({ token: valid.token, locale: 'de-ch' })],
  ['/api/booking/calendar', bookingCalendar, () => ({ token: valid.token })],
  [
    '/api/booking/reschedule',
    reschedule,
    () => ({ token: valid.token, locale: 'de-ch', timeSlotStart: at('14:00') }),
  ],
  [
    '/api/booking/move-payment',
    movePayment,
    () => ({
      token: valid.token,
      locale: 'de-ch',
      locationSlug: 'basel_rheinfelden',
      timeSlotStart: at('14:00', '2027-03-08'),
    }),
  ],
  [
    '/api/booking/move-confirm',
    moveConfirm,
    () => ({ token: valid.token, locale: 'de-ch', paymentIntent: valid.intentId }),
  ],
  ['/api/booking/cancel', cancelBooking, () => ({ token: valid.token, locale: 'de-ch' })],
  [
    '/api/booking/link',
    manageLink,
    () => ({ reservationId: valid.paid.id, email: valid.paid.email }),
  ],
  [
    '/api/reservation/receipt',
    receipt,
    () => ({ reservationId: valid.paid.id, email: valid.paid.email }),
  ],
  [
    '/api/reservation/fetch-unpaid',
    fetchUnpaid,
    () => ({ id: valid.reservation.id, email: valid.reservation.email }),
  ],
  [
    '/api/reservation/fetch-partner',
    fetchPartner,
    // A token of the right shape: the lookup answers it as any unknown one.
    () => ({ token: 'x'.repeat(43), email: valid.paid.email }),
  ],
  [
    '/api/lead',
    lead,
    () => ({
      email: 'visitor@example.ch',
      phoneNumber: '+41791234567',
      locale: 'de-ch',
      campaign: { utmSource: 'newsletter' },
      crmTrackingId: 'crm-1',
    }),
  ],
  [
    '/api/log',
    log,
    () => ({ level: 'warn', message: 'timeslot-occupied', context: { step: 'timeslot' } }),
  ],
];

/** Each run its own client address, so the lead and log rate limits do not hide what follows them. */
let client = 0;
function nextClient(): Record<string, string> {
  client += 1;
  return { 'x-forwarded-for': `198.51.100.${client % 250}`, 'x-real-ip': `${client}` };
}

describe.each(ROUTES)('POST %s with a mutated body', (path, handler, validBody) => {
  it('answers a 4xx with an error id of the catalogue, or a success, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBodyText(validBody()), async (text) => {
        const answer = await callRoute(handler, path, {
          method: 'POST',
          body: text,
          headers: nextClient(),
        });
        expectNoServerError(answer);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });

  it('answers every field set to null, a far date or unstorable text without a 5xx', async () => {
    const failures: string[] = [];
    for (const { path: field, value, body } of everyFieldReplaced(validBody())) {
      const answer = await callRoute(handler, path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: nextClient(),
      });
      if (answer.status >= 500) failures.push(`${field} = ${JSON.stringify(value)}`);
      else expectNoServerError(answer);
    }
    expect(failures).toEqual([]);
  });
});
