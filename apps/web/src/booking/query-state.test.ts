import fc from 'fast-check';
import { NO_PERSONAL_DATA, PERSONAL_PARAMS, readText } from './query-params';
import {
  ADDRESS_PARAMS,
  type BookingQuery,
  emptyBookingQuery,
  parseQueryState,
  serialiseQueryState,
} from './query-state';
import { addDaysToDate, formatZurichInstant } from './time';

const TODAY = '2026-12-01';
const catalogue = {
  knownCheckups: ['whole_body_scan', 'nova_premium'],
  knownServices: new Set(['dxa', 'lung_ct', 'brain_age']),
  knownLocations: ['zurich_bellevue', 'munich'],
  today: TODAY,
};
const parse = (query: string | Record<string, string | string[] | undefined>) =>
  parseQueryState(typeof query === 'string' ? new URLSearchParams(query) : query, catalogue);

describe('reading the selection', () => {
  it('keeps known check-up, location and service slugs and drops unknown ones', () => {
    const query = parse(
      'checkup=nova_premium&location=munich&services=dxa&services=made_up&services=lung_ct',
    );
    expect(query.checkupSlug).toBe('nova_premium');
    expect(query.locationSlug).toBe('munich');
    expect(query.serviceSlugs).toEqual(['dxa', 'lung_ct']);
    expect(parse('checkup=nope&location=atlantis').checkupSlug).toBeNull();
    expect(parse('checkup=nope&location=atlantis').locationSlug).toBeNull();
  });
  it('reads services repeated or comma-joined, once each', () => {
    expect(parse('services=dxa,lung_ct&services=dxa').serviceSlugs).toEqual(['dxa', 'lung_ct']);
    expect(parse({ services: ['brain_age', 'dxa, lung_ct'] }).serviceSlugs).toEqual([
      'brain_age',
      'dxa',
      'lung_ct',
    ]);
  });
  it('reads the partner add-ons from servicesPartner', () => {
    expect(parse('servicesPartner=dxa,unknown').partnerServiceSlugs).toEqual(['dxa']);
  });
  it('cleans encoded ampersand prefixes from parameter names', () => {
    expect(parse('utm_source=mail&amp;checkup=nova_premium').checkupSlug).toBe('nova_premium');
    expect(parse({ '&amp;checkup': 'nova_premium' }).checkupSlug).toBe('nova_premium');
    expect(parse({ 'amp;location': 'munich' }).locationSlug).toBe('munich');
  });
  it('takes the first usable value of a parameter given twice', () => {
    expect(parse('checkup=nope&checkup=whole_body_scan&checkup=nova_premium').checkupSlug).toBe(
      'whole_body_scan',
    );
  });
  it('reads partner booking, partner links, reservations and discount codes', () => {
    const query = parse(
      'isPartnerBooking=true&partner=true&reservationId=r-1&discountCode=SPRING10',
    );
    expect(query).toMatchObject({
      isPartnerBooking: true,
      partner: true,
      reservationId: 'r-1',
      discountCode: 'SPRING10',
    });
    expect(parse('isPartnerBooking=yes&partner=1')).toMatchObject({
      isPartnerBooking: false,
      partner: false,
    });
    expect(parse('discountCode=<script>').discountCode).toBeNull();
  });
  it('accepts 0, 6 or 12 instalment months only', () => {
    expect(parse('installmentMonths=6').installmentMonths).toBe(6);
    expect(parse('installmentMonths=12').installmentMonths).toBe(12);
    expect(parse('installmentMonths=3').installmentMonths).toBe(0);
    expect(parse('').installmentMonths).toBe(0);
  });
  it('reads the time slot start as an instant and writes it with Zurich offset', () => {
    expect(parse('timeslot-start=2026-12-10T07:00:00Z').timeSlotStart).toBe(
      '2026-12-10T08:00:00+01:00',
    );
    expect(parse({ 'timeslot-start': '2026-12-10T08:00:00+01:00' }).timeSlotStart).toBe(
      '2026-12-10T08:00:00+01:00',
    );
    expect(parse('timeslot-start=2026-12-10T08:00').timeSlotStart).toBeNull();
  });
});

describe('dates in the address', () => {
  it('starts the calendar today in Zurich unless a later day is named', () => {
    expect(parse('').startDate).toBe(TODAY);
    expect(parse('startDate=2026-12-20').startDate).toBe('2026-12-20');
    expect(parse('startDate=2026-11-20').startDate).toBe(TODAY);
    expect(parse('startDate=2026-12-01').startDate).toBe(TODAY);
    expect(parse('startDate=2026-12-32').startDate).toBe(TODAY);
    expect(parse('startDate=20.12.2026').startDate).toBe(TODAY);
  });
  it('accepts a selected date only as a real YYYY-MM-DD day later than the start date', () => {
    expect(parse('selectedDate=2026-12-10').selectedDate).toBe('2026-12-10');
    expect(parse('selectedDate=2026-12-01').selectedDate).toBeNull();
    expect(parse('selectedDate=2026-11-30').selectedDate).toBeNull();
    expect(parse('selectedDate=2026-02-29').selectedDate).toBeNull();
    expect(parse('selectedDate=2026-12-10T00:00').selectedDate).toBeNull();
    expect(parse('startDate=2026-12-20&selectedDate=2026-12-10').selectedDate).toBeNull();
  });
});

describe('campaign and payment return values', () => {
  it('captures campaign parameters separately', () => {
    const query = parse(
      'utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&gclid=abc&wbraid=w1',
    );
    expect(query.campaign).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring sale',
      utmContent: null,
      utmTerm: null,
      gclid: 'abc',
      fbclid: null,
      gbraid: null,
      wbraid: 'w1',
    });
  });
  it('reads what the payment provider appends on return', () => {
    const query = parse(
      'payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_456&redirect_status=succeeded&setup_intent_client_secret=seti_1_secret_2',
    );
    expect(query.paymentReturn).toEqual({
      paymentIntent: 'pi_123',
      paymentIntentClientSecret: 'pi_123_secret_456',
      redirectStatus: 'succeeded',
      setupIntentClientSecret: 'seti_1_secret_2',
    });
  });
});

describe('personal details in the address', () => {
  const address =
    'firstname=Anna&lastname=Muster&email=anna%40example.ch&phone=%2B41791234567&birthdate=1980-04-02&sex=female&street=Bahnhofstrasse%201&postalcode=8001&city=Z%C3%BCrich&country=ch&checkup=nova_premium';
  it('are read to prefill the form', () => {
    expect(parse(address).personalData).toEqual({
      firstName: 'Anna',
      lastName: 'Muster',
      email: 'anna@example.ch',
      phone: '+41791234567',
      birthDate: '1980-04-02',
      biologicalSex: 'female',
      street: 'Bahnhofstrasse 1',
      postalCode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
  });
  it('are never written back into an address', () => {
    const written = serialiseQueryState(parse(address), { today: TODAY });
    for (const name of PERSONAL_PARAMS) expect(written.has(name)).toBe(false);
    expect(written.toString()).toBe('checkup=nova_premium');
  });
  it('nor are payment client secrets', () => {
    const written = serialiseQueryState(
      parse('payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded'),
      { today: TODAY },
    );
    expect(written.toString()).toBe('');
  });
});

describe('writing the selection', () => {
  it('writes values in a fixed order and leaves defaults out', () => {
    const query = parse(
      'services=lung_ct,dxa&checkup=nova_premium&isPartnerBooking=true&installmentMonths=6&startDate=2026-12-01&utm_source=ad',
    );
    expect(serialiseQueryState(query, { today: TODAY }).toString()).toBe(
      'checkup=nova_premium&services=lung_ct&services=dxa&isPartnerBooking=true&installmentMonths=6&utm_source=ad',
    );
    expect(serialiseQueryState(emptyBookingQuery(TODAY), { today: TODAY }).toString()).toBe('');
  });

  it("never carries a partner link's token or the old link's reservation id", () => {
    const query = parse('partner=true&reservationIdPartner=8d5c-41&partnerToken=abc');
    expect(serialiseQueryState(query, { today: TODAY }).toString()).toBe('partner=true');
  });

  it('writes exactly the address parameters, in their listed order', () => {
    const everything = parse(
      'utm_content=c&partner=true&checkup=nova_premium&services=dxa&servicesPartner=lung_ct&location=munich&startDate=2026-12-02&selectedDate=2026-12-03&timeslot-start=2026-12-03T09:00:00%2B01:00&discountCode=D&reservationId=r1&isPartnerBooking=true&installmentMonths=6&utm_source=a&utm_medium=b&utm_campaign=x&utm_term=t&gclid=g&fbclid=f&gbraid=gb&wbraid=wb',
    );
    const names = [...serialiseQueryState(everything, { today: TODAY }).keys()];
    expect(names).toEqual(ADDRESS_PARAMS);
  });
});

const token = (max: number) =>
  fc.option(fc.stringMatching(new RegExp(`^[A-Za-z0-9_.:-]{1,${max}}$`)));
const campaignText = fc.option(
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    .map((s) => s.trim())
    .filter((s) => readText(500)(s) === s),
);
const validState: fc.Arbitrary<BookingQuery> = fc
  .record({
    checkupSlug: fc.option(fc.constantFrom(...catalogue.knownCheckups)),
    serviceSlugs: fc.uniqueArray(fc.constantFrom(...catalogue.knownServices)),
    partnerServiceSlugs: fc.uniqueArray(fc.constantFrom(...catalogue.knownServices)),
    locationSlug: fc.option(fc.constantFrom(...catalogue.knownLocations)),
    startOffset: fc.integer({ min: 0, max: 400 }),
    selectedOffset: fc.option(fc.integer({ min: 1, max: 90 })),
    timeSlotStart: fc.option(
      fc
        .integer({ min: 0, max: 2 * 365 * 24 * 60 })
        .map((minutes) => formatZurichInstant(new Date(Date.UTC(2026, 0, 1) + minutes * 60_000))),
    ),
    discountCode: token(64),
    reservationId: token(100),
    isPartnerBooking: fc.boolean(),
    installmentMonths: fc.constantFrom(0 as const, 6 as const, 12 as const),
    partner: fc.boolean(),
    campaign: fc.record({
      utmSource: campaignText,
      utmMedium: campaignText,
      utmCampaign: campaignText,
      utmContent: campaignText,
      utmTerm: campaignText,
      gclid: campaignText,
      fbclid: campaignText,
      gbraid: campaignText,
      wbraid: campaignText,
    }),
  })
  .map(({ startOffset, selectedOffset, ...rest }) => {
    const startDate = addDaysToDate(TODAY, startOffset);
    return {
      ...rest,
      startDate,
      selectedDate: selectedOffset === null ? null : addDaysToDate(startDate, selectedOffset),
      personalData: NO_PERSONAL_DATA,
      paymentReturn: {
        redirectStatus: null,
        paymentIntent: null,
        paymentIntentClientSecret: null,
        setupIntentClientSecret: null,
      },
    };
  });

describe('round trip (property)', () => {
  it('reads back exactly the state it wrote, through a real address string', () => {
    fc.assert(
      fc.property(validState, (state) => {
        const address = serialiseQueryState(state, { today: TODAY }).toString();
        expect(parseQueryState(new URLSearchParams(address), catalogue)).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });
  it('reads any address without throwing, keeping only known slugs', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))),
        (record) => {
          const query = parseQueryState(record, catalogue);
          expect(
            query.checkupSlug === null || catalogue.knownCheckups.includes(query.checkupSlug),
          ).toBe(true);
          expect(query.serviceSlugs.every((slug) => catalogue.knownServices.has(slug))).toBe(true);
          expect(query.startDate >= TODAY).toBe(true);
        },
      ),
    );
  });
});
