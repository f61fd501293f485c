// Raw address parameters: cleaned names, first usable values, and the campaign and personal values the address may carry in.
import { CAMPAIGN_VALUE_MAX_LENGTH, type CampaignData, campaignFrom } from './campaign';
import { BIOLOGICAL_SEXES, type BiologicalSex, type PersonDetails } from './person';
import { isValidDateOnly } from './time';

/** What Next.js hands a page (a record) or the browser gives (URLSearchParams and friends). */
export type QueryInput =
  | Iterable<readonly [string, string]>
  | Record<string, string | readonly string[] | undefined>;

/** Parameter values by cleaned name, in the order they appeared. */
export type RawQuery = Map<string, string[]>;

// `?a=1&amp;checkup=x` reaches us as a parameter named `amp;checkup`; pasted links carry `&amp;checkup`.
const ENCODED_AMPERSAND_PREFIX = /^(?:&amp;|amp;|&)+/i;

export function cleanParamName(name: string): string {
  return name.replace(ENCODED_AMPERSAND_PREFIX, '');
}

function isIterable(input: QueryInput): input is Iterable<readonly [string, string]> {
  return typeof (input as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function';
}

export function readRawQuery(input: QueryInput): RawQuery {
  const raw: RawQuery = new Map();
  const add = (name: string, value: string) => {
    const key = cleanParamName(name);
    raw.set(key, [...(raw.get(key) ?? []), value]);
  };
  if (isIterable(input)) {
    for (const [name, value] of input) add(name, value);
  } else {
    for (const [name, value] of Object.entries(input)) {
      if (typeof value === 'string') add(name, value);
      else if (value !== undefined) for (const item of value) add(name, item);
    }
  }
  return raw;
}

/** The first value of a parameter that `read` accepts, or null. */
export function firstAccepted<T>(
  raw: RawQuery,
  name: string,
  read: (value: string) => T | null,
): T | null {
  for (const value of raw.get(name) ?? []) {
    const accepted = read(value);
    if (accepted !== null) return accepted;
  }
  return null;
}

/** Every value of a repeated or comma-joined parameter, trimmed, without blanks or repeats. */
export function listValues(raw: RawQuery, name: string): string[] {
  const values = (raw.get(name) ?? []).flatMap((value) => value.split(','));
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

const TOKEN = /^[A-Za-z0-9_.:-]+$/;

/** C0 controls and DEL: nothing a person types into a form or a campaign tool. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** An identifier (reservation id, payment intent id, discount code): no spaces, bounded length. */
export function readToken(maxLength: number): (value: string) => string | null {
  return (value) => {
    const trimmed = value.trim();
    return trimmed.length <= maxLength && TOKEN.test(trimmed) ? trimmed : null;
  };
}

/** Free text (a campaign name, a city): trimmed, bounded, no control characters. */
export function readText(maxLength: number): (value: string) => string | null {
  return (value) => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.length > maxLength || hasControlCharacter(trimmed)) return null;
    return trimmed;
  };
}

export function readFlag(value: string): true | null {
  return value.trim().toLowerCase() === 'true' ? true : null;
}

export function readDateOnly(value: string): string | null {
  const trimmed = value.trim();
  return isValidDateOnly(trimmed) ? trimmed : null;
}

/** The campaign values of an address: the first usable value of each parameter. */
export function readCampaign(raw: RawQuery): CampaignData {
  return campaignFrom((param) => firstAccepted(raw, param, readText(CAMPAIGN_VALUE_MAX_LENGTH)));
}

/**
 * Personal details a link may prefill. They are read because the specification says so, but they
 * are never written back into an address: this is health data, and addresses end up in browser
 * history, server logs and analytics.
 */
export type PersonalDataFromQuery = { [Field in keyof PersonDetails]: PersonDetails[Field] | null };

export const PERSONAL_PARAMS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'birthdate',
  'sex',
  'street',
  'postalcode',
  'city',
  'country',
] as const;

function readSex(value: string): BiologicalSex | null {
  const sex = value.trim().toLowerCase();
  return BIOLOGICAL_SEXES.find((known) => known === sex) ?? null;
}

function readCountryCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

export function readPersonalData(raw: RawQuery): PersonalDataFromQuery {
  const text = (name: string, maxLength = 200) => firstAccepted(raw, name, readText(maxLength));
  return {
    firstName: text('firstname'),
    lastName: text('lastname'),
    email: text('email', 254),
    phone: text('phone', 32),
    birthDate: firstAccepted(raw, 'birthdate', readDateOnly),
    biologicalSex: firstAccepted(raw, 'sex', readSex),
    street: text('street'),
    postalCode: text('postalcode', 20),
    city: text('city'),
    country: firstAccepted(raw, 'country', readCountryCode),
  };
}

export const NO_PERSONAL_DATA: PersonalDataFromQuery = {
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  birthDate: null,
  biologicalSex: null,
  street: null,
  postalCode: null,
  city: null,
  country: null,
};
