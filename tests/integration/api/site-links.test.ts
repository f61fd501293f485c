// Links that stay on the site: email links and payment return addresses come from the configured site address, never from the page a browser names.
import { eq } from 'drizzle-orm';
import { outbox, reservations } from '@/server/db/schema';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import { askForPayLater, pay, startPaying, TEST_CARDS } from '../../support/payments';

const database = useTestDatabase(NOW);
const SITE = 'https://www.novahealth.ch';
/** A look-alike address someone else controls, sent as the page a booking was made on. */
const FOREIGN = 'https://novahealth-payments.example';

afterEach(() => {
  delete process.env.NOVA_SITE_URL;
});

async function bookOn(page: string, options: Parameters<typeof bookingPayload>[0] = {}) {
  const payload = { ...bookingPayload(options), url: page };
  const { status, body } = await post(create, '/api/reservation/create', payload);
  expect(status).toBe(201);
  const { id } = body.reservation as { id: string };
  return { id, email: payload.reservationData.personalData.email };
}

async function stored(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

/** Every link in the emails queued for a reservation. */
async function emailLinks(id: string): Promise<string[]> {
  const rows = await database().db.select().from(outbox);
  return rows
    .filter((row) => row.key.includes(id))
    .flatMap((row) => {
      const { links } = row.payload as { links?: Record<string, string> };
      return links === undefined ? [] : Object.values(links);
    });
}

describe('links in emails', () => {
  it('point at the site address, whatever page the booking and the payment named', async () => {
    process.env.NOVA_SITE_URL = SITE;
    const booked = await bookOn(`${FOREIGN}/de-ch/summary`);
    const started = await startPaying(booked, { url: `${FOREIGN}/de-ch/payment` });
    expect(started.status).toBe(200);
    // The pay-later email, asked for on the payment step.
    expect((await askForPayLater(booked)).status).toBe(202);
    expect(await emailLinks(booked.id)).toEqual([
      `${SITE}/de-ch/payment?reservationId=${booked.id}`,
    ]);
  });

  it('send the partner to the site, whatever page the pair was booked on', async () => {
    process.env.NOVA_SITE_URL = SITE;
    const pair = await bookOn(`${FOREIGN}/de-ch/summary`, { partner: PARTNER });
    const started = await startPaying(pair, { url: `${FOREIGN}/de-ch/payment` });
    expect((await pay(started, TEST_CARDS.success)).status).toBe(200);
    const links = await emailLinks(pair.id);
    // The partner's own token in the fragment: the reservation id is in none of their links.
    expect(links.some((link) => /^.+\/de-ch\/check-up#partner=[A-Za-z0-9_-]{43}$/.test(link))).toBe(
      true,
    );
    expect(links.filter((link) => link.includes('#partner=')).join()).not.toContain(pair.id);
    expect(links.every((link) => link.startsWith(`${SITE}/`))).toBe(true);
  });
});

describe('a page address from the browser', () => {
  it('is kept, and gives the booking its language, only when it is on the site', async () => {
    process.env.NOVA_SITE_URL = SITE;
    const onSite = await bookOn(`${SITE}/en-ch/summary?checkup=nova_premium`);
    expect(await stored(onSite.id)).toMatchObject({
      sourcePage: `${SITE}/en-ch/summary`,
      locale: 'en-ch',
    });
    // Elsewhere it decides nothing: the locale follows the customer's language and market.
    const elsewhere = await bookOn(`${FOREIGN}/en-ch/summary`);
    expect(await stored(elsewhere.id)).toMatchObject({ sourcePage: null, locale: 'de-ch' });
  });
});

describe('the payment return address', () => {
  it('is on the site, in the language of the payment page when that page is on the site', async () => {
    process.env.NOVA_SITE_URL = SITE;
    const booked = await bookOn(`${SITE}/de-ch/summary`);
    const inFrench = await startPaying(booked, { url: `${SITE}/fr-ch/payment` });
    expect(inFrench.body.returnUrl).toBe(`${SITE}/fr-ch/payment-return`);
    const foreign = await startPaying(booked, { url: `${FOREIGN}/fr-ch/payment` });
    expect(foreign.body.returnUrl).toBe(`${SITE}/de-ch/payment-return`);

    const paid = await pay(inFrench, TEST_CARDS.success);
    expect(String(paid.body.redirect)).toMatch(
      new RegExp(`^${SITE.replaceAll('.', '\\.')}/de-ch/payment-return\\?payment_intent=`),
    );
  });

  it('is this server on localhost when no site address is configured outside production', async () => {
    const booked = await bookOn(`${FOREIGN}/de-ch/summary`);
    const started = await startPaying(booked, { url: `${FOREIGN}/de-ch/payment` });
    expect(started.body.returnUrl).toBe('http://localhost:3000/de-ch/payment-return');
    expect((await askForPayLater(booked)).status).toBe(202);
    expect(await emailLinks(booked.id)).toEqual([
      `http://localhost:3000/de-ch/payment?reservationId=${booked.id}`,
    ]);
  });
});
