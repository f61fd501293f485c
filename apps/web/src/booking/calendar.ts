// An appointment as calendars and reminders see it: its stable calendar id, its map link and when to remind.
import type { GeoPoint } from './types';

const HOUR_MS = 60 * 60_000;

/** Reminders go out this long before the start. */
export const REMINDER_LEAD_HOURS = 48;
/**
 * No reminder when the booking was confirmed this close to the start: the confirmation is still
 * fresh, and a reminder hours after it would only repeat it.
 */
export const REMINDER_SKIP_WITHIN_HOURS = 72;

/**
 * The iCalendar UID of a reservation's appointment. Stable per reservation, so the confirmation,
 * the reminder and the success page's download update one calendar entry instead of adding three.
 */
export function calendarUid(reservationName: string): string {
  return `${reservationName}@nova`;
}

/**
 * A link that opens the clinic in the visitor's maps app: by coordinates when content has them
 * (exact, and independent of how the address is spelt), else by the address text.
 */
export function mapUrl(location: { address: string; center: GeoPoint | null }): string {
  const query =
    location.center === null
      ? location.address.replace(/\s+/g, ' ').trim()
      : `${location.center.lat},${location.center.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * When the reminder for an appointment is due: two days before its start, or null when the booking
 * was confirmed within three days of the start (the confirmation itself is the reminder then).
 */
export function reminderDueAt(start: Date, confirmedAt: Date): Date | null {
  if (start.getTime() - confirmedAt.getTime() < REMINDER_SKIP_WITHIN_HOURS * HOUR_MS) return null;
  return new Date(start.getTime() - REMINDER_LEAD_HOURS * HOUR_MS);
}
