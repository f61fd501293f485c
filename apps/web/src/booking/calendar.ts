// An appointment as calendars and reminders see it: its stable calendar id, its map link and when to remind (site settings' hours before).
import { wholeNumberSetting } from './settings';
import type { GeoPoint } from './types';

const HOUR_MS = 60 * 60_000;

/** How long before the start the reminder goes out (site settings `reminderHoursBefore`): the Studio's bounds. */
export const REMINDER_HOURS_BEFORE = { default: 48, min: 1, max: 336 } as const;
/**
 * No reminder when it would go out this soon after the confirmation: the confirmation is still
 * fresh, and a reminder hours after it would only repeat it.
 */
export const REMINDER_MIN_HOURS_AFTER_CONFIRMATION = 24;

/** The reminder time a site settings value stands for: whole hours within the bounds, else 48. */
export function reminderHoursBeforeOf(value: unknown): number {
  return wholeNumberSetting(value, REMINDER_HOURS_BEFORE);
}

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
 * When the reminder for an appointment is due: `hoursBefore` its start, or null when that is less
 * than a day after the booking was confirmed (the confirmation itself is the reminder then).
 */
export function reminderDueAt(start: Date, confirmedAt: Date, hoursBefore: number): Date | null {
  const dueAt = start.getTime() - hoursBefore * HOUR_MS;
  if (dueAt - confirmedAt.getTime() < REMINDER_MIN_HOURS_AFTER_CONFIRMATION * HOUR_MS) return null;
  return new Date(dueAt);
}
