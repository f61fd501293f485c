// A tampered session cart: wrong types, unknown fields and huge lists read as the fields' defaults, never as an error or a stall.
import { emptyCart, type KnownSlugs } from './cart';
import { sanitiseCart } from './cart-sanitise';
import { CART_STORAGE_KEY, readStoredCart } from './cart-storage';

const known: KnownSlugs = {
  checkups: ['whole_body_scan', 'mammography'],
  services: ['dxa', 'lung_ct', 'brain_age'],
  locations: ['bern', 'zurich_bellevue'],
};

function storeWith(raw: string): Storage {
  const storage = new Map([[CART_STORAGE_KEY, raw]]);
  return { getItem: (key: string) => storage.get(key) ?? null } as Storage;
}

describe('a tampered session cart', () => {
  it('reads every field of a wrong type as its default, casting nothing', () => {
    const cart = sanitiseCart(
      {
        checkupSlug: ['mammography'],
        locationSlug: 7,
        servicesSlugs: 'dxa',
        servicesPartnerSlugs: { 0: 'dxa' },
        discountCode: 42,
        startDate: true,
        totalDuration: '90',
        personalData: 'Anna',
        personalDataPartner: ['Ben'],
        reservationId: { id: 'r-1' },
        reservationRequest: [],
        isReservationSuccess: 'true',
        isPaymentSuccess: 1,
        isPartnerBooking: [true],
        partner: 'yes',
        installmentMonths: '6',
        campaign: 'utm',
        visitedSteps: 'check-up',
      },
      known,
    );
    expect(cart).toEqual(emptyCart());
  });

  it('reads nested fields of a wrong type as their defaults and keeps the rest', () => {
    const cart = sanitiseCart(
      {
        personalData: { firstName: 5, lastName: 'Muster', language: 'es', biologicalSex: 1 },
        personalDataPartner: { firstName: null, email: 'ben@example.ch' },
        campaign: { utmSource: 12, utmMedium: 'mail', gclid: '' },
      },
      known,
    );
    expect(cart.personalData).toMatchObject({
      firstName: '',
      lastName: 'Muster',
      language: null,
      biologicalSex: 'male',
      localization: null,
    });
    expect(cart.personalDataPartner).toEqual({
      firstName: '',
      lastName: '',
      email: 'ben@example.ch',
    });
    expect(cart.campaign).toMatchObject({ utmSource: null, utmMedium: 'mail', gclid: null });
  });

  it('drops fields it does not know, at every level', () => {
    const stored = JSON.parse(
      '{"checkupSlug":"mammography","admin":true,"__proto__":{"polluted":1},' +
        '"personalData":{"firstName":"Anna","password":"x"},' +
        '"campaign":{"utmSource":"news","evil":"1"},' +
        '"reservationRequest":{"reservationId":"r-1","paymentId":"p","fingerprint":"{}",' +
        '"email":"anna@example.ch","createdAt":1000,"amount":0}}',
    );
    const cart = sanitiseCart(stored, known);
    expect(Object.keys(cart).sort()).toEqual(Object.keys(emptyCart()).sort());
    expect(cart).not.toHaveProperty('admin');
    expect(Object.hasOwn(cart, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(cart.personalData).not.toHaveProperty('password');
    expect(cart.campaign).not.toHaveProperty('evil');
    expect(cart.reservationRequest).toEqual({
      reservationId: 'r-1',
      paymentId: 'p',
      fingerprint: '{}',
      email: 'anna@example.ch',
      createdAt: 1000,
    });
  });

  it('reads a list of a million entries in well under a second, keeping the known ones', () => {
    const junk = Array.from({ length: 1_000_000 }, (_, index) =>
      index % 3 === 0 ? 'dxa' : index % 3 === 1 ? index : `slug-${index}`,
    );
    const started = performance.now();
    const cart = sanitiseCart(
      { servicesSlugs: junk, visitedSteps: junk, unknownList: junk },
      known,
    );
    // Generous for a loaded 2-core CI machine; refusing each entry through yup took seconds.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(cart.servicesSlugs).toHaveLength(333_334);
    expect(new Set(cart.servicesSlugs)).toEqual(new Set(['dxa']));
    expect(cart.visitedSteps).toEqual([]);
  });

  it('reads storage that is not a cart as an empty cart', () => {
    for (const raw of ['{', 'null', '"cart"', '[1,2]', '42', '{"checkupSlug":']) {
      expect(readStoredCart(known, storeWith(raw))).toEqual(emptyCart());
    }
    expect(readStoredCart(known, storeWith('{"checkupSlug":"bern"}'))).toEqual(emptyCart());
  });
});
