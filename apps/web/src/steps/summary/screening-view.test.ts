import { clinicContactsOf, contactFor } from './screening-view';

const MARKET = { phone: '+41 44 505 12 00', email: 'support@novahealth.ch' };

describe('the contact a blocked safety answer offers', () => {
  const contacts = clinicContactsOf(
    [
      { slug: 'bern', contact: { phone: '+41 31 505 12 20', email: 'bern@novahealth.ch' } },
      { slug: 'geneva', contact: { phone: ' ', email: 'geneve@novahealth.ch' } },
      { slug: 'basel_zentral' },
    ],
    MARKET,
  );

  it('is the booked clinic’s own, field by field, else the market’s support', () => {
    expect(contactFor(contacts, 'bern', MARKET)).toEqual({
      phone: '+41 31 505 12 20',
      email: 'bern@novahealth.ch',
    });
    expect(contactFor(contacts, 'geneva', MARKET)).toEqual({
      phone: MARKET.phone,
      email: 'geneve@novahealth.ch',
    });
    expect(contactFor(contacts, 'basel_zentral', MARKET)).toEqual(MARKET);
  });

  it('is the market’s for a clinic it does not know or no clinic at all', () => {
    expect(contactFor(contacts, 'nowhere', MARKET)).toEqual(MARKET);
    expect(contactFor(contacts, null, MARKET)).toEqual(MARKET);
    expect(contactFor(undefined, 'bern', MARKET)).toEqual(MARKET);
  });
});
