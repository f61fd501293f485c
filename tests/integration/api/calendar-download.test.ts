// The success page's calendar download: the confirmation email's own .ics file, only for a paid reservation and its customer's email.
import { and, eq } from 'drizzle-orm';
import { outbox, reservations } from '@/server/db/schema';
import { calendarFile } from '@/server/notifications/calendar';
import { emailOverrides, siteSettingsForMessages } from '@/server/notifications/content';
import type { ConfirmationData } from '@/server/notifications/types';
import { POST as calendar } from '../../../apps/web/app/api/reservation/calendar/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { partnerInvitationLink, tokenOfPartnerLink } from '../../support/partner';
import { book, pay, startPaying, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);

async function download(body: unknown) {
  const response = await calendar(
    new Request('http://localhost/api/reservation/calendar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { response, text: await response.text() };
}

async function paidReservation() {
  const reservation = await book();
  await pay(await startPaying(reservation), TEST_CARDS.success);
  return reservation;
}

describe('POST /api/reservation/calendar', () => {
  it('answers the confirmation email’s calendar file for a paid reservation', async () => {
    const reservation = await paidReservation();
    const { response, text } = await download({
      reservationId: reservation.id,
      email: ` ${reservation.email.toUpperCase()} `,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'text/calendar; charset=utf-8; method=PUBLISH',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${reservation.name}.ics"`,
    );
    expect(text).toContain(`UID:${reservation.name}@nova`);

    // The same file the email attaches: the queued confirmation's facts, copy and settings.
    const { db } = database();
    const [queued] = await db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.key, `email:confirmation:${reservation.id}`)));
    const [row] = await db.select().from(reservations).where(eq(reservations.id, reservation.id));
    const settings = await siteSettingsForMessages();
    if (!queued || !row?.confirmedAt || settings === null) throw new Error('not confirmed');
    const payload = queued.payload as ConfirmationData;
    expect(text).toBe(
      calendarFile(payload, settings, {
        overrides: await emailOverrides(payload.locale),
        issuedAt: row.confirmedAt,
      }),
    );
    // Nobody is named in it.
    expect(text).not.toContain('Anna');
    expect(text).not.toContain('Muster');
    expect(text.toLowerCase()).not.toContain(reservation.email.toLowerCase());
  });

  it('is the same file on every download', async () => {
    const reservation = await paidReservation();
    const body = { reservationId: reservation.id, email: reservation.email };
    expect((await download(body)).text).toBe((await download(body)).text);
  });

  it('refuses another email, an unpaid reservation and an unknown id alike, and a missing field', async () => {
    const reservation = await paidReservation();
    const wrong = await download({ reservationId: reservation.id, email: 'someone@example.ch' });
    expect(wrong.response.status).toBe(404);
    expect(JSON.parse(wrong.text)).toEqual({ error: 'not-found' });

    const unpaid = await book();
    const pending = await download({ reservationId: unpaid.id, email: unpaid.email });
    expect(pending.response.status).toBe(404);
    expect(JSON.parse(pending.text)).toEqual({ error: 'not-found' });

    const unknown = await download({
      reservationId: '00000000-0000-4000-8000-000000000000',
      email: reservation.email,
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.text).toBe(wrong.text);

    const missing = await download({ reservationId: reservation.id });
    expect(missing.response.status).toBe(400);
    expect(JSON.parse(missing.text)).toEqual({ error: 'unpaid-missing-reservation-id-or-email' });
  });

  it('answers the partner of a pair booking once their own details are on file', async () => {
    const pair = await book({ partner: PARTNER });
    await pay(await startPaying(pair), TEST_CARDS.success);
    const partnerEmail = PARTNER.email;
    const partnerToken = tokenOfPartnerLink(await partnerInvitationLink(database().db, pair.id));
    const before = await download({ reservationId: pair.id, email: partnerEmail });
    expect(before.response.status).toBe(404);

    const completed = await post(
      create,
      '/api/reservation/create',
      bookingPayload({ partnerToken, email: partnerEmail }),
    );
    expect(completed.status).toBe(200);
    // The partner's success page proves it with their link's token; only their own email counts.
    const byToken = await download({ partnerToken, email: partnerEmail });
    expect(byToken.response.status).toBe(200);
    expect(byToken.text).toContain(`UID:${pair.name}@nova`);
    const payerEmail = await download({ partnerToken, email: pair.email });
    expect(payerEmail.response.status).toBe(404);
    expect(JSON.parse(payerEmail.text)).toEqual({ error: 'not-found' });
    const { response, text } = await download({ reservationId: pair.id, email: partnerEmail });
    expect(response.status).toBe(200);
    expect(text).toContain(`UID:${pair.name}@nova`);
    expect(text).toBe((await download({ reservationId: pair.id, email: pair.email })).text);
  });
});
