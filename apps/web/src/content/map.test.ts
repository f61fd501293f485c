import {
  ContentError,
  localizedRichText,
  localizedText,
  mapCheckup,
  mapLocation,
  priceByCurrency,
  richText,
} from './map';
import type { CHECKUPS_QUERY_RESULT, LOCATIONS_QUERY_RESULT } from './sanity.types';

type CheckupRow = CHECKUPS_QUERY_RESULT[number];
type LocationRow = LOCATIONS_QUERY_RESULT[number];

const checkupRow = {
  _id: 'checkup.mammography',
  slug: 'mammography',
  order: 4,
  durationMinutes: 60,
  price: { chf: 1490, eur: 1490 },
  priceTwoPerson: { chf: 2480, eur: null },
  title: { en: 'Mammography', de: 'Mammografie', fr: null },
  twoPersonTitle: null,
  description: null,
  includedServiceSlugs: ['medical_report', null],
  availableServiceSlugs: null,
  countries: ['ch'],
  reservationType: 'full',
  downpaymentAmount: null,
  stripeInstalment6: null,
  stripeInstalment12: null,
} as unknown as CheckupRow;

describe('mapping content into the booking domain', () => {
  it('turns whole currency units into minor units and keeps "not sold" as null', () => {
    expect(priceByCurrency({ chf: 2490, eur: null })).toEqual({ CHF: 249000, EUR: null });
    expect(priceByCurrency({ chf: 49.95 })).toEqual({ CHF: 4995, EUR: null });
  });

  it('fills a missing translation from English', () => {
    expect(localizedText({ en: 'Mammography', de: 'Mammografie', fr: null })).toEqual({
      en: 'Mammography',
      de: 'Mammografie',
      fr: 'Mammography',
    });
    expect(localizedText({ en: null, de: null, fr: null })).toBeNull();
  });

  it('maps a check-up, dropping dangling references', () => {
    const checkup = mapCheckup(checkupRow);
    expect(checkup).toMatchObject({
      slug: 'mammography',
      price: { CHF: 149000, EUR: 149000 },
      priceTwoPerson: { CHF: 248000, EUR: null },
      includedServiceSlugs: ['medical_report'],
      availableServiceSlugs: [],
      twoPersonTitle: { en: 'Mammography' },
      downpaymentAmount: null,
    });
  });

  it('names the document and the field when a required value is missing', () => {
    const broken = { ...checkupRow, durationMinutes: null } as unknown as CheckupRow;
    expect(() => mapCheckup(broken)).toThrow(ContentError);
    expect(() => mapCheckup(broken)).toThrow(
      '"checkup.mammography" is malformed: durationMinutes is missing',
    );
  });

  it('keeps only open weekdays and defaults the slot grid', () => {
    const row = {
      _id: 'location.bern',
      slug: 'bern',
      notionId: null,
      isComingSoon: false,
      country: 'ch',
      title: { en: 'Bern', de: 'Bern', fr: 'Berne' },
      address: null,
      center: { lat: 46.95, lng: 7.44 },
      leadTimeDays: 2,
      discountAmount: null,
      unsupportedServiceSlugs: ['brain_age'],
      rooms: [{ roomId: 'mri-1', name: null }],
      openingHours: [
        { weekday: 'monday', closed: false, open: '08:00', close: '18:00' },
        { weekday: 'sunday', closed: true, open: null, close: null },
      ],
      closures: [{ from: '2026-12-25', to: null }],
      slotStepMinutes: null,
      bufferMinutes: null,
    } as unknown as LocationRow;
    expect(mapLocation(row)).toMatchObject({
      rooms: [{ roomId: 'mri-1', name: 'mri-1' }],
      openingHours: [{ weekday: 'monday', open: '08:00', close: '18:00' }],
      closures: [{ from: '2026-12-25', to: '2026-12-25' }],
      slotStepMinutes: 15,
      bufferMinutes: 0,
    });
  });

  it('refuses a location outside both markets', () => {
    const row = {
      _id: 'location.x',
      slug: 'x',
      country: 'at',
      title: { en: 'X' },
    } as unknown as LocationRow;
    expect(() => mapLocation(row)).toThrow('"location.x" is malformed: country must be ch or de');
  });
});

describe('rich text from content', () => {
  const span = (text: string, marks: string[] = []) => ({ _key: text, _type: 'span', text, marks });

  it('keeps paragraphs, list items, strong, emphasis and links, and fills a missing language from English', () => {
    const en = [
      {
        _key: 'a',
        _type: 'block',
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        markDefs: [{ _key: 'l', _type: 'link', href: '/privacy' }],
        children: [span('ID', ['strong']), span(' and ', ['em']), span('notice', ['l'])],
      },
    ];
    const text = localizedRichText({ en, de: null, fr: [] });
    expect(text?.de).toEqual(text?.en);
    expect(text?.fr).toEqual(text?.en);
    expect(text?.en).toEqual([
      {
        _type: 'block',
        listItem: 'bullet',
        level: 1,
        markDefs: [{ _type: 'link', _key: 'l', href: '/privacy' }],
        children: [
          { _type: 'span', text: 'ID', marks: ['strong'] },
          { _type: 'span', text: ' and ', marks: ['em'] },
          { _type: 'span', text: 'notice', marks: ['l'] },
        ],
      },
    ]);
  });

  it('leaves out images, unknown marks, blocks without words and the keys drawing does not need', () => {
    const blocks = richText([
      { _key: 'img', _type: 'image' },
      { _key: 'empty', _type: 'block', children: [span('  ')] },
      { _key: 'p', _type: 'block', children: [span('Hello', ['underline', 'strong'])] },
    ]);
    expect(blocks).toEqual([
      { _type: 'block', children: [{ _type: 'span', text: 'Hello', marks: ['strong'] }] },
    ]);
    expect(localizedRichText({ en: [], de: null })).toBeNull();
  });
});
