// The location, discount-code and copy rules refuse what would break booking (rooms, hours, discounts).
import { markersOf, seedDocument } from './testing/changed';

describe('a bookable location', () => {
  it('needs at least one room', async () => {
    const location = { ...seedDocument('location.bern'), rooms: [] };
    expect(await markersOf(location)).toEqual(['error rooms: custom.location-without-rooms']);
  });

  it('needs opening hours', async () => {
    const { openingHours: _omitted, ...location } = seedDocument('location.geneva');
    expect(await markersOf(location)).toEqual([
      'error openingHours: custom.location-without-opening-hours',
    ]);
  });

  it('needs unique room ids', async () => {
    const location = seedDocument('location.munich');
    location.rooms = [
      { _type: 'room', _key: 'a', roomId: 'muc-mri-1', name: 'MRI 1' },
      { _type: 'room', _key: 'b', roomId: 'muc-mri-1', name: 'MRI 2' },
    ];
    expect(await markersOf(location)).toEqual(['error rooms: custom']);
  });

  it('cannot close before it opens', async () => {
    const location = seedDocument('location.bern');
    location.openingHours = [
      { _type: 'openingHours', _key: 'monday', weekday: 'monday', open: '19:00', close: '07:30' },
    ];
    expect(await markersOf(location)).toEqual([
      'error openingHours.{"_key":"monday"}.close: custom',
    ]);
  });

  it('cannot end a closure before it starts', async () => {
    const location = seedDocument('location.bern');
    location.closures = [{ _type: 'closure', _key: 'x', from: '2026-12-26', to: '2026-12-24' }];
    expect(await markersOf(location)).toEqual(['error closures.{"_key":"x"}.to: custom']);
  });

  it('may be coming soon without rooms or opening hours', async () => {
    expect(await markersOf(seedDocument('location.hamburg'))).toEqual([]);
    const bookable = { ...seedDocument('location.hamburg'), isComingSoon: false };
    expect(await markersOf(bookable)).toEqual([
      'error rooms: custom.location-without-rooms',
      'error openingHours: custom.location-without-opening-hours',
    ]);
  });
});
describe('a discount code', () => {
  it('cannot take more than 100 %', async () => {
    const code = { ...seedDocument('discountCode.NOVA10'), value: 101 };
    expect(await markersOf(code)).toEqual(['error value: custom.discount-above-100-percent']);
    expect(await markersOf({ ...code, value: 100 })).toEqual([]);
  });

  it('needs a code no other discount code uses, in capitals', async () => {
    const copy = {
      ...seedDocument('discountCode.WELCOME200'),
      _id: 'discountCode.copy',
      code: 'NOVA10',
    };
    expect(await markersOf(copy)).toEqual(['error code: custom']);
    expect(await markersOf({ ...copy, code: 'nova11' })).toEqual([
      'error code: string.uppercase',
      'error code: string.regex-mismatch',
    ]);
  });

  it('cannot end before it starts', async () => {
    const code = { ...seedDocument('discountCode.NOVA10'), validUntil: '2025-12-31' };
    expect(await markersOf(code)).toEqual(['error validUntil: custom']);
  });
});
describe('UI copy', () => {
  it('needs a key no other copy uses', async () => {
    const copy = { ...seedDocument('uiCopy.nav.back'), _id: 'uiCopy.copy' };
    expect(await markersOf(copy)).toEqual(['error key: custom']);
  });
});
