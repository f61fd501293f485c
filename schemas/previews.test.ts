// What the Studio's lists show of a document: price per market, market, coming soon, a code's value and validity, a text's key.
import { ClockIcon } from '@sanity/icons/Clock';
import { PinIcon } from '@sanity/icons/Pin';
import {
  checkupPreview,
  discountCodePreview,
  locationPreview,
  servicePreview,
  uiCopyPreview,
} from './previews';

describe('a check-up in the list', () => {
  it('shows its price in each market it is sold in', () => {
    expect(
      checkupPreview({ title: 'Whole body scan', chf: 2490, eur: 2290, countries: ['ch', 'de'] }),
    ).toEqual({ title: 'Whole body scan', subtitle: 'CH CHF 2490 · DE EUR 2290' });
  });

  it('leaves out a currency of a market it is not sold in, and names a missing price', () => {
    expect(
      checkupPreview({ title: 'Mammography', chf: 1490, eur: 1490, countries: ['ch'] }),
    ).toMatchObject({ subtitle: 'CH CHF 1490' });
    expect(checkupPreview({ title: 'New', chf: 990, countries: ['ch', 'de'] })).toMatchObject({
      subtitle: 'CH CHF 990 · DE EUR price missing',
    });
    expect(checkupPreview({ slug: 'draft_scan', countries: [] })).toEqual({
      title: 'draft_scan',
      subtitle: 'Not sold in any market',
    });
  });
});

describe('a service in the list', () => {
  it('shows its add-on price per market, cents only when there are some', () => {
    expect(servicePreview({ title: 'DXA', chf: 250, eur: 249.5 })).toMatchObject({
      subtitle: 'CH CHF 250 · DE EUR 249.50',
    });
    expect(servicePreview({ title: 'Brain age', chf: 190, eur: null })).toMatchObject({
      subtitle: 'CH CHF 190',
    });
  });

  it('says when it is included only or cannot be booked', () => {
    expect(servicePreview({ title: 'Medical report', chf: null, eur: null })).toMatchObject({
      subtitle: 'Included only, not an add-on',
    });
    expect(servicePreview({ title: 'ApoE4', cannotBeBooked: true })).toMatchObject({
      subtitle: 'Included only, not an add-on · Cannot be booked',
    });
  });
});

describe('a location in the list', () => {
  it('shows its market, with a pin while it takes bookings', () => {
    expect(locationPreview({ title: 'Bern', country: 'ch', isComingSoon: false })).toEqual({
      title: 'Bern',
      subtitle: 'Switzerland',
      media: PinIcon,
    });
  });

  it('badges a coming-soon location with a clock and "Coming soon"', () => {
    expect(locationPreview({ title: 'Hamburg', country: 'de', isComingSoon: true })).toEqual({
      title: 'Hamburg',
      subtitle: 'Germany · Coming soon',
      media: ClockIcon,
    });
  });
});

describe('a discount code in the list', () => {
  const nova10 = {
    code: 'NOVA10',
    kind: 'percent',
    value: 10,
    currencies: ['CHF', 'EUR'],
    validFrom: '2026-01-01',
    validUntil: '2027-12-31',
    active: true,
  };

  it('shows its value and until when it is valid', () => {
    expect(discountCodePreview(nova10, '2027-03-01')).toEqual({
      title: 'NOVA10',
      subtitle: '10 % off · Valid until 2027-12-31',
    });
    expect(
      discountCodePreview(
        { ...nova10, kind: 'amount', value: 200, validUntil: null },
        '2027-03-01',
      ),
    ).toMatchObject({ subtitle: 'CHF/EUR 200 off · Valid from 2026-01-01, no end' });
  });

  it('says when it has not started, has expired or is switched off', () => {
    expect(discountCodePreview(nova10, '2025-12-31')).toMatchObject({
      subtitle: '10 % off · Starts 2026-01-01, ends 2027-12-31',
    });
    expect(discountCodePreview(nova10, '2028-01-01')).toMatchObject({
      subtitle: '10 % off · Expired 2027-12-31',
    });
    expect(
      discountCodePreview(
        { ...nova10, validFrom: null, validUntil: null, active: false },
        '2027-03-01',
      ),
    ).toMatchObject({ subtitle: '10 % off · Always valid · Switched off' });
  });
});

describe('a UI copy text in the list', () => {
  it('is titled by its key, with the English text and the locales worded apart', () => {
    expect(
      uiCopyPreview({
        key: 'summary.street',
        text: 'Street',
        overrides: [{ _type: 'localeOverride', locale: 'de-de', text: 'Straße' }],
      }),
    ).toEqual({ title: 'summary.street', subtitle: 'Street · own wording: de-de' });
    expect(uiCopyPreview({ text: 'Hello' })).toEqual({
      title: 'New text (no key yet)',
      subtitle: 'Hello',
    });
  });
});
