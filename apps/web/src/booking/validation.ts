// Form and payload rules (yup): personal and partner details, the idle popup, and one way to run a schema that answers with error ids.
import { object, string, ValidationError } from 'yup';
import { CAMPAIGN_FIELDS, CAMPAIGN_VALUE_MAX_LENGTH, type CampaignField } from './campaign';
import { isPlausibleEmail, sameEmail } from './email-address';
import { BookingError, type UserErrorId } from './errors';
import { COUNTRIES_BY_MARKET, countriesOf } from './locale';
import { BIOLOGICAL_SEXES, isPersonName } from './person';
import { isValidPhoneNumber } from './phone';
import { isValidDateOnly } from './time';
import { LANGUAGES, type Market } from './types';
import { type FieldDescription, jsonShapeProblem, separateWrongTypes } from './untrusted-json';

/** Message ids (the UI copy has a text for each), never English sentences. */
export const MESSAGES = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  name: 'validation.name',
  format: 'validation.format',
  email: 'validation.email',
  phone: 'validation.phone',
  date: 'validation.date',
  birthDateInFuture: 'validation.birthDateInFuture',
  tooYoung: 'validation.tooYoung',
  tooOld: 'validation.tooOld',
  biologicalSex: 'validation.biologicalSex',
  postalCode: 'validation.postalCode',
  country: 'validation.country',
  partnerEmailSameAsCustomer: 'partner-reservation-email-not-allowed',
  idleEmail: 'idleTimeModal.inputEmailError',
  idlePhone: 'idleTimeModal.inputPhoneError',
} as const satisfies Record<string, string>;

export const ADULT_AGE_YEARS = 18;
export const OLDEST_AGE_YEARS = 120;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Postal code shapes of the countries a market offers; other countries only get a length bound. */
const POSTAL_CODE_PATTERNS: Record<string, RegExp> = {
  CH: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};

/** Every country some market offers (both markets offer the same five, in a different order). */
export const ADDRESS_COUNTRIES = [...new Set(Object.values(COUNTRIES_BY_MARKET).flat())];

const requiredText = (maxLength: number) =>
  string().trim().required(MESSAGES.required).max(maxLength, MESSAGES.tooLong);

/** A first or last name: what names are made of, and nothing a link or a message needs (person.ts). */
const personName = () =>
  requiredText(NAME_MAX_LENGTH).test(
    'name',
    MESSAGES.name,
    (value) => !value || isPersonName(value),
  );

/** An address mail can reach: a domain with a dot and a real top-level domain (email-address.ts). */
const emailAddress = () =>
  requiredText(EMAIL_MAX_LENGTH)
    .email(MESSAGES.email)
    .test('plausible-domain', MESSAGES.email, (value) => !value || isPlausibleEmail(value));

// In its own module, so a page comparing two addresses does not bring yup and the phone rules.
export { sameEmail };

/** True when someone born on `birthDate` has had their `years`th birthday by `today` (29 February counts from 1 March). */
function hasTurned(birthDate: string, years: number, today: string): boolean {
  const birthday = `${String(Number(birthDate.slice(0, 4)) + years).padStart(4, '0')}${birthDate.slice(4)}`;
  return birthday <= today;
}

/** YYYY-MM-DD birth date of an adult: a real day, in the past, at least 18 and at most 120 years ago. */
export function birthDateSchema(today: string) {
  return string()
    .trim()
    .required(MESSAGES.required)
    .test('date', MESSAGES.date, (value) => isValidDateOnly(value))
    .test('past', MESSAGES.birthDateInFuture, (value) => !isValidDateOnly(value) || value < today)
    .test(
      'adult',
      MESSAGES.tooYoung,
      (value) =>
        !isValidDateOnly(value) || value >= today || hasTurned(value, ADULT_AGE_YEARS, today),
    )
    .test(
      'plausible',
      MESSAGES.tooOld,
      (value) => !isValidDateOnly(value) || !hasTurned(value, OLDEST_AGE_YEARS + 1, today),
    );
}

/** An international phone number, valid by its country's numbering plan (see phone.ts). */
export function phoneSchema() {
  return string()
    .trim()
    .required(MESSAGES.required)
    .test('phone', MESSAGES.phone, (value) => isValidPhoneNumber(value));
}

export interface PersonalDetailsContext {
  /** Limits the address country to the market's list (the form's options). */
  market?: Market;
  /** Today in Zurich, YYYY-MM-DD. */
  today: string;
}

/** The customer's details (personalData). */
export function personalDetailsSchema({ market, today }: PersonalDetailsContext) {
  const countries = market === undefined ? ADDRESS_COUNTRIES : [...countriesOf(market)];
  return object({
    firstName: personName(),
    lastName: personName(),
    email: emailAddress(),
    phone: phoneSchema(),
    birthDate: birthDateSchema(today),
    biologicalSex: string()
      .oneOf(BIOLOGICAL_SEXES, MESSAGES.biologicalSex)
      .default('male')
      .required(MESSAGES.required),
    street: requiredText(200),
    postalCode: requiredText(20).test('postal-code', MESSAGES.postalCode, function (value) {
      const { country } = this.parent as { country?: unknown };
      const pattern =
        POSTAL_CODE_PATTERNS[
          String(country ?? '')
            .trim()
            .toUpperCase()
        ];
      return pattern === undefined || pattern.test(value);
    }),
    city: requiredText(NAME_MAX_LENGTH),
    country: string()
      .trim()
      .uppercase()
      .required(MESSAGES.required)
      .oneOf(countries, MESSAGES.country),
    language: string().oneOf(LANGUAGES).optional(),
    localization: string().max(10).optional(),
  });
}

/** The partner's details (personalDataPartner); with the customer's email, the two must differ. */
export function partnerDetailsSchema(options: { customerEmail?: string | null } = {}) {
  return object({
    firstName: personName(),
    lastName: personName(),
    email: emailAddress().test(
      'different-from-customer',
      MESSAGES.partnerEmailSameAsCustomer,
      (value) => !sameEmail(value, options.customerEmail),
    ),
  });
}

const campaignValue = () =>
  string().trim().max(CAMPAIGN_VALUE_MAX_LENGTH, MESSAGES.tooLong).nullable().default(null);

/** Campaign values as a payload carries them on (a lead, a reservation): each field, or null. */
export function campaignSchema() {
  const fields = Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, campaignValue()]));
  return object(fields as Record<CampaignField, ReturnType<typeof campaignValue>>);
}

export type PayloadError = Extract<
  UserErrorId,
  'validation-failed' | 'partner-reservation-email-not-allowed' | 'consent-required'
>;

/**
 * The id a refusal answers with: the partner's email equal to the customer's wherever it fails;
 * missing consent when nothing else is at fault (a body wrong everywhere is `validation-failed`,
 * its consent among the fields).
 */
function payloadErrorOf(failed: readonly string[]): PayloadError {
  if (failed.includes(MESSAGES.partnerEmailSameAsCustomer)) {
    return MESSAGES.partnerEmailSameAsCustomer;
  }
  if (failed.length > 0 && failed.every((message) => message === 'consent-required')) {
    return 'consent-required';
  }
  return 'validation-failed';
}

export type PayloadResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: PayloadError; fields: string[]; messages: Record<string, string> };

export interface SyncSchema<T> {
  validateSync(value: unknown, options?: { abortEarly?: boolean; stripUnknown?: boolean }): T;
  describe(): FieldDescription;
}

function refusedAsMalformed<T>(field: string): PayloadResult<T> {
  return {
    ok: false,
    error: 'validation-failed',
    fields: [field],
    messages: { [field]: MESSAGES.format },
  };
}

/**
 * Runs a schema over untrusted input: every failing field is listed with its message id, unknown
 * keys are dropped. A refusal that is a catalogue error of its own (the partner's email equal to
 * the customer's, consent not given) answers with that id rather than the general 'validation-failed'. Any JSON value
 * gets an answer: a malformed shape is refused at once, and a value of the wrong JSON type is
 * refused as `format` while the schema checks the rest; yup never casts it, since its casts call
 * methods of the value (a list's `trim`, a `constructor` key's field).
 */
export function validatePayload<T>(schema: SyncSchema<T>, input: unknown): PayloadResult<T> {
  const shape = jsonShapeProblem(input);
  if (shape !== null) return refusedAsMalformed(shape.path);
  const typed = separateWrongTypes(schema.describe(), input);
  // Not even the right kind of value (a list, a number): nothing inside it to name.
  if (typed.wrongTypePaths.includes('')) return refusedAsMalformed('');
  const messages: Record<string, string> = {};
  let valid: { value: T } | null = null;
  try {
    valid = { value: schema.validateSync(typed.value, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const field = failure.path ?? '';
      messages[field] ??= String(failure.message);
    }
  }
  for (const field of typed.wrongTypePaths) messages[field] = MESSAGES.format;
  if (valid !== null && Object.keys(messages).length === 0) return { ok: true, value: valid.value };
  return {
    ok: false,
    error: payloadErrorOf(Object.values(messages)),
    fields: Object.keys(messages),
    messages,
  };
}

/**
 * The valid value of an untrusted body, or the refusal a route answers: its error id and the
 * fields at fault (`body` for the whole of it).
 */
export function requireValidPayload<T>(schema: SyncSchema<T>, input: unknown): T {
  const parsed = validatePayload(schema, input);
  if (!parsed.ok)
    throw new BookingError(
      parsed.error,
      parsed.fields.map((field) => field || 'body'),
    );
  return parsed.value;
}
