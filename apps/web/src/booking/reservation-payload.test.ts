import { reservationCreateSchema } from './reservation-payload';
import { validatePayload } from './validation';

const TODAY = '2026-12-01';
const schema = reservationCreateSchema({ today: TODAY });
const personalData = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.ch',
  phone: '+41791234567',
  birthDate: '1980-04-02',
  biologicalSex: 'female',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  country: 'CH',
  language: 'de',
  localization: 'de-ch',
};
const alone = {
  reservationData: {
    checkupSlug: 'nova_premium',
    timeSlotStart: '2026-12-10T08:00:00+01:00',
    locationSlug: 'zurich_bellevue',
    services: ['lung_ct'],
    servicesPartner: [],
    paymentId: 'nova_premium-3b241101-e2bb-4255-8caf-4136c566a962',
    personalData,
    discountCode: null,
    partnerToken: null,
    personalDataPartner: null,
    installmentMonths: 0,
    paymentMethodId: null,
    country: 'ch',
    consent: { version: '2026-12-01', terms: true, healthData: true },
  },
  url: 'https://nova.example/de-ch/summary?checkup=nova_premium',
  utmParameters: { utmSource: 'newsletter' },
};
const asPair = {
  ...alone,
  reservationData: {
    ...alone.reservationData,
    servicesPartner: ['dxa'],
    personalDataPartner: { firstName: 'Ben', lastName: 'Muster', email: 'ben@example.ch' },
  },
};
const withData = (changes: Record<string, unknown>) => ({
  ...alone,
  reservationData: { ...alone.reservationData, ...changes },
});
const fieldsOf = (input: unknown) => {
  const result = validatePayload(schema, input);
  return result.ok ? [] : result.fields;
};

describe('the reservation create payload', () => {
  it('accepts a booking for one and fills defaults', () => {
    const result = validatePayload(schema, {
      ...alone,
      reservationData: {
        ...alone.reservationData,
        servicesPartner: undefined,
        installmentMonths: undefined,
      },
      utmParameters: undefined,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.reservationData.servicesPartner).toEqual([]);
    expect(result.value.reservationData.installmentMonths).toBe(0);
    expect(result.value.utmParameters.utmSource).toBeNull();
  });
  it('accepts a pair booking with the partner details and add-ons', () => {
    expect(validatePayload(schema, asPair).ok).toBe(true);
  });
  it('refuses a partner with the customer email as partner-reservation-email-not-allowed', () => {
    const sameEmail = {
      ...asPair,
      reservationData: {
        ...asPair.reservationData,
        personalDataPartner: { firstName: 'Ben', lastName: 'Muster', email: 'ANNA@example.ch ' },
      },
    };
    expect(validatePayload(schema, sameEmail)).toMatchObject({
      ok: false,
      error: 'partner-reservation-email-not-allowed',
      fields: ['reservationData.personalDataPartner.email'],
    });
  });
  it('refuses partner add-ons without a partner', () => {
    expect(fieldsOf(withData({ servicesPartner: ['dxa'] }))).toEqual([
      'reservationData.servicesPartner',
    ]);
  });
  it('needs a time slot start with its offset', () => {
    expect(fieldsOf(withData({ timeSlotStart: '2026-12-10 08:00' }))).toEqual([
      'reservationData.timeSlotStart',
    ]);
    expect(fieldsOf(withData({ timeSlotStart: '2026-12-10T07:00:00Z' }))).toEqual([]);
  });
  it('needs a payment id made of the check-up slug and a random UUID', () => {
    expect(
      fieldsOf(withData({ paymentId: 'mammography-3b241101-e2bb-4255-8caf-4136c566a962' })),
    ).toEqual(['reservationData.paymentId']);
    // The old shape, slug and timestamp, can be guessed from the time of a booking.
    expect(fieldsOf(withData({ paymentId: 'nova_premium-1764576000000' }))).toEqual([
      'reservationData.paymentId',
    ]);
    expect(fieldsOf(withData({ paymentId: undefined }))).toEqual(['reservationData.paymentId']);
  });
  it('allows 0, 6 or 12 instalment months and a ch or de market', () => {
    expect(fieldsOf(withData({ installmentMonths: 12 }))).toEqual([]);
    expect(fieldsOf(withData({ installmentMonths: 3 }))).toEqual([
      'reservationData.installmentMonths',
    ]);
    expect(fieldsOf(withData({ installmentMonths: 'twelve' }))).toEqual([
      'reservationData.installmentMonths',
    ]);
    expect(fieldsOf(withData({ country: 'at' }))).toEqual(['reservationData.country']);
  });
  it('checks the customer details with the personal details rules', () => {
    expect(
      fieldsOf(
        withData({ personalData: { ...personalData, email: 'nope', birthDate: '2010-01-01' } }),
      ).sort(),
    ).toEqual(['reservationData.personalData.birthDate', 'reservationData.personalData.email']);
  });
  it('needs an http(s) page address', () => {
    expect(fieldsOf({ ...alone, url: 'javascript:alert(1)' })).toEqual(['url']);
    expect(fieldsOf({ ...alone, url: undefined })).toEqual(['url']);
  });
  it('refuses an empty body and a body that is not an object', () => {
    expect(fieldsOf({})).toEqual(expect.arrayContaining(['reservationData.checkupSlug', 'url']));
    expect(validatePayload(schema, 'hello')).toMatchObject({
      ok: false,
      error: 'validation-failed',
    });
    expect(validatePayload(schema, null)).toMatchObject({ ok: false, error: 'validation-failed' });
  });
  it('treats an empty discount code as none and refuses one with spaces inside', () => {
    const result = validatePayload(schema, withData({ discountCode: '  ' }));
    expect(result.ok && result.value.reservationData.discountCode).toBeNull();
    expect(fieldsOf(withData({ discountCode: 'SPRING 10' }))).toEqual([
      'reservationData.discountCode',
    ]);
  });
});
