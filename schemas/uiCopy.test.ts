// Every UI string and every user-facing error id has copy in the seed, in en, de and fr, with matching placeholders.
import { USER_ERROR_IDS } from '../apps/web/src/booking/errors';
import { MESSAGES } from '../apps/web/src/booking/validation';
import { seedDocument } from './testing/changed';
import { loadSeed, pathText, query, type SeedDocument, validate } from './testing/validate';

const seed = loadSeed();

const KEYS = [
  'errors.title',
  'errors.button',
  ...[
    'title',
    'text',
    'emailLabel',
    'phoneLabel',
    'submit',
    'success',
    'inputEmailError',
    'inputPhoneError',
    'close',
    'submitError',
  ].map((k) => `idleTimeModal.${k}`),
  'phone.countryLabel',
  'phone.noResults',
  'toast.ok',
  'modal.close',
  ...['404', '500'].flatMap((code) =>
    ['title', 'heading', 'description'].map((k) => `errorPage.${code}.${k}`),
  ),
  'errorPage.goBack',
  'errorPage.goHome',
  ...['check-up', 'add-ons', 'location', 'timeslot', 'summary', 'payment', 'success'].map(
    (k) => `steps.${k}`,
  ),
  'nav.back',
  'nav.continue',
  'nav.language',
  ...[
    'heading',
    'intro',
    'duration',
    'included',
    'bookForTwo',
    'perPerson',
    'select',
    'selected',
    'from',
  ].map((k) => `checkup.${k}`),
  ...['heading', 'comingSoon', 'conflict', 'included', 'partnerHeading', 'moreInfo'].map(
    (k) => `addons.${k}`,
  ),
  ...['heading', 'comingSoon', 'discount', 'unsupported', 'distance'].map((k) => `location.${k}`),
  ...[
    'heading',
    'noSlots',
    'endsAt',
    'taken',
    'timezone',
    'calendar',
    'times',
    'chooseDay',
    'noneInRange',
    'loading',
    'loadFailed',
    'retry',
    'morning',
    'afternoon',
    'evening',
  ].map((k) => `timeslot.${k}`),
  ...[
    'heading',
    'total',
    'dueNow',
    'dueLater',
    'discountCode',
    'applyDiscount',
    'installments',
    'payInFull',
    'months6',
    'months12',
    'personalDetails',
    'partnerDetails',
    'processing',
    'reserve',
    'selection',
    'checkup',
    'addOns',
    'addOnsYou',
    'addOnsPartner',
    'noAddOns',
    'location',
    'appointment',
    'change',
    'price',
    'pricesLoading',
    'subtotal',
    'you',
    'partner',
    'thenMonthly',
    'paymentOption',
    'discountApplied',
    'removeDiscount',
    'requiredNote',
    'partnerNote',
  ].map((k) => `summary.${k}`),
  ...[
    'firstName',
    'lastName',
    'email',
    'phone',
    'birthDate',
    'sex',
    'male',
    'female',
    'street',
    'postalCode',
    'city',
    'country',
  ].map((k) => `form.${k}`),
  // Every message id the booking domain's schemas answer with (MESSAGES in validation.ts).
  ...Object.values(MESSAGES).filter((id) => id.startsWith('validation.')),
  ...['required', 'email', 'phone', 'birthDate', 'adult', 'country', 'tooLong'].map(
    (k) => `validation.${k}`,
  ),
  ...[
    'amountHeading',
    'appointment',
    'cardHeading',
    'cardNumber',
    'cardNumberError',
    'confirming',
    'confirmingNote',
    'cvc',
    'emailContinue',
    'emailIntro',
    'emailInvalid',
    'emailLabel',
    'enterEmail',
    'expiry',
    'expiryPlaceholder',
    'heading',
    'loading',
    'newBooking',
    'pay',
    'payAmount',
    'preparing',
    'processing',
    'processingNote',
    'received',
    'receivedNote',
    'reservation',
    'retry',
    'secure',
    'testCardDeclined',
    'testCardExpired',
    'testCardInsufficientFunds',
    'testCardSucceeds',
    'testCards',
    'testCardsHint',
    'testMode',
    'testModeLabel',
    'unavailable',
  ].map((k) => `payment.${k}`),
  ...[
    'addToCalendar',
    'bookAnother',
    'calendarHint',
    'checkup',
    'copyFailed',
    'copyLink',
    'date',
    'directions',
    'heading',
    'intro',
    'linkCopied',
    'location',
    'newTab',
    'partnerHeading',
    'partnerLink',
    'partnerLinkLabel',
    'partnerShare',
    'reservation',
    'time',
    'timeZone',
    'whatToBring',
    'whatToBringHeading',
    // The receipt.
    'orderHeading',
    'paid',
    'paymentHeading',
    'amountPaid',
    'paidOn',
    'paymentMethod',
    'cardEnding',
    'card',
    'scheduleHeading',
    'scheduleNumber',
    'scheduleDate',
    'scheduleAmount',
    'scheduleStatus',
    'scheduled',
    'scheduleNote',
    'print',
    'receiptLoading',
    'receiptUnavailable',
  ].map((k) => `success.${k}`),
  'meta.title',
  'meta.description',
  'footer.support',
];

interface Copy {
  _id: string;
  key: string;
  text: { en: string; de: string; fr: string };
}

const isCopy = (value: unknown): value is Copy =>
  typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';

async function allCopy(): Promise<Copy[]> {
  const result = await query(seed, '*[_type == "uiCopy"]{_id, key, text}');
  return Array.isArray(result) ? result.filter(isCopy) : [];
}

describe('the UI copy in the seed', () => {
  it.each([...USER_ERROR_IDS])('explains the error %s', async (id) => {
    const copy = (await allCopy()).find((candidate) => candidate.key === `errors.${id}`);
    expect(copy?._id).toBe(`uiCopy.errors.${id}`);
  });

  it('has every key the storefront shows', async () => {
    const keys = new Set((await allCopy()).map((copy) => copy.key));
    expect(KEYS.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('names each document after its key', async () => {
    expect((await allCopy()).filter((copy) => copy._id !== `uiCopy.${copy.key}`)).toEqual([]);
  });

  it('uses the same {placeholders} in every language', async () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const mismatched = (await allCopy()).filter(({ text }) => {
      const english = JSON.stringify(placeholders(text.en));
      return (
        JSON.stringify(placeholders(text.de)) !== english ||
        JSON.stringify(placeholders(text.fr)) !== english
      );
    });
    expect(mismatched).toEqual([]);
  });

  it('quotes the specification’s messages in English and German', async () => {
    const copy = new Map((await allCopy()).map((entry) => [entry.key, entry.text]));
    expect(copy.get('errors.payment-failed-or-canceled-by-user')).toMatchObject({
      en: 'Payment failed. Please try again.',
      de: 'Zahlung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    });
    expect(copy.get('errors.reserve-timeslot-error-already-booked')).toMatchObject({
      en: 'Reservation failed. Please try again.',
      de: 'Reservierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    });
    expect(copy.get('errors.partner-reservation-email-not-allowed')?.en).toBe(
      'Your email address and the email address of your partner must not be the same due to data privacy reasons',
    );
    expect(copy.get('checkup.duration')?.en).toContain('{minutes}');
  });
});

describe('a UI text as an ICU message', () => {
  const stepOf = () => seedDocument('uiCopy.nav.stepOf');

  /**
   * The messages an editor reads under the fields of `document`, as "path: message". (Outside the
   * Studio, validateDocument reports this object field's custom rule as a warning, so the level is
   * not compared here.)
   */
  async function errorsOf(document: SeedDocument): Promise<string[]> {
    const dataset = [...seed.filter((other) => other._id !== document._id), document];
    const { markers } = await validate(document, dataset);
    return markers.map((marker) => `${pathText(marker)}: ${marker.message}`);
  }

  it('accepts the seed’s text', async () => {
    expect(await errorsOf(stepOf())).toEqual([]);
  });

  it('asks for the English placeholders in another language', async () => {
    const copy = stepOf();
    copy.text = { ...(copy.text as object), de: 'Schritt {aktuell} von {total}' };
    expect(await errorsOf(copy)).toContain(
      'text: Use the placeholders of the English text in the de text: current, total.',
    );
  });

  it('names a brace out of place', async () => {
    const copy = stepOf();
    copy.text = { ...(copy.text as object), fr: 'Étape {current sur {total}' };
    expect((await errorsOf(copy)).join('\n')).toMatch(
      /^text: The fr text has a brace or plural out of place/m,
    );
  });
});
