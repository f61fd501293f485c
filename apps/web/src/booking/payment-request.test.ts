import { paymentDataRequestSchema, paymentStartSchema } from './payment-request';
import { validatePayload } from './validation';

describe('payment requests', () => {
  it('accepts a selection to price and fills the defaults', () => {
    const result = validatePayload(paymentDataRequestSchema, {
      checkupSlug: 'whole_body_scan_with_blood_test',
      language: 'de',
      country: 'ch',
      discountCode: '  ',
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        services: [],
        servicesPartner: [],
        installmentMonths: 0,
        discountCode: null,
        locationSlug: null,
      },
    });
  });

  it('names each field it refuses', () => {
    const result = validatePayload(paymentDataRequestSchema, {
      checkupSlug: '',
      language: 'it',
      country: 'at',
      installmentMonths: 3,
    });
    expect(result).toMatchObject({ ok: false, error: 'validation-failed' });
    if (result.ok) return;
    expect(result.fields.sort()).toEqual([
      'checkupSlug',
      'country',
      'installmentMonths',
      'language',
    ]);
  });

  it('takes a reservation id only as a UUID and a page address only over http(s)', () => {
    const bad = validatePayload(paymentStartSchema, {
      reservationId: "1' or 1=1",
      url: 'javascript:alert(1)',
    });
    expect(bad.ok ? [] : bad.fields.sort()).toEqual(['email', 'reservationId', 'url']);
    const good = validatePayload(paymentStartSchema, {
      reservationId: '7f1c1f1e-4a0b-4c55-9d61-3b9a2d1f0c11',
      email: 'anna@example.ch',
      url: 'https://nova.example/de-ch/payment',
    });
    expect(good).toMatchObject({ ok: true, value: { installmentMonths: 0 } });
  });
});
