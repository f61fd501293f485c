// The storefront's queries, run on the seed dataset, answer what the specification says.

import { USER_ERROR_IDS } from '../booking/errors';
import { checkupsOffered } from '../booking/offer';
import { LOCALES } from '../booking/types';
import { loadCatalogue, loadDiscountCode, loadUiCopy } from './catalogue';
import { SITE_SETTINGS_QUERY } from './queries';
import type { SITE_SETTINGS_QUERY_RESULT } from './sanity.types';
import { findSeedPath } from './seed';
import { embeddedSource } from './source';

const source = embeddedSource(findSeedPath(__dirname));

describe('catalogue from the seed dataset', () => {
  it('has the four check-ups with their prices in minor units and durations', async () => {
    const { checkups } = await loadCatalogue(source);
    const summary = checkups.map((checkup) => ({
      slug: checkup.slug,
      minutes: checkup.durationMinutes,
      price: checkup.price,
      pair: checkup.priceTwoPerson,
      countries: [...checkup.countries].sort(),
    }));
    expect(summary).toEqual(
      expect.arrayContaining([
        {
          slug: 'whole_body_scan_with_blood_test',
          minutes: 90,
          price: { CHF: 249000, EUR: 249000 },
          pair: { CHF: 448000, EUR: 448000 },
          countries: ['ch', 'de'],
        },
        {
          slug: 'whole_body_scan',
          minutes: 120,
          price: { CHF: 299000, EUR: null },
          pair: { CHF: 548000, EUR: null },
          countries: ['ch'],
        },
        expect.objectContaining({ slug: 'nova_premium', minutes: 120, countries: ['ch'] }),
        {
          slug: 'mammography',
          minutes: 60,
          price: { CHF: 149000, EUR: 149000 },
          pair: { CHF: 248000, EUR: 248000 },
          countries: ['ch'],
        },
      ]),
    );
    expect(checkups).toHaveLength(4);
    const premium = checkups.find((checkup) => checkup.slug === 'nova_premium');
    expect(premium?.price.CHF).toBe(699000);
    expect(premium?.priceTwoPerson.CHF).toBe(1299000);
  });

  it('offers Germany only what has a euro price and lists the market', async () => {
    const catalogue = await loadCatalogue(source);
    expect(checkupsOffered(catalogue, 'de').map((checkup) => checkup.slug)).toEqual([
      'whole_body_scan_with_blood_test',
    ]);
    expect(checkupsOffered(catalogue, 'ch')).toHaveLength(4);
  });

  it('has the seventeen services with the specification figures', async () => {
    const { services } = await loadCatalogue(source);
    expect(services).toHaveLength(17);
    const bySlug = new Map(services.map((service) => [service.slug, service]));
    expect(bySlug.get('dxa')).toMatchObject({ durationMinutes: 65, highlighted: true });
    expect(bySlug.get('dxa')?.price.CHF).toBe(25000);
    expect(bySlug.get('brain_age')).toMatchObject({ durationMinutes: 20, price: { CHF: 19000 } });
    expect(bySlug.get('blood_test_premium')?.price).toEqual({ CHF: 5000, EUR: 6000 });
    expect(bySlug.get('apo_e4_test')?.cannotBeBooked).toBe(true);
    expect(bySlug.get('mr-mammography-add-on')?.title.en).toBe('Nova Breast Check-up');
    expect(bySlug.get('dxa')?.tags.map((tag) => tag.title.en)).toContain('Popular');
  });

  it('offers brain_age only at basel_zentral', async () => {
    const { locations } = await loadCatalogue(source);
    const offering = locations
      .filter((location) => !location.isComingSoon)
      .filter((location) => !location.unsupportedServiceSlugs.includes('brain_age'))
      .map((location) => location.slug);
    expect(offering).toEqual(['basel_zentral']);
  });

  it('gives basel_rheinfelden a discount of 250 per person', async () => {
    const { locations } = await loadCatalogue(source);
    const rheinfelden = locations.find((location) => location.slug === 'basel_rheinfelden');
    expect(rheinfelden?.discountAmount).toBe(25000);
  });

  it('has eleven locations, three coming soon with no rooms, every other with rooms and hours', async () => {
    const { locations } = await loadCatalogue(source);
    expect(locations).toHaveLength(11);
    const comingSoon = locations.filter((location) => location.isComingSoon);
    expect(comingSoon.map((location) => location.slug).sort()).toEqual([
      'cologne',
      'frankfurt',
      'hamburg',
    ]);
    expect(comingSoon.every((location) => location.rooms.length === 0)).toBe(true);
    for (const location of locations.filter((candidate) => !candidate.isComingSoon)) {
      expect(location.rooms.length).toBeGreaterThan(0);
      expect(location.openingHours.length).toBeGreaterThan(0);
      expect(location.center).not.toBeNull();
    }
    const leadTimes = Object.fromEntries(locations.map((l) => [l.slug, l.leadTimeDays]));
    expect(leadTimes).toMatchObject({
      zurich_bellevue: 2,
      bern: 2,
      basel_zentral: 5,
      munich: null,
    });
  });
});

describe('UI copy from the seed dataset', () => {
  it('has a message for every error id of the catalogue in every language', async () => {
    for (const locale of LOCALES) {
      const copy = await loadUiCopy(source, locale);
      const missing = USER_ERROR_IDS.filter((id) => !copy[`errors.${id}`]);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it('uses the specification wording in English and German', async () => {
    const en = await loadUiCopy(source, 'en-ch');
    const de = await loadUiCopy(source, 'de-ch');
    expect(en['errors.discount-code-invalid']).toBe('Invalid discount code');
    expect(en['errors.payment-failed-or-canceled-by-user']).toBe(
      'Payment failed. Please try again.',
    );
    expect(de['errors.reserve-timeslot-error-already-booked']).toBe(
      'Reservierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  });

  it('words German for Germany where it differs from Swiss German, and leaves English alone', async () => {
    const words = (copy: Record<string, string>) =>
      ['form.street', 'summary.total', 'modal.close', 'idleTimeModal.close'].map(
        (key) => copy[key],
      );
    expect(words(await loadUiCopy(source, 'de-de'))).toEqual([
      'Straße und Hausnummer',
      'Gesamt',
      'Schließen',
      'Schließen',
    ]);
    expect(words(await loadUiCopy(source, 'de-ch'))).toEqual([
      'Strasse und Hausnummer',
      'Total',
      'Schliessen',
      'Schliessen',
    ]);
    const english = words(await loadUiCopy(source, 'en-ch'));
    expect(words(await loadUiCopy(source, 'en-de'))).toEqual(english);
    expect(english).toEqual(['Street and number', 'Total', 'Close', 'Close']);
  });

  it('has no ß anywhere in Swiss German, and differs for de-de only where Germany writes otherwise (ß, „“ quotes, Verarbeitung, Gesamt)', async () => {
    const swiss = await loadUiCopy(source, 'de-ch');
    const german = await loadUiCopy(source, 'de-de');
    expect(Object.values(swiss).filter((text) => text.includes('ß'))).toEqual([]);
    const differing = Object.keys(german).filter((key) => german[key] !== swiss[key]);
    expect(differing.sort()).toEqual([
      'consent.text',
      'errors.consent-required',
      'errors.payload-too-large',
      'form.street',
      'idleTimeModal.close',
      'manage.noLink',
      'manage.total',
      'modal.close',
      'notice.dropped.param.checkup',
      'notice.dropped.param.location',
      'notice.dropped.param.services',
      'notice.dropped.param.servicesPartner',
      'summary.consent.healthDataRequired',
      'summary.total',
    ]);
    expect(german['notice.dropped.param.location']).toBe('Der Standort „{value}“');
    expect(german['manage.total']).toBe('Gesamt');
    expect(german['errors.payload-too-large']).toBe(
      'Diese Anfrage ist zu groß, um verarbeitet zu werden.',
    );
  });
});

describe('discount codes and settings from the seed dataset', () => {
  it('finds a demo code whatever its case, and nothing for an unknown code', async () => {
    expect(await loadDiscountCode(source, 'nova10')).toMatchObject({
      code: 'NOVA10',
      kind: 'percent',
      value: 10,
    });
    expect(await loadDiscountCode(source, 'WELCOME200')).toMatchObject({
      kind: 'amount',
      value: 20000,
    });
    expect(await loadDiscountCode(source, 'NOPE')).toBeNull();
  });

  it('names the brand in the site settings', async () => {
    const settings = await source.fetch<SITE_SETTINGS_QUERY_RESULT>(SITE_SETTINGS_QUERY);
    expect(settings?.brandName).toBe('Nova');
  });
});
