// The clinic's day sheet as data (issue 40): bookings by time, the same per room for printing, and the CSV export. Pure: the server fills it, the pages draw it.
import type { DeskPaymentState } from '../booking/desk-payment';
import type { ReservationStatus } from '../booking/reservation-status';
import { zurichOffsetMinutes } from '../booking/time';
import type { Currency } from '../booking/types';

export interface SheetAttention {
  question: string;
  answer: string;
}

/** One person of a booking: the customer, or their partner in a pair booking. */
export interface SheetPerson {
  role: 'customer' | 'partner';
  name: string;
  roomId: string;
  roomName: string;
  /** The add-ons' titles this person chose. */
  addOns: string[];
  attention: SheetAttention[];
}

export interface SheetBooking {
  id: string;
  /** The short code the customer reads out, e.g. NOVA-7K2Q9M. */
  code: string;
  status: ReservationStatus;
  startsAt: Date;
  endsAt: Date;
  checkup: string;
  pair: boolean;
  /** The customer first, then the partner of a pair booking. */
  persons: SheetPerson[];
  payment: { state: DeskPaymentState; dueAtDesk: number; total: number; currency: Currency };
  notes: string[];
}

export interface SheetRoomEntry {
  booking: SheetBooking;
  person: SheetPerson;
}

export interface SheetRoom {
  roomId: string;
  name: string;
  entries: SheetRoomEntry[];
}

const byStart = (a: SheetBooking, b: SheetBooking) =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.code.localeCompare(b.code);

/** The bookings in the order of their start (the code breaks a tie). */
export function byTime(bookings: readonly SheetBooking[]): SheetBooking[] {
  return [...bookings].sort(byStart);
}

/**
 * One section per room of the clinic, in the clinic's order, each with its appointments by time: a
 * pair booking appears in each of its rooms. A room the clinic no longer lists but a booking still
 * holds comes after them, so no appointment is left off the printout.
 */
export function byRoom(
  bookings: readonly SheetBooking[],
  rooms: readonly { roomId: string; name: string }[],
): SheetRoom[] {
  const sections = new Map<string, SheetRoom>(
    rooms.map((room) => [room.roomId, { roomId: room.roomId, name: room.name, entries: [] }]),
  );
  for (const booking of byTime(bookings)) {
    for (const person of booking.persons) {
      let section = sections.get(person.roomId);
      if (section === undefined) {
        section = { roomId: person.roomId, name: person.roomName, entries: [] };
        sections.set(person.roomId, section);
      }
      section.entries.push({ booking, person });
    }
  }
  return [...sections.values()];
}

/** HH:MM of an instant on the clinics' wall clock (every clinic is on Central European time). */
export function wallTime(instant: Date): string {
  const local = new Date(instant.getTime() + zurichOffsetMinutes(instant) * 60_000);
  return local.toISOString().slice(11, 16);
}

/** Minor units as a plain amount with two decimals, e.g. 150000 → "1500.00". */
export function plainAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break; a text a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe, so a name typed as `=HYPERLINK(…)` stays text.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_COLUMNS = [
  'date',
  'start',
  'end',
  'room',
  'booking',
  'person',
  'name',
  'checkup',
  'add-ons',
  'pair with',
  'status',
  'payment',
  'due at desk',
  'currency',
  'needs attention',
] as const;

/**
 * The day as CSV, one row per person (a pair booking is two rows, each naming the other), by time
 * then room. Safety answers are not copied into the file: a file travels further than the sheet;
 * the column says whether the sheet has answers to look at.
 */
export function sheetCsv(day: string, bookings: readonly SheetBooking[]): string {
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (const booking of byTime(bookings)) {
    for (const person of booking.persons) {
      const other = booking.persons.find((candidate) => candidate !== person);
      rows.push([
        day,
        wallTime(booking.startsAt),
        wallTime(booking.endsAt),
        person.roomName,
        booking.code,
        person.role,
        person.name,
        booking.checkup,
        person.addOns.join(', '),
        other?.name ?? '',
        booking.status,
        booking.payment.state,
        plainAmount(booking.payment.dueAtDesk),
        booking.payment.currency,
        person.attention.length > 0 ? 'yes' : 'no',
      ]);
    }
  }
  // CRLF, as RFC 4180 and spreadsheets expect; a BOM so Excel reads UTF-8 names right.
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
