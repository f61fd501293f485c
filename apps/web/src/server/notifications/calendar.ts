// The appointment as an iCalendar file (ics): attached to the confirmation and the reminder, and the success page's download.
import 'server-only';
import { createEvent, type EventAttributes } from 'ics';
import { calendarUid } from '../../booking/calendar';
import { parseInstant } from '../../booking/time';
import { emailCopy } from './copy';
import type { AppointmentFacts, MailAttachment, MessageSiteSettings } from './types';
import { messageView } from './view';

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/** PUBLISH adds or updates the event; CANCEL (same UID, higher SEQUENCE) removes it from the calendar. */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

/**
 * SEQUENCE of a file: the appointment's own (raised by each change of time), and one more for
 * the cancellation, so it outranks every file sent before it and calendars apply it to the entry
 * they already have.
 */
function sequenceOf(facts: AppointmentFacts, method: CalendarMethod): number {
  return (facts.sequence ?? 0) + (method === 'CANCEL' ? 1 : 0);
}

export interface CalendarOptions {
  /** UI copy of the message's language, for editors' `email.*` overrides. */
  overrides?: Readonly<Record<string, string>>;
  /** DTSTAMP: when this file was made. Pass it for a byte-identical file on every call. */
  issuedAt?: Date;
  /** PUBLISH by default; CANCEL for the cancellation's file. */
  method?: CalendarMethod;
}

function requireInstant(value: string, field: string): number {
  const instant = parseInstant(value);
  if (instant === null) throw new RangeError(`${field} is not an ISO 8601 instant`);
  return instant.getTime();
}

/**
 * The .ics text of one appointment. Start and end are written in UTC (no VTIMEZONE needed, every
 * calendar converts); the UID is the reservation's, so importing the file again updates the entry.
 * The summary names the brand, not the check-up: calendars are often shared with colleagues.
 */
export function calendarFile(
  facts: AppointmentFacts,
  settings: MessageSiteSettings,
  options: CalendarOptions = {},
): string {
  const view = messageView(facts, settings, emailCopy(facts.language, options.overrides));
  const line = (label: string, value: string) =>
    facts.language === 'fr' ? `${label}\u00a0: ${value}` : `${label}: ${value}`;
  const place = [facts.location.title, facts.location.address.replace(/\s*\n\s*/g, ', ')]
    .filter((part) => part !== '')
    .join(', ');
  const description = [
    line(view.t('checkupLabel'), facts.checkupTitle),
    line(view.t('reservationLabel'), facts.reservationName),
    line(view.t('durationLabel'), view.duration),
    line(view.t('locationLabel'), place),
    line(view.t('directions'), view.mapUrl),
    '',
    view.t('support'),
  ].join('\n');
  const method = options.method ?? 'PUBLISH';
  // `timestamp` (DTSTAMP) is read by ics but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    uid: calendarUid(facts.reservationName),
    productId: `-//${settings.brandName}//Booking//EN`,
    method,
    ...(sequenceOf(facts, method) > 0 ? { sequence: sequenceOf(facts, method) } : {}),
    timestamp: (options.issuedAt ?? new Date()).getTime(),
    start: requireInstant(facts.start, 'start'),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: requireInstant(facts.end, 'end'),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: view.t('calendarSummary'),
    description,
    location: place,
    url: view.mapUrl,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: settings.brandName, email: view.support.email },
    ...(facts.location.center
      ? { geo: { lat: facts.location.center.lat, lon: facts.location.center.lng } }
      : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error !== null || value === null) {
    throw new Error(`calendar file for ${facts.reservationName}: ${error?.message ?? 'no output'}`);
  }
  return value;
}

/** The calendar file as a mail attachment, named after the reservation. */
export function calendarAttachment(
  facts: AppointmentFacts,
  settings: MessageSiteSettings,
  options: CalendarOptions = {},
): MailAttachment {
  return {
    filename: `${facts.reservationName}.ics`,
    content: calendarFile(facts, settings, options),
    contentType: CALENDAR_CONTENT_TYPE.replace('PUBLISH', options.method ?? 'PUBLISH'),
  };
}
