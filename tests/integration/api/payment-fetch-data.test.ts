// POST /api/payment/fetch-data: the price of a selection, recomputed on the server from content.
import { POST as fetchData } from '../../../apps/web/app/api/payment/fetch-data/route';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

useTestDatabase(NOW);

const PATH = '/api/payment/fetch-data';
const selection = {
  checkupSlug: 'whole_body_scan_with_blood_test',
  locationSlug: 'basel_rheinfelden',
  services: ['dxa'],
  servicesPartner: [],
  isPartnerBooking: false,
  isPartnerCurrentlyBooking: false,
  language: 'en',
  installmentMonths: 0,
  country: 'ch',
  discountCode: null,
};

describe(`POST ${PATH}`, () => {
  it('prices the check-up, its add-ons and the location discount in minor units', async () => {
    const { status, body } = await post(fetchData, PATH, selection);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      paymentData: { currency: 'CHF', subtotal: 274000, total: 274000 },
      paymentDataDiscounted: { total: 249000, dueNow: 249000, installmentMonths: 0 },
      discounts: [{ kind: 'location', amount: 25000 }],
    });
  });

  it('applies a valid code after the location discount and splits 12 instalments exactly', async () => {
    const { body } = await post(fetchData, PATH, {
      ...selection,
      discountCode: 'nova10',
      installmentMonths: 12,
    });
    const due = body.paymentDataDiscounted as {
      total: number;
      installments: number[];
      dueNow: number;
    };
    expect(due.total).toBe(224100);
    expect(due.installments).toHaveLength(12);
    expect(due.installments.reduce((sum, part) => sum + part, 0)).toBe(224100);
    expect(due.dueNow).toBe(due.installments[0]);
  });

  it('refuses an unknown discount code, an unknown check-up and a check-up not sold in the market', async () => {
    expect(await post(fetchData, PATH, { ...selection, discountCode: 'NOPE' })).toEqual({
      status: 400,
      body: { error: 'discount-code-invalid' },
    });
    expect((await post(fetchData, PATH, { ...selection, checkupSlug: 'nope' })).body).toEqual({
      error: 'checkup-not-found',
    });
    expect(
      (
        await post(fetchData, PATH, {
          ...selection,
          checkupSlug: 'whole_body_scan',
          country: 'de',
          locationSlug: null,
        })
      ).body,
    ).toEqual({
      error: 'checkup-not-sold-in-market',
    });
  });

  it('answers malformed input with the fields at fault, never a 500', async () => {
    expect(await post(fetchData, PATH, { checkupSlug: 5, language: 'xx' })).toMatchObject({
      status: 400,
      body: { error: 'validation-failed', fields: expect.arrayContaining(['language', 'country']) },
    });
    expect(await post(fetchData, PATH, '[1,2')).toEqual({
      status: 400,
      body: { error: 'invalid-request', fields: ['body'] },
    });
    expect(
      (await post(fetchData, PATH, { ...selection, services: 'x'.repeat(40_000) })).status,
    ).toBe(413);
  });
});
