// What editors and clinic operators do in the Studio: each edit validates and changes what customers get.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sortLocationsByDistance } from '@/booking/distance';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@/booking/horizon';
import type { PricingInput } from '@/booking/pricing';
import { availableSlots } from '@/booking/slots';
import { priced } from '@/booking/test-fixtures';
import type { Catalogue } from '@/booking/types';
import {
  loadBookingHorizonDays,
  loadCatalogue,
  loadDiscountCode,
  loadUiCopy,
} from '@/content/catalogue';
import { parseSeed, type SeedDocument } from '@/content/seed';
import { embeddedSource } from '@/content/source';
import { describeMarkers, validate } from '../../schemas/testing/validate';

const seedText = readFileSync(join(__dirname, '..', '..', 'studio', 'seed', 'nova.ndjson'), 'utf8');
const seed = parseSeed(seedText);

function documentOf(id: string): SeedDocument {
  const document = seed.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`no seed document ${id}`);
  return structuredClone(document);
}

/** The dataset after an editor published these documents (replacing same-id ones, adding new ones). */
function published(changed: SeedDocument[]): SeedDocument[] {
  const ids = new Set(changed.map((document) => document._id));
  return [...seed.filter((document) => !ids.has(document._id)), ...changed];
}

function publish(...changed: SeedDocument[]) {
  const documents = published(changed);
  const path = join(mkdtempSync(join(tmpdir(), 'nova-editor-')), 'dataset.ndjson');
  writeFileSync(path, documents.map((document) => JSON.stringify(document)).join('\n'));
  return embeddedSource(path);
}

/** The Studio accepts each edit, validated against the dataset as it is once they are all published. */
async function accepted(...changed: SeedDocument[]) {
  const dataset = published(changed);
  for (const document of changed) {
    expect(describeMarkers((await validate(document, dataset)).markers)).toEqual([]);
  }
}

function pay(catalogue: Catalogue, input: Partial<PricingInput>) {
  return priced({ catalogue, today: '2026-11-23', ...input });
}

const ref = (id: string, key: string) => ({ _type: 'reference', _ref: id, _key: key });

describe('a marketing editor', () => {
  it('changes a price in CHF and EUR and customers pay the new price in each market', async () => {
    const checkup = documentOf('checkup.whole_body_scan_with_blood_test');
    checkup.price = { _type: 'price', chf: 2590, eur: 2690 };
    await accepted(checkup);
    const catalogue = await loadCatalogue(publish(checkup));
    expect(pay(catalogue, {}).paymentData.total).toBe(259000);
    expect(pay(catalogue, { market: 'de', locationSlug: 'munich' }).paymentData.total).toBe(269000);
  });

  it('adds a service, offers it on a check-up and tags it Popular', async () => {
    const service = {
      ...documentOf('service.lung_ct'),
      _id: 'service.heart_ct',
      slug: { _type: 'slug', current: 'heart_ct' },
      title: { _type: 'localeString', en: 'Heart CT', de: 'Herz-CT', fr: 'Scanner cardiaque' },
      price: { _type: 'price', chf: 320, eur: null },
      tags: [ref('tag.popular', 'popular')],
    };
    const checkup = documentOf('checkup.whole_body_scan_with_blood_test');
    checkup.availableAdditionalServices = [
      ...(checkup.availableAdditionalServices as object[]),
      ref('service.heart_ct', 'heart'),
    ];
    await accepted(service, checkup);
    const catalogue = await loadCatalogue(publish(service, checkup));
    const heart = catalogue.services.find((candidate) => candidate.slug === 'heart_ct');
    expect(heart?.tags.map((tag) => tag.title.en)).toEqual(['Popular']);
    expect(pay(catalogue, { services: ['heart_ct'] }).paymentData.total).toBe(249000 + 32000);
  });

  it('creates a discount code with dates and a limit that the price then honours', async () => {
    const code = {
      ...documentOf('discountCode.NOVA10'),
      _id: 'discountCode.WINTER15',
      code: 'WINTER15',
      value: 15,
      validFrom: '2026-11-01',
      validUntil: '2026-12-31',
      maxRedemptions: 2,
    };
    await accepted(code);
    const source = publish(code);
    const catalogue = await loadCatalogue(source);
    const discount = await loadDiscountCode(source, 'winter15');
    expect(pay(catalogue, { discountCode: 'WINTER15', discount }).paymentDataDiscounted.total).toBe(
      211650,
    );
    expect(() =>
      pay(catalogue, { discountCode: 'WINTER15', discount, discountRedemptions: 2 }),
    ).toThrow('discount-code-used-up');
    expect(() =>
      pay(catalogue, { discountCode: 'WINTER15', discount, today: '2027-01-01' }),
    ).toThrow('discount-code-invalid');
  });

  it('edits a UI string and an error message in three languages', async () => {
    const error = documentOf('uiCopy.errors.discount-code-invalid');
    error.text = {
      _type: 'localeText',
      en: 'This code does not work.',
      de: 'Dieser Code gilt nicht.',
      fr: 'Ce code ne fonctionne pas.',
    };
    await accepted(error);
    const source = publish(error);
    expect((await loadUiCopy(source, 'fr-ch'))['errors.discount-code-invalid']).toBe(
      'Ce code ne fonctionne pas.',
    );
    expect((await loadUiCopy(source, 'de-ch'))['errors.discount-code-invalid']).toBe(
      'Dieser Code gilt nicht.',
    );
  });
});

describe('clinic operations', () => {
  const now = new Date('2026-11-23T08:00:00Z');
  const slotsAt = (catalogue: Catalogue, slug: string, startDate: string) => {
    const location = catalogue.locations.find((candidate) => candidate.slug === slug);
    if (!location) throw new Error(`no location ${slug}`);
    return (
      availableSlots({
        location,
        durationMinutes: [90],
        persons: 1,
        startDate,
        days: 1,
        now,
        holds: [],
        horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
      }).days[0]?.slots ?? []
    );
  };

  it('marks a location coming soon: it stops being bookable and is listed last', async () => {
    const bern = { ...documentOf('location.bern'), isComingSoon: true };
    await accepted(bern);
    const catalogue = await loadCatalogue(publish(bern));
    expect(slotsAt(catalogue, 'bern', '2026-12-01')).toEqual([]);
    expect(() => pay(catalogue, { locationSlug: 'bern' })).toThrow('location-coming-soon');
    const nearBern = { lat: 46.95, lng: 7.45 };
    const order = sortLocationsByDistance(catalogue.locations, nearBern).map(
      (location) => location.slug,
    );
    expect(order.indexOf('bern')).toBeGreaterThan(order.indexOf('geneva'));
  });

  it('adds a closure day: that day has no slots, the next still has', async () => {
    const zurich = documentOf('location.zurich_bellevue');
    zurich.closures = [
      ...(zurich.closures as object[]),
      {
        _type: 'closure',
        _key: 'training',
        from: '2026-12-02',
        to: '2026-12-02',
        reason: 'Staff training',
      },
    ];
    await accepted(zurich);
    const catalogue = await loadCatalogue(publish(zurich));
    expect(slotsAt(catalogue, 'zurich_bellevue', '2026-12-02')).toEqual([]);
    expect(slotsAt(catalogue, 'zurich_bellevue', '2026-12-03').length).toBeGreaterThan(0);
  });

  it('adds a room: one more person can book the same start', async () => {
    const bern = documentOf('location.bern');
    const rooms = bern.rooms as { roomId: string }[];
    const start = new Date('2026-12-01T09:00:00+01:00');
    const end = new Date('2026-12-01T10:30:00+01:00');
    const fullyBooked = rooms.map((room) => ({
      locationSlug: 'bern',
      roomId: room.roomId,
      start,
      end,
    }));
    const before = await loadCatalogue(publish(bern));
    const bernBefore = before.locations.find((location) => location.slug === 'bern');
    if (!bernBefore) throw new Error('no bern');
    const at = (location: typeof bernBefore) =>
      availableSlots({
        location,
        durationMinutes: [90],
        persons: 1,
        startDate: '2026-12-01',
        days: 1,
        now,
        holds: fullyBooked,
        horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
      }).days[0]?.slots.includes('2026-12-01T09:00:00+01:00');
    expect(at(bernBefore)).toBe(false);
    const grown = {
      ...bern,
      rooms: [...rooms, { _type: 'room', _key: 'new', roomId: 'bern-mri-new', name: 'MRI 3' }],
    };
    await accepted(grown);
    const bernAfter = (await loadCatalogue(publish(grown))).locations.find(
      (location) => location.slug === 'bern',
    );
    if (!bernAfter) throw new Error('no bern');
    expect(at(bernAfter)).toBe(true);
  });

  it('shortens the booking horizon: the calendar offers no day after it', async () => {
    const settings = { ...documentOf('siteSettings'), bookingHorizonDays: 30 };
    await accepted(settings);
    const horizonDays = await loadBookingHorizonDays(publish(settings));
    expect(horizonDays).toBe(30);
    const zurich = (await loadCatalogue(publish(settings))).locations.find(
      (location) => location.slug === 'zurich_bellevue',
    );
    if (!zurich) throw new Error('no zurich_bellevue');
    const calendar = availableSlots({
      location: zurich,
      durationMinutes: [90],
      persons: 1,
      startDate: '2026-12-20',
      days: 10,
      now,
      holds: [],
      horizonDays,
    });
    // 23 November plus 30 days: Wednesday 23 December is the last day offered.
    expect(calendar.days.map((day) => day.date)).toEqual([
      '2026-12-20',
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
    ]);
    expect(calendar.days.at(-1)?.slots.length).toBeGreaterThan(0);
  });

  it('cannot set a booking horizon under a day, over two years, in part days or none', async () => {
    const refusals: [number | null, string][] = [
      [0, 'number.minimum'],
      [731, 'number.maximum'],
      [1.5, 'number.integer'],
      [null, 'value.required'],
    ];
    for (const [bookingHorizonDays, rule] of refusals) {
      const settings = documentOf('siteSettings');
      if (bookingHorizonDays === null) delete settings.bookingHorizonDays;
      else settings.bookingHorizonDays = bookingHorizonDays;
      const markers = describeMarkers((await validate(settings, published([settings]))).markers);
      expect(markers).toContainEqual(expect.stringContaining(`(${rule})`));
      expect(markers.every((marker) => marker.startsWith('[error] bookingHorizonDays: '))).toBe(
        true,
      );
    }
  });
});
