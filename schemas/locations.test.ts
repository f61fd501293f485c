// The seed locations follow the specification's table: lead times, discounts, coming soon, which add-ons go where.
import { loadSeed, query } from './testing/validate';

const seed = loadSeed();
const groq = (text: string) => query(seed, text);
const bookable = '_type == "location" && !isComingSoon';

describe('the seed locations', () => {
  it('have the lead times, countries and discounts of the specification', async () => {
    expect(
      await groq(
        `*[_type == "location"] | order(_id asc) { "slug": slug.current, country, leadTimeDays, discountAmount, isComingSoon }`,
      ),
    ).toEqual(
      [
        ['zurich_bellevue', 'ch', 2, null, false],
        ['bern', 'ch', 2, null, false],
        ['basel_zentral', 'ch', 5, null, false],
        ['basel_rheinfelden', 'ch', 5, 250, false],
        ['geneva', 'ch', 5, null, false],
        ['berlin_mitte', 'de', 5, null, false],
        ['berlin_charlottenburg', 'de', 5, null, false],
        ['munich', 'de', null, null, false],
        ['frankfurt', 'de', null, null, true],
        ['hamburg', 'de', null, null, true],
        ['cologne', 'de', null, null, true],
      ]
        .map(([slug, country, leadTimeDays, discountAmount, isComingSoon]) => ({
          slug,
          country,
          leadTimeDays,
          discountAmount,
          isComingSoon,
        }))
        .sort((a, b) => (String(a.slug) < String(b.slug) ? -1 : 1)),
    );
  });

  it('keep the coming-soon ones without rooms, opening hours or services', async () => {
    expect(
      await groq(
        `*[_type == "location" && isComingSoon] | order(_id asc) {
          "slug": slug.current, "n": count(rooms) + count(openingHours) + count(unsupportedServices)
        }`,
      ),
    ).toEqual([
      { slug: 'cologne', n: 0 },
      { slug: 'frankfurt', n: 0 },
      { slug: 'hamburg', n: 0 },
    ]);
  });

  it('give every bookable location 2 or 3 rooms, weekday hours and a position', async () => {
    const shapes = await groq(
      `*[${bookable}]{
        "rooms": count(rooms) in [2, 3],
        "weekdays": count(openingHours[!closed && !(weekday in ["saturday", "sunday"])]),
        "placed": defined(center.lat)
      }`,
    );
    expect(shapes).toEqual(
      Array.from({ length: 8 }, () => ({ rooms: true, weekdays: 5, placed: true })),
    );
  });

  it('offer brain age only at Basel Central', async () => {
    expect(
      await groq(
        `*[${bookable} && !("service.brain_age" in unsupportedServices[]._ref)].slug.current`,
      ),
    ).toEqual(['basel_zentral']);
  });

  it('offer the extended blood analysis, lung CT and ApoE4 test at Zurich Bellevue', async () => {
    expect(
      await groq(`*[_id == "location.zurich_bellevue"][0].unsupportedServices[]->slug.current`),
    ).toEqual(['brain_age']);
  });

  it('offer only DXA and the breast check-up among the add-ons of check-ups sold in Germany, in Germany', async () => {
    const offered = await groq(`*[${bookable} && country == "de"]{
      "slug": slug.current,
      "addOns": array::unique(*[_type == "checkup" && "de" in countries].availableAdditionalServices[]._ref)[!(@ in ^.unsupportedServices[]._ref)]
    }`);
    expect(offered).toEqual(
      ['berlin_mitte', 'berlin_charlottenburg', 'munich'].map((slug) => ({
        slug,
        addOns: ['service.dxa', 'service.mr-mammography-add-on'],
      })),
    );
  });
});

interface Offer {
  location: string;
  currency: 'chf' | 'eur';
  checkups: {
    slug: string;
    addOns: { slug: string; cannotBeBooked: boolean; price: Record<string, number | null> }[];
  }[];
  unsupported: string[];
}

describe('every bookable location', () => {
  it('has a price in its currency for every bookable add-on it offers', async () => {
    const offers = await groq(`*[${bookable}]{
      "location": slug.current, "currency": select(country == "ch" => "chf", "eur"),
      "unsupported": unsupportedServices[]->slug.current,
      "checkups": *[_type == "checkup" && ^.country in countries]{
        "slug": slug.current,
        "addOns": availableAdditionalServices[]->{"slug": slug.current, cannotBeBooked, price}
      }
    }`);
    const unpriced = (Array.isArray(offers) ? (offers as Offer[]) : []).flatMap((offer) =>
      offer.checkups.flatMap((checkup) =>
        checkup.addOns
          .filter((addOn) => !addOn.cannotBeBooked && !offer.unsupported.includes(addOn.slug))
          .filter((addOn) => typeof addOn.price[offer.currency] !== 'number')
          .map((addOn) => `${offer.location}: ${checkup.slug} + ${addOn.slug}`),
      ),
    );
    expect(unpriced).toEqual([]);
  });
});
