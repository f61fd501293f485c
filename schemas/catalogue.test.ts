// The seed check-ups carry the specification's figures (section 3), read with GROQ as the storefront reads them.
import { loadSeed, query } from './testing/validate';

const seed = loadSeed();
const groq = (text: string) => query(seed, text);

describe('the seed catalogue', () => {
  it('holds 4 check-ups, 17 services, 4 tags, 11 locations, 2 discount codes and the site settings', async () => {
    expect(
      await groq(`{
        "checkups": count(*[_type == "checkup"]), "services": count(*[_type == "service"]),
        "tags": count(*[_type == "tag"]), "locations": count(*[_type == "location"]),
        "discountCodes": count(*[_type == "discountCode"]), "siteSettings": *[_id == "siteSettings"][0].brandName
      }`),
    ).toEqual({
      checkups: 4,
      services: 17,
      tags: 4,
      locations: 11,
      discountCodes: 2,
      siteSettings: 'Nova',
    });
  });

  it('prices and times the check-ups as the specification does', async () => {
    expect(
      await groq(`*[_type == "checkup"] | order(order asc) {
        "slug": slug.current, countries, durationMinutes,
        "price": [price.chf, price.eur], "two": [priceTwoPerson.chf, priceTwoPerson.eur],
        reservationType, "downpayment": downpaymentAmount.chf,
        "instalments": defined(stripeInstalment6) && defined(stripeInstalment12)
      }`),
    ).toEqual([
      {
        slug: 'whole_body_scan_with_blood_test',
        countries: ['ch', 'de'],
        durationMinutes: 90,
        price: [2490, 2490],
        two: [4480, 4480],
        reservationType: 'full',
        downpayment: null,
        instalments: true,
      },
      {
        slug: 'whole_body_scan',
        countries: ['ch'],
        durationMinutes: 120,
        price: [2990, null],
        two: [5480, null],
        reservationType: 'full',
        downpayment: null,
        instalments: true,
      },
      {
        slug: 'nova_premium',
        countries: ['ch'],
        durationMinutes: 120,
        price: [6990, null],
        two: [12990, null],
        reservationType: 'downpayment',
        downpayment: 500,
        instalments: true,
      },
      {
        slug: 'mammography',
        countries: ['ch'],
        durationMinutes: 60,
        price: [1490, 1490],
        two: [2480, 2480],
        reservationType: 'full',
        downpayment: null,
        instalments: false,
      },
    ]);
  });

  it('never offers an included service as an add-on of the same check-up', async () => {
    expect(
      await groq(
        `*[_type == "checkup" && count(availableAdditionalServices[@._ref in ^.includedServices[]._ref]) > 0].slug.current`,
      ),
    ).toEqual([]);
  });
});
