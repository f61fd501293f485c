// Names through the API: every script a name is written in is stored as typed; what makes a link or a message is refused as validation-failed naming the field, and nothing is written.
import { eq } from 'drizzle-orm';
import { POST as create } from '../../../apps/web/app/api/reservation/create/route';
import { ATTACK_NAMES, NAMES_OF_MANY_SCRIPTS } from '../../../apps/web/src/booking/test-fixtures';
import { reservations } from '../../../apps/web/src/server/db/schema';
import { at, bookingPayload, NOW, OPEN_DAYS, post } from '../../support/api';
import { rowCounts, useTestDatabase } from '../../support/db';

const PATH = '/api/reservation/create';
const database = useTestDatabase(NOW);

type Payload = ReturnType<typeof bookingPayload>;
type Details = Payload['reservationData']['personalData'];

function named(names: Partial<Pick<Details, 'firstName' | 'lastName'>>, partner?: object): Payload {
  const payload = bookingPayload({
    partner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.ch', ...partner },
  });
  Object.assign(payload.reservationData.personalData, names);
  return payload;
}

describe(`POST ${PATH}: names`, () => {
  it('stores names of many scripts as they were typed, the customer’s and the partner’s', async () => {
    // Four names a booking, each booking from its own client on its own opening day.
    for (let n = 0; n * 4 < NAMES_OF_MANY_SCRIPTS.length; n += 1) {
      const [firstName, lastName, partnerFirst, partnerLast] = [0, 1, 2, 3].map(
        (i) => NAMES_OF_MANY_SCRIPTS[(n * 4 + i) % NAMES_OF_MANY_SCRIPTS.length] ?? 'Anna',
      );
      const payload = named(
        { firstName, lastName },
        { firstName: partnerFirst, lastName: partnerLast },
      );
      payload.reservationData.timeSlotStart = at('10:00', OPEN_DAYS[n]);
      const answer = await post(create, PATH, payload, { 'x-forwarded-for': `203.0.113.${n + 1}` });
      expect([answer.status, answer.body.error]).toEqual([201, undefined]);
      const { id } = answer.body.reservation as { id: string };
      const [row] = await database().db.select().from(reservations).where(eq(reservations.id, id));
      expect(row?.personalData).toMatchObject({ firstName, lastName });
      expect(row?.personalDataPartner).toMatchObject({
        firstName: partnerFirst,
        lastName: partnerLast,
      });
    }
  });

  it.each(ATTACK_NAMES)(
    'refuses %j as any name, naming the field, and writes nothing',
    async (name) => {
      const cases: [Payload, string][] = [
        [named({ firstName: name }), 'reservationData.personalData.firstName'],
        [named({ lastName: name }), 'reservationData.personalData.lastName'],
        [named({}, { firstName: name }), 'reservationData.personalDataPartner.firstName'],
        [named({}, { lastName: name }), 'reservationData.personalDataPartner.lastName'],
      ];
      for (const [payload, field] of cases) {
        expect(await post(create, PATH, payload)).toEqual({
          status: 400,
          body: { error: 'validation-failed', fields: [field] },
        });
      }
      expect(await rowCounts(database().db)).toEqual({ reservations: 0, holds: 0 });
    },
  );
});
