// Reads an outbox row's JSON back into a message's data, refusing anything malformed or carrying more than a message may.
import 'server-only';
import { isLocale } from '../../booking/locale';
import { parseInstant } from '../../booking/time';
import { CURRENCIES, type GeoPoint, LANGUAGES } from '../../booking/types';
import {
  type AddOnsPerPerson,
  type AppointmentFacts,
  type BookingMessageData,
  type ManageLinks,
  MESSAGE_KINDS,
  type MessageAmounts,
  type MessagePriceChange,
  PRICE_CHANGE_KINDS,
} from './types';

/** A payload no retry can fix: the worker gives the row up instead of retrying it. */
export class InvalidNotificationPayload extends Error {
  constructor(problem: string) {
    super(`invalid notification payload: ${problem}`);
    this.name = 'InvalidNotificationPayload';
  }
}

type Json = Record<string, unknown>;

function fail(problem: string): never {
  throw new InvalidNotificationPayload(problem);
}

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(`${path} not an object`);
  return value as Json;
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(`${path} not a non-empty string`);
  return value;
}

function amount(value: unknown, path: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) fail(`${path} not an amount`);
  return value as number;
}

function oneOf<T extends string>(options: readonly T[], value: unknown, path: string): T {
  const found = options.find((option) => option === value);
  if (found === undefined) fail(`${path} not one of ${options.join(', ')}`);
  return found;
}

function instant(value: unknown, path: string): string {
  if (parseInstant(value) === null) fail(`${path} not an ISO 8601 instant`);
  return value as string;
}

function link(value: unknown, path: string): string {
  const url = text(value, path);
  if (!/^https?:\/\//.test(url)) fail(`${path} not an http(s) address`);
  return url;
}

function center(value: unknown): GeoPoint | null {
  if (value === null || value === undefined) return null;
  const point = object(value, 'location.center');
  const { lat, lng } = point;
  if (typeof lat !== 'number' || typeof lng !== 'number') fail('location.center not a point');
  return { lat, lng };
}

function priceChange(value: unknown): { priceChange?: MessagePriceChange } {
  if (value === undefined) return {};
  const change = object(value, 'priceChange');
  return {
    priceChange: {
      kind: oneOf(PRICE_CHANGE_KINDS, change.kind, 'priceChange.kind'),
      amount: amount(change.amount, 'priceChange.amount'),
    },
  };
}

function facts(json: Json): AppointmentFacts {
  const location = object(json.location, 'location');
  const recipient = object(json.recipient, 'recipient');
  const locale = json.locale;
  if (!isLocale(locale)) fail('locale unknown');
  const durationMinutes = amount(json.durationMinutes, 'durationMinutes');
  return {
    language: oneOf(LANGUAGES, json.language, 'language'),
    locale,
    reservationName: text(json.reservationName, 'reservationName'),
    start: instant(json.start, 'start'),
    end: instant(json.end, 'end'),
    durationMinutes,
    checkupTitle: text(json.checkupTitle, 'checkupTitle'),
    location: {
      title: text(location.title, 'location.title'),
      // Content may lack an address; the message still goes out, with the title and the map link.
      address:
        typeof location.address === 'string'
          ? location.address
          : fail('location.address not a string'),
      center: center(location.center),
    },
    // Picked field by field: anything else a payload carries is dropped, never rendered.
    recipient: {
      firstName: text(recipient.firstName, 'recipient.firstName'),
      email: text(recipient.email, 'recipient.email'),
    },
    ...(json.sequence === undefined ? {} : { sequence: amount(json.sequence, 'sequence') }),
  };
}

function amounts(value: unknown): MessageAmounts {
  const json = object(value, 'amounts');
  const installments = json.installments;
  if (!Array.isArray(installments)) fail('amounts.installments not a list');
  return {
    currency: oneOf(CURRENCIES, json.currency, 'amounts.currency'),
    total: amount(json.total, 'amounts.total'),
    paidNow: amount(json.paidNow, 'amounts.paidNow'),
    dueLater: amount(json.dueLater, 'amounts.dueLater'),
    installments: installments.map((part, index) => amount(part, `amounts.installments[${index}]`)),
  };
}

function titles(value: unknown, path: string): string[] {
  if (!Array.isArray(value)) fail(`${path} not a list`);
  return value.map((title, index) => text(title, `${path}[${index}]`));
}

/** Absent in rows queued before add-ons were part of a message: those still go out, without them. */
function addOns(value: unknown): AddOnsPerPerson | null {
  if (value === null || value === undefined) return null;
  const json = object(value, 'addOns');
  return {
    customer: titles(json.customer, 'addOns.customer'),
    partner:
      json.partner === null || json.partner === undefined
        ? null
        : titles(json.partner, 'addOns.partner'),
  };
}

/** Absent in rows queued before the manage link existed: those go out without it. */
function manageLinks(value: unknown): ManageLinks {
  if (value === null || value === undefined) return {};
  const json = object(value, 'links');
  return json.manage === undefined ? {} : { manage: link(json.manage, 'links.manage') };
}

export function parseBookingMessageData(payload: unknown): BookingMessageData {
  const json = object(payload, 'payload');
  const kind = oneOf(MESSAGE_KINDS, json.kind, 'kind');
  const common = facts(json);
  switch (kind) {
    case 'confirmation':
    case 'reminder':
    case 'reschedule':
      return {
        ...common,
        kind,
        amounts: amounts(json.amounts),
        addOns: addOns(json.addOns),
        links: manageLinks(json.links),
        ...priceChange(json.priceChange),
      };
    case 'instalment-refund': {
      const refund = object(json.refund, 'refund');
      return {
        ...common,
        kind,
        refund: {
          currency: oneOf(CURRENCIES, refund.currency, 'refund.currency'),
          amount: amount(refund.amount, 'refund.amount'),
          instalment: amount(refund.instalment, 'refund.instalment'),
        },
      };
    }
    case 'cancellation': {
      const refund = object(json.refund, 'refund');
      return {
        ...common,
        kind,
        refund: {
          currency: oneOf(CURRENCIES, refund.currency, 'refund.currency'),
          paid: amount(refund.paid, 'refund.paid'),
          refunded: amount(refund.refunded, 'refund.refunded'),
        },
        // Absent in a cancellation queued before it was added: say nothing of instalments then.
        instalmentPlan: json.instalmentPlan === true,
      };
    }
    case 'pay-later': {
      const links = object(json.links, 'links');
      return {
        ...common,
        kind,
        amounts: amounts(json.amounts),
        links: { payLater: link(links.payLater, 'links.payLater') },
      };
    }
    case 'move-debit-failed': {
      const attempted = object(json.attempted, 'attempted');
      return {
        ...common,
        kind,
        attempted: {
          start: instant(attempted.start, 'attempted.start'),
          locationTitle: text(attempted.locationTitle, 'attempted.locationTitle'),
        },
        links: manageLinks(json.links),
      };
    }
    case 'debit-failed':
    case 'refund': {
      const links = object(json.links, 'links');
      return {
        ...common,
        kind,
        amounts: amounts(json.amounts),
        links: { rebook: link(links.rebook, 'links.rebook') },
      };
    }
    case 'partner-confirmation':
    case 'partner-reschedule':
    case 'partner-cancellation':
    case 'partner-reminder': {
      const bookedBy = object(json.bookedBy, 'bookedBy');
      const links = json.links === undefined ? null : object(json.links, 'links');
      return {
        ...common,
        kind,
        bookedBy: { firstName: text(bookedBy.firstName, 'bookedBy.firstName') },
        ...(links === null ? {} : { links: { partner: link(links.partner, 'links.partner') } }),
      };
    }
    case 'partner-invitation': {
      const links = object(json.links, 'links');
      const bookedBy = object(json.bookedBy, 'bookedBy');
      return {
        ...common,
        kind,
        bookedBy: { firstName: text(bookedBy.firstName, 'bookedBy.firstName') },
        links: { partnerCompletion: link(links.partnerCompletion, 'links.partnerCompletion') },
      };
    }
  }
}
