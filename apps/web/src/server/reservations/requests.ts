// The query strings of the time slot GET routes and the lookups' POST bodies, read into typed inputs; anything malformed is `invalid-request` naming the parameters.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { isLocale, marketOf } from '../../booking/locale';
import { listValues, type RawQuery, readRawQuery } from '../../booking/query-params';
import { MAX_SLOT_DAYS } from '../../booking/slots';
import { isValidDateOnly, parseInstant } from '../../booking/time';
import { MARKETS, type Market } from '../../booking/types';
import { isRecord } from '../../booking/untrusted-json';

export interface SelectionQuery {
  checkupSlug: string;
  services: string[];
  servicesPartner: string[];
  isPartnerBooking: boolean;
}

export interface TimeSlotsQuery extends SelectionQuery {
  locationSlug: string;
  /** Null: today in Zurich. */
  startDate: string | null;
  days: number;
}

export interface OccupationQuery extends SelectionQuery {
  locationSlug: string;
  timeSlotStart: Date;
}

export interface DurationQuery extends SelectionQuery {
  /** Null: the first market the check-up is sold in. */
  market: Market | null;
}

export interface EndDateQuery extends DurationQuery {
  timeSlotStart: Date;
}

const SLUG = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_VALUE_LENGTH = 320;

/** Collects every problem of one query, so an answer names all the parameters at fault. */
class QueryReader {
  readonly raw: RawQuery;
  readonly invalid: string[] = [];
  constructor(params: URLSearchParams) {
    this.raw = readRawQuery(params);
  }
  text(name: string): string | null {
    const value = this.raw.get(name)?.[0]?.trim() ?? '';
    if (value === '') return null;
    if (value.length > MAX_VALUE_LENGTH) {
      this.invalid.push(name);
      return null;
    }
    return value;
  }
  slug(name: string): string {
    const value = this.text(name);
    if (value === null || !SLUG.test(value)) this.invalid.push(name);
    return value ?? '';
  }
  slugs(name: string): string[] {
    const values = listValues(this.raw, name);
    if (values.length > 20 || values.some((value) => !SLUG.test(value))) this.invalid.push(name);
    return values;
  }
  flag(name: string): boolean {
    const value = this.text(name)?.toLowerCase() ?? 'false';
    if (value === 'true' || value === '1') return true;
    if (value !== 'false' && value !== '0') this.invalid.push(name);
    return false;
  }
  instant(name: string): Date {
    const value = parseInstant(this.text(name));
    if (value === null) this.invalid.push(name);
    return value ?? new Date(Number.NaN);
  }
  done<T>(value: T): T {
    if (this.invalid.length > 0)
      throw new BookingError('invalid-request', [...new Set(this.invalid)]);
    return value;
  }
}

function selection(reader: QueryReader, checkupParam: string): SelectionQuery {
  const isPartnerBooking = reader.flag('partner') || reader.flag('isPartnerBooking');
  return {
    checkupSlug: reader.slug(checkupParam),
    services: reader.slugs('services'),
    servicesPartner: isPartnerBooking ? reader.slugs('servicesPartner') : [],
    isPartnerBooking,
  };
}

/** `?location&checkup&services&servicesPartner&partner&startDate&days` (DESIGN.md section 6). */
export function readTimeSlotsQuery(params: URLSearchParams): TimeSlotsQuery {
  const reader = new QueryReader(params);
  const startDate = reader.text('startDate');
  if (startDate !== null && !isValidDateOnly(startDate)) reader.invalid.push('startDate');
  const daysText = reader.text('days') ?? String(MAX_SLOT_DAYS);
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN;
  if (!(days >= 1 && days <= MAX_SLOT_DAYS)) reader.invalid.push('days');
  return reader.done({
    ...selection(reader, 'checkup'),
    locationSlug: reader.slug('location'),
    startDate,
    days,
  });
}

/** `?location&checkup&services&servicesPartner&partner&timeSlotStart`. */
export function readOccupationQuery(params: URLSearchParams): OccupationQuery {
  const reader = new QueryReader(params);
  return reader.done({
    ...selection(reader, 'checkup'),
    locationSlug: reader.slug('location'),
    timeSlotStart: reader.instant('timeSlotStart'),
  });
}

function marketParam(reader: QueryReader): Market | null {
  const locale = reader.text('locale');
  if (locale !== null) {
    if (isLocale(locale)) return marketOf(locale);
    reader.invalid.push('locale');
  }
  const market = reader.text('market') ?? reader.text('country');
  if (market === null) return null;
  const known = MARKETS.find((candidate) => candidate === market.toLowerCase());
  if (known === undefined) reader.invalid.push('market');
  return known ?? null;
}

/** `?checkupSlug&services` (the specification's table), plus optional partner and market. */
export function readDurationQuery(params: URLSearchParams): DurationQuery {
  const reader = new QueryReader(params);
  return reader.done({ ...selection(reader, 'checkupSlug'), market: marketParam(reader) });
}

/** `?timeSlotStart&checkupSlug&services`, plus optional partner and market. */
export function readEndDateQuery(params: URLSearchParams): EndDateQuery {
  const reader = new QueryReader(params);
  return reader.done({
    ...selection(reader, 'checkupSlug'),
    market: marketParam(reader),
    timeSlotStart: reader.instant('timeSlotStart'),
  });
}

/**
 * A lookup's POST body, `{id, email}` or `{token, email}`: the key and the email that proves it
 * never travel in an address. Either may be missing here (the lookup answers that with its own
 * error id); a value that is not text, or too long, is `invalid-request` naming it.
 */
export function readLookupBody<K extends string>(
  body: unknown,
  key: K,
): Record<K | 'email', string | null> {
  const fields = isRecord(body) ? body : {};
  const invalid: string[] = [];
  const text = (name: string): string | null => {
    const value = fields[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || value.trim().length > MAX_VALUE_LENGTH) {
      invalid.push(name);
      return null;
    }
    return value.trim() === '' ? null : value.trim();
  };
  const read = { [key]: text(key), email: text('email') } as Record<K | 'email', string | null>;
  if (invalid.length > 0) throw new BookingError('invalid-request', invalid);
  return read;
}
