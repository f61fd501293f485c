// Tests only. A small catalogue with the specification's real figures, and names of many scripts beside the strings an attacker types as a name, shared by the booking domain's tests.
import { type ConsentContent, type ConsentTexts, consentTextsIn } from './consent';
import { computePayment, type PaymentAnswer, type PricingInput } from './pricing';
import { plainRichText } from './rich-text';
import type {
  Catalogue,
  Checkup,
  DiscountCode,
  LocalizedRichText,
  LocalizedText,
  Location,
  OpeningHours,
  Service,
} from './types';

/** The same text in every language (tests only look at English unless they say otherwise). */
export function text(en: string, de: string = en, fr: string = en): LocalizedText {
  return { en, de, fr };
}

/** Rich text of one paragraph per language. */
export function richText(en: string, de: string = en, fr: string = en): LocalizedRichText {
  return { en: plainRichText(en), de: plainRichText(de), fr: plainRichText(fr) };
}

function checkup(fields: Partial<Checkup> & Pick<Checkup, 'slug'>): Checkup {
  return {
    order: 0,
    durationMinutes: 60,
    price: { CHF: null, EUR: null },
    priceTwoPerson: { CHF: null, EUR: null },
    title: text(fields.slug),
    twoPersonTitle: text(`${fields.slug} for two`),
    description: richText(''),
    includedServiceSlugs: [],
    availableServiceSlugs: [],
    countries: ['ch'],
    reservationType: 'full',
    downpaymentAmount: null,
    stripeInstalment6: null,
    stripeInstalment12: null,
    ...fields,
  };
}

function service(fields: Partial<Service> & Pick<Service, 'slug'>): Service {
  return {
    notionId: null,
    durationMinutes: null,
    price: { CHF: null, EUR: null },
    cannotBeBooked: false,
    cannotBeBookedTogetherSlugs: [],
    highlighted: false,
    icon: null,
    order: null,
    tags: [],
    title: text(fields.slug),
    description: richText(''),
    modalText: null,
    modalInfoText: null,
    timeslotInfo: null,
    ...fields,
  };
}

function location(fields: Partial<Location> & Pick<Location, 'slug' | 'country'>): Location {
  return {
    notionId: null,
    isComingSoon: false,
    title: text(fields.slug),
    address: text(''),
    center: null,
    leadTimeDays: 5,
    discountAmount: null,
    unsupportedServiceSlugs: [],
    rooms: [],
    openingHours: [],
    closures: [],
    slotStepMinutes: 30,
    bufferMinutes: 0,
    ...fields,
  };
}

const WEEKDAYS_8_TO_18: OpeningHours[] = (
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const
).map((weekday) => ({ weekday, open: '08:00', close: '18:00' }));

const ADD_ONS = [
  'dxa',
  'brain_age',
  'apo_e4_test',
  'mr-mammography-add-on',
  'lung_ct',
  'blood_test_premium',
  'blood_extended',
];

export const wholeBodyScanWithBloodTest = checkup({
  slug: 'whole_body_scan_with_blood_test',
  order: 1,
  durationMinutes: 90,
  price: { CHF: 249000, EUR: 249000 },
  priceTwoPerson: { CHF: 448000, EUR: 448000 },
  title: text(
    'Whole body scan with blood test',
    'Ganzkörperscan mit Bluttest',
    'Scan corps entier avec analyse de sang',
  ),
  twoPersonTitle: text(
    'Whole body scan with blood test for two',
    'Ganzkörperscan mit Bluttest zu zweit',
    'Scan corps entier avec analyse de sang à deux',
  ),
  includedServiceSlugs: ['whole_body_mri', 'blood_test', 'medical_report'],
  availableServiceSlugs: ADD_ONS,
  countries: ['ch', 'de'],
  stripeInstalment6: 'prod_wbsbt_6',
  stripeInstalment12: 'prod_wbsbt_12',
});

/** Sold only in CHF, with a 6-month plan but no 12-month plan. */
export const wholeBodyScan = checkup({
  slug: 'whole_body_scan',
  order: 2,
  durationMinutes: 120,
  price: { CHF: 299000, EUR: null },
  priceTwoPerson: { CHF: 548000, EUR: null },
  includedServiceSlugs: ['whole_body_mri', 'medical_report'],
  availableServiceSlugs: ADD_ONS,
  stripeInstalment6: 'prod_wbs_6',
});

export const novaPremium = checkup({
  slug: 'nova_premium',
  order: 3,
  durationMinutes: 120,
  price: { CHF: 699000, EUR: null },
  priceTwoPerson: { CHF: 1299000, EUR: null },
  includedServiceSlugs: ['whole_body_mri', 'blood_test_premium', 'dxa', 'medical_report'],
  availableServiceSlugs: ['brain_age', 'mr-mammography-add-on', 'lung_ct', 'apo_e4_test'],
  stripeInstalment6: 'prod_premium_6',
  stripeInstalment12: 'prod_premium_12',
});

/** Has a EUR price but lists only the ch market, so Germany does not sell it. */
export const mammography = checkup({
  slug: 'mammography',
  order: 4,
  durationMinutes: 60,
  price: { CHF: 149000, EUR: 149000 },
  priceTwoPerson: { CHF: 248000, EUR: 248000 },
  includedServiceSlugs: ['mr-mammography-product'],
  availableServiceSlugs: ['dxa'],
});

export const services: Service[] = [
  service({ slug: 'whole_body_mri', durationMinutes: 90, price: { CHF: 249000, EUR: 249000 } }),
  service({ slug: 'blood_test', durationMinutes: 50, price: { CHF: 55000, EUR: null } }),
  service({ slug: 'medical_report', durationMinutes: 20 }),
  service({
    slug: 'dxa',
    durationMinutes: 65,
    price: { CHF: 25000, EUR: 25000 },
    highlighted: true,
    title: text('DXA bone density scan', 'DXA-Knochendichtemessung', 'Densitométrie DXA'),
  }),
  service({ slug: 'brain_age', durationMinutes: 20, price: { CHF: 19000, EUR: null } }),
  service({ slug: 'apo_e4_test', cannotBeBooked: true }),
  service({
    slug: 'mr-mammography-add-on',
    durationMinutes: 30,
    price: { CHF: 50000, EUR: 50000 },
    title: text('Nova Breast Check-up'),
  }),
  service({ slug: 'mr-mammography-product', durationMinutes: 30 }),
  service({ slug: 'lung_ct', durationMinutes: 15, price: { CHF: 9000, EUR: null } }),
  // The conflict is listed on one side only, so tests can check it is honoured in both directions.
  service({
    slug: 'blood_test_premium',
    price: { CHF: 5000, EUR: 6000 },
    cannotBeBookedTogetherSlugs: ['blood_extended'],
  }),
  service({ slug: 'blood_extended', price: { CHF: 50000, EUR: null } }),
];

export const zurichBellevue = location({
  slug: 'zurich_bellevue',
  country: 'ch',
  title: text('Zurich Bellevue', 'Zürich Bellevue', 'Zurich Bellevue'),
  center: { lat: 47.3667, lng: 8.545 },
  leadTimeDays: 2,
  unsupportedServiceSlugs: ['brain_age'],
  rooms: [
    { roomId: 'zurich-mri-1', name: 'MRI 1' },
    { roomId: 'zurich-mri-2', name: 'MRI 2' },
  ],
  openingHours: [...WEEKDAYS_8_TO_18, { weekday: 'saturday', open: '09:00', close: '14:00' }],
});

export const baselZentral = location({
  slug: 'basel_zentral',
  country: 'ch',
  center: { lat: 47.5476, lng: 7.5897 },
  unsupportedServiceSlugs: ['lung_ct', 'blood_extended', 'apo_e4_test'],
  rooms: [
    { roomId: 'basel-mri-1', name: 'MRI 1' },
    { roomId: 'basel-mri-2', name: 'MRI 2' },
  ],
  openingHours: WEEKDAYS_8_TO_18,
  slotStepMinutes: 15,
  bufferMinutes: 10,
});

export const baselRheinfelden = location({
  slug: 'basel_rheinfelden',
  country: 'ch',
  center: { lat: 47.554, lng: 7.794 },
  discountAmount: 25000,
  unsupportedServiceSlugs: ['brain_age', 'lung_ct', 'blood_extended', 'apo_e4_test'],
  rooms: [{ roomId: 'rheinfelden-mri-1', name: 'MRI 1' }],
  openingHours: WEEKDAYS_8_TO_18,
});

export const munich = location({
  slug: 'munich',
  country: 'de',
  center: { lat: 48.1374, lng: 11.5755 },
  leadTimeDays: null,
  unsupportedServiceSlugs: ['brain_age', 'lung_ct', 'blood_extended', 'apo_e4_test'],
  rooms: [
    { roomId: 'munich-mri-1', name: 'MRI 1' },
    { roomId: 'munich-mri-2', name: 'MRI 2' },
  ],
  openingHours: WEEKDAYS_8_TO_18,
});

export const frankfurt = location({
  slug: 'frankfurt',
  country: 'de',
  isComingSoon: true,
  center: { lat: 50.1109, lng: 8.6821 },
  leadTimeDays: null,
});

export const catalogue: Catalogue = {
  checkups: [wholeBodyScanWithBloodTest, wholeBodyScan, novaPremium, mammography],
  services,
  locations: [zurichBellevue, baselZentral, baselRheinfelden, munich, frankfurt],
};

/** Valid through spring 2025 in both currencies, for every check-up. */
export const spring10: DiscountCode = {
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  currencies: ['CHF', 'EUR'],
  validFrom: '2025-03-01',
  validUntil: '2025-05-31',
  checkupSlugs: [],
  maxRedemptions: 100,
  active: true,
};

/** CHF 100 off, open-ended, only on the whole body scan with blood test. */
export const welcome100: DiscountCode = {
  code: 'WELCOME100',
  kind: 'amount',
  value: 10000,
  currencies: ['CHF'],
  validFrom: null,
  validUntil: null,
  checkupSlugs: ['whole_body_scan_with_blood_test'],
  maxRedemptions: null,
  active: true,
};

/** Premium as a downpayment reservation: CHF 500 now, the rest at the clinic. */
export const catalogueWithDownpayment: Catalogue = {
  ...catalogue,
  checkups: catalogue.checkups.map((checkup) =>
    checkup.slug === novaPremium.slug
      ? { ...checkup, reservationType: 'downpayment', downpaymentAmount: { CHF: 50000, EUR: null } }
      : checkup,
  ),
};

/**
 * The whole body scan with blood test at Zurich Bellevue, paid in one go in Switzerland, priced
 * with `overrides`: what the price tests and the order's components start from.
 */
export function priced(overrides: Partial<PricingInput> = {}): PaymentAnswer {
  return computePayment({
    catalogue,
    market: 'ch',
    language: 'en',
    checkupSlug: 'whole_body_scan_with_blood_test',
    locationSlug: 'zurich_bellevue',
    services: [],
    servicesPartner: [],
    isPartnerBooking: false,
    isPartnerCurrentlyBooking: false,
    installmentMonths: 0,
    discountCode: null,
    discount: null,
    discountRedemptions: 0,
    today: '2025-04-15',
    ...overrides,
  });
}

/** The consent document as content gives it: a version and both texts, with links. */
export const consentContent: ConsentContent = {
  version: '2026-12-01',
  terms: text(
    'I accept the [terms and conditions](https://www.novahealth.ch/terms) and have read the [privacy notice](https://www.novahealth.ch/privacy).',
    'Ich akzeptiere die [AGB](https://www.novahealth.ch/terms) und habe die [Datenschutzerklärung](https://www.novahealth.ch/privacy) gelesen.',
  ),
  healthData: text(
    'I consent to Nova processing my health data for my examination, as the [privacy notice](https://www.novahealth.ch/privacy) describes.',
  ),
};

/** The same in English, as the summary and the partner's page receive it. */
export const consentTexts: ConsentTexts = consentTextsIn(consentContent, 'en');

/** Names as people of many places write them, each accepted. */
export const NAMES_OF_MANY_SCRIPTS = [
  'Zoë',
  'Ødegård',
  "O'Brien",
  'D’Angelo',
  'Jean-Luc',
  'Nguyễn',
  // The same name with its marks as separate combining characters, as some keyboards send it.
  'Nguyễn'.normalize('NFD'),
  '山田',
  '太郎',
  'Müller-Lüdenscheid',
  'St. John',
  'J. R. R.',
  'Prof. Dr. Schäfer',
  'María José',
  'Łukasz',
  'Ἀλέξανδρος',
  'Иванова',
  'محمد',
  'שירה',
  'किरण',
  'สมชาย',
  '김민준',
  'Ngũgĩ wa Thiong’o',
];

/** What an attacker typed as a name, to be read in an email from Nova's own address. */
export const ATTACK_NAMES = [
  'Your card was charged twice. Claim your refund at https://refund.example',
  'Claim your refund at evil.example',
  'www.evil-refunds',
  'refund@evil.example',
  'Call 0800 123 456',
  'Anna 2',
  'Refund: click here',
  'Anna/Refund',
  'Anna\nRefund',
  'Your card was charged twice. Claim',
  'Anna!',
  '-Anna',
  'Anna..Maria',
  'ｗｗｗ．ｅｖｉｌ',
  'Anna\u202Eevil',
];
