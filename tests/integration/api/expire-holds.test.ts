// The sweep of expired holds: the cron route (secret required) and the function behind `npm run holds:expire`.
import { and, eq, isNull } from 'drizzle-orm';
import { setClock } from '@/server/clock';
import { reservations, roomHolds } from '@/server/db/schema';
import { expireHolds } from '@/server/reservations/expire';
import { GET } from '../../../apps/web/app/api/cron/expire-holds/route';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { bookingPayload, get, NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

const PATH = '/api/cron/expire-holds';
const SECRET = 'a-long-random-cron-secret';
const database = useTestDatabase(NOW);
afterAll(() => {
  delete process.env.CRON_SECRET;
});
beforeEach(() => {
  process.env.CRON_SECRET = SECRET;
});

async function statusOf(id: string) {
  const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
  return row?.status;
}

async function activeHolds(): Promise<number> {
  return (await database().db.select().from(roomHolds).where(isNull(roomHolds.releasedAt))).length;
}

describe('expiring holds', () => {
  it('expires pending reservations past their hold and frees their rooms, once', async () => {
    const early = await post(create, '/api/reservation/create', bookingPayload());
    setClock(new Date(NOW.getTime() + 20 * 60_000));
    const later = await post(create, '/api/reservation/create', bookingPayload());
    const confirmed = await post(create, '/api/reservation/create', bookingPayload());
    const confirmedId = (confirmed.body.reservation as { id: string }).id;
    await database()
      .db.update(reservations)
      .set({ status: 'confirmed' })
      .where(eq(reservations.id, confirmedId));

    const at = new Date(NOW.getTime() + 35 * 60_000);
    expect(await expireHolds({ now: at })).toEqual({ expired: 1, recovered: 0 });
    expect(await statusOf((early.body.reservation as { id: string }).id)).toBe('expired');
    expect(await statusOf((later.body.reservation as { id: string }).id)).toBe('pending');
    expect(await statusOf(confirmedId)).toBe('confirmed');
    expect(await activeHolds()).toBe(2);
    expect(await expireHolds({ now: at })).toEqual({ expired: 0, recovered: 0 });
  });

  it('runs from the cron route with the bearer secret', async () => {
    await post(create, '/api/reservation/create', bookingPayload());
    setClock(new Date(NOW.getTime() + 31 * 60_000));
    const answer = await get(GET, PATH, {}, { authorization: `Bearer ${SECRET}` });
    expect(answer).toEqual({ status: 200, body: { expired: 1, recovered: 0 } });
    const released = await database()
      .db.select()
      .from(roomHolds)
      .where(and(isNull(roomHolds.releasedAt)));
    expect(released).toHaveLength(0);
  });

  it.each([
    ['no authorization', {}],
    ['a wrong secret', { authorization: 'Bearer guess' }],
    ['the secret without Bearer', { authorization: SECRET }],
  ])('refuses %s with 401', async (_, headers) => {
    expect(await get(GET, PATH, {}, headers)).toEqual({
      status: 401,
      body: { error: 'unauthorized' },
    });
  });

  it('refuses everyone when no secret is configured', async () => {
    delete process.env.CRON_SECRET;
    expect((await get(GET, PATH, {}, { authorization: 'Bearer ' })).status).toBe(401);
    expect((await get(GET, PATH, {}, { authorization: 'Bearer undefined' })).status).toBe(401);
  });
});
