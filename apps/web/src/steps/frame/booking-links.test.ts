/** @jest-environment jsdom */
// Booking links before scripts: a link keeps the visitor's booking query and campaign, its own choice wins, and what the choice invalidates goes.
import { ADDRESS_PARAMS } from '@/booking/query-state';
import { checkupChoiceRule } from '../checkup/checkup-choice';
import { LOCATION_CHOICE_RULE } from '../location/location-choice';
import { bookingLinkAttributes, bookingLinksScript, mergeBookingQuery } from './booking-links';

const merge = (current: string, link: string, rule = {}) => {
  const attributes = bookingLinkAttributes(rule);
  return mergeBookingQuery(
    current,
    link,
    attributes['data-owns'] ?? '',
    attributes['data-clears'] ?? '',
    ADDRESS_PARAMS,
  );
};

describe('merging the current booking query into a link', () => {
  it('carries the booking query and the campaign to a link without parameters', () => {
    expect(merge('checkup=nova_premium&services=dxa&utm_source=x', '')).toBe(
      'checkup=nova_premium&services=dxa&utm_source=x',
    );
  });

  it('lets the link choose and writes the parameters in the cart’s order', () => {
    expect(merge('utm_source=x&location=bern&checkup=mammography', 'checkup=nova_premium')).toBe(
      'checkup=nova_premium&location=bern&utm_source=x',
    );
  });

  it('leaves out what is not booking state: personal details, a provider’s return values', () => {
    expect(merge('checkup=nova_premium&email=a%40b.ch&payment_intent_client_secret=s', '')).toBe(
      'checkup=nova_premium',
    );
  });

  it('a new check-up drops the add-ons and the slot chosen for the old one', () => {
    const current =
      'checkup=mammography&services=dxa&location=bern&timeslot-start=2026-12-03T09%3A00%3A00%2B01%3A00&utm_source=x';
    expect(merge(current, 'checkup=nova_premium', checkupChoiceRule(false))).toBe(
      'checkup=nova_premium&location=bern&utm_source=x',
    );
  });

  it('the same check-up again keeps its add-ons and slot', () => {
    const current =
      'checkup=mammography&services=dxa&timeslot-start=2026-12-03T09%3A00%3A00%2B01%3A00';
    expect(merge(current, 'checkup=mammography', checkupChoiceRule(false))).toBe(current);
  });

  it('booking for one instead of two drops the pair flag, the partner’s add-ons and the slot', () => {
    const current =
      'checkup=mammography&services=dxa&servicesPartner=lung_ct&isPartnerBooking=true&timeslot-start=2026-12-03T09%3A00%3A00%2B01%3A00';
    expect(merge(current, 'checkup=mammography', checkupChoiceRule(false))).toBe(
      'checkup=mammography&services=dxa',
    );
    expect(
      merge(
        'checkup=mammography&services=dxa',
        'checkup=mammography&isPartnerBooking=true',
        checkupChoiceRule(true),
      ),
    ).toBe('checkup=mammography&services=dxa&isPartnerBooking=true');
  });

  it('another clinic drops the slot; the same clinic keeps it', () => {
    const slot = 'timeslot-start=2026-12-03T09%3A00%3A00%2B01%3A00';
    const current = `checkup=mammography&location=bern&${slot}`;
    expect(merge(current, 'location=zurich', LOCATION_CHOICE_RULE)).toBe(
      'checkup=mammography&location=zurich',
    );
    expect(merge(current, 'location=bern', LOCATION_CHOICE_RULE)).toBe(current);
  });
});

describe('the inline script', () => {
  beforeAll(() => {
    // The page runs the serialised source, not the module: so does this test.
    new Function(bookingLinksScript(ADDRESS_PARAMS))();
  });

  it('rewrites a clicked booking link for that click only', async () => {
    window.history.replaceState(null, '', '/en-ch/check-up?utm_source=x&services=dxa');
    document.body.innerHTML =
      '<a href="/en-ch/add-ons?checkup=nova_premium"><span>Select</span></a>';
    const link = document.querySelector('a') as HTMLAnchorElement;
    for (const [name, value] of Object.entries(bookingLinkAttributes(checkupChoiceRule(false)))) {
      link.setAttribute(name, value);
    }
    let followed = '';
    link.addEventListener('click', (event) => {
      followed = link.getAttribute('href') ?? '';
      event.preventDefault();
    });
    link.querySelector('span')?.click();
    expect(followed).toBe('/en-ch/add-ons?checkup=nova_premium&utm_source=x');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(link.getAttribute('href')).toBe('/en-ch/add-ons?checkup=nova_premium');
  });

  it('leaves other links alone', () => {
    window.history.replaceState(null, '', '/en-ch/check-up?utm_source=x');
    document.body.innerHTML = '<a href="/en-ch/privacy">Privacy</a>';
    const link = document.querySelector('a') as HTMLAnchorElement;
    let followed = '';
    link.addEventListener('click', (event) => {
      followed = link.getAttribute('href') ?? '';
      event.preventDefault();
    });
    link.click();
    expect(followed).toBe('/en-ch/privacy');
  });
});
