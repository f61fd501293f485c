// A clinic's calendar subscription as iCalendar text (RFC 5545): one event per booked room, with the booking's code, the room and the check-up; no names, no answers, no health data.

export interface FeedAppointment {
  /** The reservation's id and the person's index make the event's stable UID. */
  reservationId: string;
  person: 0 | 1;
  code: string;
  startsAt: Date;
  endsAt: Date;
  roomName: string;
  checkup: string;
  status: 'booked' | 'arrived' | 'no-show';
}

/** Backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets, continuation lines starting with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC in the basic format, e.g. 20270304T100000Z. */
export function icsInstant(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const STATUS_NOTE: Record<FeedAppointment['status'], string> = {
  booked: '',
  arrived: ' (arrived)',
  'no-show': ' (no-show)',
};

export function buildCalendarFeed(
  clinic: { slug: string; title: string },
  appointments: readonly FeedAppointment[],
  now: Date,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nova//Clinic calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(`Nova · ${clinic.title}`)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
  ];
  for (const appointment of appointments) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${appointment.reservationId}-${appointment.person}@staff.nova`,
      `DTSTAMP:${icsInstant(now)}`,
      `DTSTART:${icsInstant(appointment.startsAt)}`,
      `DTEND:${icsInstant(appointment.endsAt)}`,
      `SUMMARY:${icsText(`${appointment.roomName} · ${appointment.code}${STATUS_NOTE[appointment.status]}`)}`,
      `LOCATION:${icsText(appointment.roomName)}`,
      `DESCRIPTION:${icsText(`${appointment.checkup} · ${appointment.code}`)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
