// POST /api/reservation/create with bad input: a 4xx with an error id (and the fields at fault), never a 500, and nothing written.
import { POST } from '../../../apps/web/app/api/reservation/create/route';
import { at, bookingPayload, NOW, PARTNER, post } from '../../support/api';
import { rowCounts as countRows, useTestDatabase } from '../../support/db';

const PATH = '/api/reservation/create';
const database = useTestDatabase(NOW);

const rowCounts = () => countRows(database().db);

describe(`POST ${PATH} with bad input`, () => {
  const refusals: [string, unknown, number, Record<string, unknown>][] = [
    ['malformed JSON', '{"reservationData": ', 400, { error: 'invalid-request', fields: ['body'] }],
    ['a JSON array', '[]', 400, { error: 'validation-failed', fields: ['body'] }],
    ['an empty object', {}, 400, { error: 'validation-failed' }],
    [
      'a NUL character, which PostgreSQL cannot store',
      JSON.stringify(bookingPayload()).replace('"Anna"', '"An\\u0000na"'),
      400,
      { error: 'validation-failed', fields: ['reservationData.personalData.firstName'] },
    ],
    [
      'wrong types',
      {
        ...bookingPayload(),
        reservationData: {
          ...bookingPayload().reservationData,
          services: 'dxa',
          installmentMonths: 'x',
        },
      },
      400,
      { error: 'validation-failed' },
    ],
    [
      'null for the partner’s add-ons, a list',
      {
        ...bookingPayload(),
        reservationData: { ...bookingPayload().reservationData, servicesPartner: null },
      },
      400,
      { error: 'validation-failed', fields: ['reservationData.servicesPartner'] },
    ],
    [
      'an unknown check-up',
      bookingPayload({ checkupSlug: 'teleportation' }),
      400,
      { error: 'checkup-not-found' },
    ],
    [
      'an unknown location',
      bookingPayload({ locationSlug: 'atlantis' }),
      400,
      { error: 'location-not-found' },
    ],
    [
      'a coming-soon location',
      bookingPayload({ locationSlug: 'hamburg', country: 'de' }),
      400,
      { error: 'location-coming-soon' },
    ],
    [
      'an unknown service',
      bookingPayload({ services: ['levitation'] }),
      400,
      { error: 'service-not-found' },
    ],
    [
      'an add-on the clinic does not deliver (brain age outside Basel Central)',
      bookingPayload({ services: ['dxa', 'brain_age'] }),
      400,
      { error: 'service-unsupported-at-location' },
    ],
    [
      'an add-on no German clinic delivers (the premium blood test in Munich)',
      bookingPayload({ locationSlug: 'munich', country: 'de', services: ['blood_test_premium'] }),
      400,
      { error: 'service-unsupported-at-location' },
    ],
    [
      'a date in the past',
      bookingPayload({ timeSlotStart: at('10:00', '2027-02-25') }),
      400,
      { error: 'timeslot-invalid' },
    ],
    [
      'a start inside the lead time',
      bookingPayload({ timeSlotStart: at('10:00', '2027-03-02') }),
      400,
      { error: 'timeslot-invalid' },
    ],
    [
      'a start outside opening hours',
      bookingPayload({ timeSlotStart: at('19:00') }),
      400,
      { error: 'timeslot-invalid' },
    ],
    [
      'a start off the grid',
      bookingPayload({ timeSlotStart: at('10:07') }),
      400,
      { error: 'timeslot-invalid' },
    ],
    [
      'a closed Sunday',
      bookingPayload({ timeSlotStart: at('10:00', '2027-03-07') }),
      400,
      { error: 'timeslot-invalid' },
    ],
    [
      'an invalid discount code',
      bookingPayload({ discountCode: 'FREE100' }),
      400,
      { error: 'discount-code-invalid' },
    ],
    [
      'the partner’s email equal to the customer’s',
      bookingPayload({
        email: 'same@example.ch',
        partner: { ...PARTNER, email: 'SAME@example.ch' },
      }),
      422,
      { error: 'partner-reservation-email-not-allowed' },
    ],
  ];

  it.each(refusals)(
    'answers %s with a 4xx and an error id, writing nothing',
    async (_, body, status, expected) => {
      const answer = await post(POST, PATH, body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject(expected);
      expect(await rowCounts()).toEqual({ reservations: 0, holds: 0 });
    },
  );

  it('lists the fields at fault', async () => {
    const payload = bookingPayload();
    const { personalData } = payload.reservationData;
    const body = {
      ...payload,
      reservationData: {
        ...payload.reservationData,
        personalData: { ...personalData, email: 'nope', phone: '' },
      },
    };
    const { body: answer } = await post(POST, PATH, body);
    expect(answer.error).toBe('validation-failed');
    expect(answer.fields).toEqual(
      expect.arrayContaining([
        'reservationData.personalData.email',
        'reservationData.personalData.phone',
      ]),
    );
  });

  it('refuses a huge body before reading it all', async () => {
    const huge = JSON.stringify({ ...bookingPayload(), padding: 'x'.repeat(200_000) });
    expect(await post(POST, PATH, huge)).toEqual({
      status: 413,
      body: { error: 'payload-too-large' },
    });
  });
});
