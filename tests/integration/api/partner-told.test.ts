// Everyone in a pair booking is told: the partner's confirmation of their own details, the move and the cancellation reach the partner in their language, and their link says what became of the booking.
import { eq, like } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { outbox } from '@/server/db/schema';
import { runOutbox } from '@/server/outbox/run';
import { POST as cancel } from '../../../apps/web/app/api/booking/cancel/route';
import { POST as reschedule } from '../../../apps/web/app/api/booking/reschedule/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { POST as fetchPartner } from '../../../apps/web/app/api/reservation/fetch-partner/route';
import { at, bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { freshMailbox, messagesTo } from '../../support/mailbox';
import { partnerInvitationLink, tokenOfPartnerLink } from '../../support/partner';
import { book, outboxPayload, pay, startPaying, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);
const saved = { ...process.env };
let mailbox: string;

beforeEach(() => {
  process.env = { ...saved };
  delete process.env.SMTP_URL;
  mailbox = freshMailbox();
});
afterAll(() => {
  process.env = saved;
});

/** A paid pair booking at Bern (booked on de-ch), its manage token and its partner's token. */
async function paidPair() {
  const booked = await book({
    partner: PARTNER,
    servicesPartner: ['dxa'],
    locationSlug: 'bern',
    timeSlotStart: at('11:00'),
  });
  await pay(await startPaying(booked), TEST_CARDS.success);
  const confirmation = await outboxPayload(database().db, `email:confirmation:${booked.id}`);
  const manage = String((confirmation as { links?: { manage?: string } }).links?.manage);
  const partnerToken = tokenOfPartnerLink(await partnerInvitationLink(database().db, booked.id));
  return { ...booked, manageToken: new URL(manage).hash.replace(/^#t=/, ''), partnerToken };
}

/** The partner completes their details on a French page. */
async function partnerCompletes(partnerToken: string) {
  const request = bookingPayload({ email: PARTNER.email, partnerToken });
  Object.assign(request.reservationData.personalData, {
    firstName: PARTNER.firstName,
    lastName: PARTNER.lastName,
    language: 'fr',
    localization: 'fr-ch',
  });
  return post(create, '/api/reservation/create', request);
}

const partnerView = async (token: string) =>
  post(fetchPartner, '/api/reservation/fetch-partner', { token, email: PARTNER.email });

async function emailsKeyed(prefix: string) {
  return database()
    .db.select()
    .from(outbox)
    .where(like(outbox.key, `${prefix}%`));
}

describe('the partner of a pair booking', () => {
  it('gets the confirmation the partner screen promises, in the language they completed it in', async () => {
    const pair = await paidPair();
    expect((await partnerCompletes(pair.partnerToken)).status).toBe(200);
    await runOutbox();
    const [confirmed, ...others] = await messagesTo(mailbox, PARTNER.email);
    // The invitation came before; the confirmation of their details is the newest.
    const subjects = [confirmed, ...others].map((message) => message?.subject ?? '');
    expect(subjects).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Vos informations pour votre check-up/)]),
    );
    const sent = [confirmed, ...others].find((message) =>
      message?.subject?.startsWith('Vos informations'),
    );
    expect(sent?.text).toContain('sont enregistrées');
    expect(sent?.attachments.map((file) => file.filename)).toEqual([`${pair.name}.ics`]);
    // A retry of the same details sends nothing more.
    await partnerCompletes(pair.partnerToken);
    expect(await emailsKeyed(`email:partner-confirmation:${pair.id}`)).toHaveLength(1);
  });

  it('gets their own reminder, in their language, with their own link, never the booker’s; a move plans it anew', async () => {
    const pair = await paidPair();
    // Before completing their details the partner is reminded of nothing.
    expect(await emailsKeyed(`email:partner-reminder:${pair.id}`)).toHaveLength(0);
    expect((await partnerCompletes(pair.partnerToken)).status).toBe(200);
    const [planned] = await emailsKeyed(`email:partner-reminder:${pair.id}`);
    expect(planned?.payload).toMatchObject({
      kind: 'partner-reminder',
      recipient: { email: PARTNER.email },
      language: 'fr',
      locale: 'fr-ch',
    });
    expect(planned?.availableAt.getTime()).toBeLessThan(new Date(at('11:00')).getTime());
    expect(planned?.availableAt.getTime()).toBeGreaterThan(NOW.getTime());
    expect(JSON.stringify(planned?.payload)).not.toContain(pair.email);

    const moved = await post(reschedule, '/api/booking/reschedule', {
      token: pair.manageToken,
      timeSlotStart: at('14:00'),
    });
    expect(moved.status).toBe(200);
    // The reminder of the old time is gone; the new one is keyed by the move.
    const reminders = await emailsKeyed(`email:partner-reminder:${pair.id}`);
    expect(reminders.map((row) => row.key)).toEqual([`email:partner-reminder:${pair.id}:1`]);
    const payload = reminders[0]?.payload as { start: string; links: { partner: string } };
    expect(new Date(payload.start)).toEqual(new Date(at('14:00')));
    const link = new URL(payload.links.partner);
    expect(link.pathname).toBe('/fr-ch/check-up');
    // Their own link opens the pair's booking for them; it is no manage link.
    expect(link.hash).toMatch(/^#partner=/);
    const ownToken = tokenOfPartnerLink(payload.links.partner);
    expect(ownToken).not.toBe(pair.manageToken);
    expect((await partnerView(ownToken)).body.reservation).toMatchObject({
      timeSlotStart: at('14:00'),
    });

    // The evening before: the partner's reminder goes out, in French, with their link.
    setClock(new Date(`${at('14:00').slice(0, 10)}T08:00:00+01:00`));
    await runOutbox();
    const toPartner = await messagesTo(mailbox, PARTNER.email);
    const reminder = toPartner.find((message) => message.subject?.startsWith('Rappel'));
    expect(reminder?.text).toContain('Nous vous rappelons le check-up que');
    expect(reminder?.text).toContain(payload.links.partner);
    expect(reminder?.text).not.toContain('#t=');
    expect(reminder?.text).not.toMatch(/CHF/);
    expect(reminder?.attachments.map((file) => file.filename)).toEqual([`${pair.name}.ics`]);
    // The booker's reminder still goes to the booker, with their manage link.
    const [customerReminder] = await emailsKeyed(`email:reminder:${pair.id}`);
    expect(customerReminder?.payload).toMatchObject({ recipient: { email: pair.email } });
  });

  it('is told of a move (new time, calendar file) and of the cancellation, and their link says so', async () => {
    const pair = await paidPair();
    await partnerCompletes(pair.partnerToken);
    const moved = await post(reschedule, '/api/booking/reschedule', {
      token: pair.manageToken,
      timeSlotStart: at('14:00'),
    });
    expect(moved.status).toBe(200);
    expect((await partnerView(pair.partnerToken)).body.reservation).toMatchObject({
      timeSlotStart: at('14:00'),
      moved: true,
      cancelled: false,
    });
    // Sent before the cancellation: a move's notice due after it is no longer worth sending.
    await runOutbox();

    const cancelled = await post(cancel, '/api/booking/cancel', { token: pair.manageToken });
    expect(cancelled.status).toBe(200);
    await runOutbox();
    const toPartner = await messagesTo(mailbox, PARTNER.email);
    const move = toPartner.find((message) => message.subject?.includes('déplacé'));
    expect(move?.text).toContain('à 14:00');
    const moveFile = move?.attachments[0]?.content.toString() ?? '';
    expect(moveFile).toContain('METHOD:PUBLISH');
    expect(moveFile).toContain('SEQUENCE:1');
    const call = toPartner.find((message) => message.subject?.includes('annulé'));
    expect(call?.text).toContain('vous n’avez rien à régler');
    expect(call?.text).not.toMatch(/CHF/);
    expect(call?.attachments[0]?.content.toString()).toContain('METHOD:CANCEL');
    // The customer's own messages still go to the customer only.
    const [customerCancel] = await emailsKeyed(`email:cancellation:${pair.id}`);
    expect(customerCancel?.payload).toMatchObject({ recipient: { email: pair.email } });

    // The link shows the booking cancelled, in words, not "reservation not found".
    expect(await partnerView(pair.partnerToken)).toMatchObject({
      status: 200,
      body: { reservation: { name: pair.name, cancelled: true } },
    });
    // Nothing can be completed on a cancelled booking, and nobody else learns anything.
    expect((await partnerCompletes(pair.partnerToken)).body).toEqual({
      error: 'partner-reservation-not-found',
    });
    expect(
      await post(fetchPartner, '/api/reservation/fetch-partner', {
        token: pair.partnerToken,
        email: pair.email,
      }),
    ).toEqual({ status: 404, body: { error: 'partner-reservation-not-found' } });
  });

  it('is written to in the booking’s language before completing their details', async () => {
    const pair = await paidPair();
    await post(cancel, '/api/booking/cancel', { token: pair.manageToken });
    const [row] = await database()
      .db.select()
      .from(outbox)
      .where(eq(outbox.key, `email:partner-cancellation:${pair.id}`));
    expect(row?.payload).toMatchObject({
      language: 'de',
      recipient: { firstName: PARTNER.firstName, email: PARTNER.email },
      bookedBy: { firstName: expect.any(String) },
    });
  });

  it('is not sent a pay-later email for a declined card: none is queued at all', async () => {
    const booked = await book();
    await pay(await startPaying(booked), TEST_CARDS.declined);
    await runOutbox();
    expect(await emailsKeyed('email:pay-later:')).toEqual([]);
  });
});
