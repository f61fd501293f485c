// The check-up and service rules refuse what would break the storefront (prices, slugs, conflicts).
import { markersOf, seedDocument } from './testing/changed';

describe('a check-up', () => {
  it('sold in ch needs a CHF price', async () => {
    const checkup = {
      ...seedDocument('checkup.whole_body_scan'),
      price: { _type: 'price', chf: null, eur: 2990 },
    };
    expect(await markersOf(checkup)).toEqual(['error price.chf: custom.price-missing-for-market']);
  });

  it('sold in de needs a EUR price, also for two persons', async () => {
    const checkup = seedDocument('checkup.whole_body_scan_with_blood_test');
    checkup.priceTwoPerson = { _type: 'price', chf: 4480 };
    expect(await markersOf(checkup)).toEqual([
      'error priceTwoPerson.eur: custom.price-missing-for-market',
    ]);
  });

  it('with no price at all is refused', async () => {
    const { price: _omitted, ...checkup } = seedDocument('checkup.mammography');
    expect(await markersOf(checkup)).toContain('error price.chf: custom.price-missing-for-market');
  });

  it('reserved with a downpayment needs the downpayment amount', async () => {
    const { downpaymentAmount: _omitted, ...checkup } = seedDocument('checkup.nova_premium');
    expect(await markersOf(checkup)).toEqual(['error reservationType: custom']);
    const withoutChf = { ...checkup, downpaymentAmount: { _type: 'price', chf: null, eur: 500 } };
    expect(await markersOf(withoutChf)).toEqual([
      'error downpaymentAmount.chf: custom.price-missing-for-market',
    ]);
  });

  it('cannot take a negative price', async () => {
    const checkup = {
      ...seedDocument('checkup.mammography'),
      price: { _type: 'price', chf: -1, eur: 1490 },
    };
    expect(await markersOf(checkup)).toEqual(['error price.chf: number.minimum']);
  });

  it('needs a slug no other check-up uses', async () => {
    const copy = { ...seedDocument('checkup.mammography'), _id: 'checkup.copy' };
    // The Studio shows this as an error; outside it, validateDocument lowers rules on object fields
    // (a slug is an object) to warnings. The seed test accepts no marker of any level.
    expect(await markersOf(copy)).toEqual(['warning slug: slug.not-unique']);
  });
});
describe('a service', () => {
  const selfConflict = { _type: 'reference', _ref: 'service.dxa', _key: 'dxa' };

  it('cannot be booked together with itself', async () => {
    const service = { ...seedDocument('service.dxa'), cannotBeBookedTogether: [selfConflict] };
    expect(await markersOf(service)).toEqual([
      'error cannotBeBookedTogether: custom.service-conflicts-with-itself',
    ]);
  });

  it('cannot name itself in a draft either', async () => {
    const draft = {
      ...seedDocument('service.dxa'),
      _id: 'drafts.service.dxa',
      cannotBeBookedTogether: [selfConflict],
    };
    expect(await markersOf(draft)).toContain(
      'error cannotBeBookedTogether: custom.service-conflicts-with-itself',
    );
  });

  it('cannot reference a missing document', async () => {
    const service = {
      ...seedDocument('service.lung_ct'),
      tags: [{ _type: 'reference', _ref: 'tag.gone', _key: 'gone' }],
    };
    expect(await markersOf(service)).toEqual([
      'error tags.{"_key":"gone"}: reference.not-published',
    ]);
  });
});
