// The waiting list of a full day at a clinic: the join request's rules, its bounds, who is told when a time frees, and which entries have had their day.
import { array, boolean, type InferType, mixed, object, string } from 'yup';
import { WAITLIST_NOTIFY_COUNT } from '../../../../schemas/constants';
import { PLAUSIBLE_EMAIL } from './email-address';
import type { UserErrorId } from './errors';
import { wholeNumberSetting } from './settings';
import type { SlotDay } from './slots';
import { isValidDateOnly } from './time';
import { LOCALES, type Locale } from './types';
import { EMAIL_MAX_LENGTH, MESSAGES } from './validation';

/** How many people one freed time is emailed to (site settings `waitlistNotifyCount`): the Studio's bounds. */
export { WAITLIST_NOTIFY_COUNT };
/** The number a site settings value stands for: a whole number within the bounds, else 3. */
export function waitlistNotifyCountOf(value: unknown): number {
  return wholeNumberSetting(value, WAITLIST_NOTIFY_COUNT);
}

/** Confirmed entries one clinic's day keeps: past this, nobody new could ever hear of a freed time anyway. */
export const WAITLIST_MAX_PER_DAY = 50;
/** Days one email address may wait for at once: a person looks at a few days, not at every day. */
export const WAITLIST_MAX_PER_EMAIL = 5;

const SLUG_MAX_LENGTH = 100;
const MAX_SERVICES = 30;

const slug = () => string().trim().max(SLUG_MAX_LENGTH, MESSAGES.tooLong);

/** POST /api/waitlist/join: the address to tell, the day and clinic, and the selection the link keeps. */
export const waitlistJoinSchema = object({
  email: string()
    .trim()
    .required(MESSAGES.email)
    .max(EMAIL_MAX_LENGTH, MESSAGES.tooLong)
    .matches(PLAUSIBLE_EMAIL, MESSAGES.email),
  locale: mixed<Locale>()
    .required(MESSAGES.required)
    .oneOf([...LOCALES], MESSAGES.format),
  day: string()
    .trim()
    .required(MESSAGES.required)
    .test('date', MESSAGES.date, (value) => isValidDateOnly(value)),
  locationSlug: slug().required(MESSAGES.required),
  checkupSlug: slug().required(MESSAGES.required),
  services: array(slug().required(MESSAGES.required)).max(MAX_SERVICES).default([]),
  servicesPartner: array(slug().required(MESSAGES.required)).max(MAX_SERVICES).default([]),
  isPartnerBooking: boolean().default(false),
});

export type WaitlistJoinRequest = InferType<typeof waitlistJoinSchema>;

/** A waiting-list email's token: 43 base64url characters, 32 random bytes. */
export const WAITLIST_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/waitlist/unsubscribe and /api/waitlist/confirm: the token from the email. */
export const waitlistUnsubscribeSchema = object({
  token: string().trim().required(MESSAGES.required).matches(WAITLIST_TOKEN, MESSAGES.format),
});
export const waitlistConfirmSchema = waitlistUnsubscribeSchema;

/**
 * Hours an entry waits for its address to confirm (the link sent on joining). Until then it
 * counts towards no list and is told of no freed time; then it lapses and is deleted.
 */
export const WAITLIST_CONFIRM_HOURS = 24;

/** The instant before which an entry still unconfirmed has lapsed. */
export function lapseCutoff(now: Date): Date {
  return new Date(now.getTime() - WAITLIST_CONFIRM_HOURS * 60 * 60 * 1000);
}

/** Whether an entry has lapsed: never confirmed, and joined WAITLIST_CONFIRM_HOURS ago or more. */
export function hasLapsed(
  entry: { confirmedAt: Date | null; createdAt: Date },
  now: Date,
): boolean {
  return entry.confirmedAt === null && entry.createdAt.getTime() <= lapseCutoff(now).getTime();
}

export type ConfirmOutcome = 'confirmed' | 'day-full' | 'invalid';

/**
 * What a confirmation link does: an unknown, lapsed or past entry's link is invalid; one already
 * confirmed stays confirmed (a second click changes nothing); otherwise it is confirmed, unless
 * the day's list has meanwhile filled with confirmed entries.
 */
export function decideConfirm(input: {
  entry: { confirmedAt: Date | null; createdAt: Date; day: string } | null;
  confirmedForDay: number;
  today: string;
  now: Date;
}): ConfirmOutcome {
  const { entry } = input;
  if (entry === null || isPastDay(entry.day, input.today)) return 'invalid';
  if (entry.confirmedAt !== null) return 'confirmed';
  if (hasLapsed(entry, input.now)) return 'invalid';
  if (input.confirmedForDay >= WAITLIST_MAX_PER_DAY) return 'day-full';
  return 'confirmed';
}

/** One address per person, however it was typed. */
export function normaliseWaitlistEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface JoinRefusal {
  error: UserErrorId;
  fields: string[];
}

export type JoinDecision =
  | { kind: 'add' }
  /** Already waiting for that day: answered as a new entry, so the answer tells nobody who is listed. */
  | { kind: 'already-listed' }
  | ({ kind: 'refused' } & JoinRefusal);

/** A day a waiting list may be for: from today to the last bookable day; any other is a wrong day. */
export function waitlistDayInRange(input: {
  day: string;
  today: string;
  lastDay: string;
}): boolean {
  return input.today <= input.day && input.day <= input.lastDay;
}

/**
 * Why a clinic's day, as the time slot calendar offers it for the visitor's selection, has no
 * waiting list; null when it may have one. Only a fully booked day does: a day with a free start
 * is booked, not waited for, and a closed day (or one the calendar does not list) never frees one.
 */
export function waitlistDayRefusal(offered: SlotDay | undefined): JoinRefusal | null {
  if (offered === undefined) return { error: 'validation-failed', fields: ['day'] };
  if (offered.slots.length > 0) return { error: 'waitlist-day-open', fields: [] };
  if (offered.full !== true) return { error: 'validation-failed', fields: ['day'] };
  return null;
}

/**
 * Whether an address may wait for a fully booked day (see `waitlistDayRefusal`): a repeat is never
 * refused (it changes nothing); the day's list and the address's lists are bounded.
 */
export function decideJoin(input: {
  alreadyListed: boolean;
  entriesForDay: number;
  entriesForEmail: number;
}): JoinDecision {
  if (input.alreadyListed) return { kind: 'already-listed' };
  if (input.entriesForDay >= WAITLIST_MAX_PER_DAY) {
    return { kind: 'refused', error: 'waitlist-day-full', fields: [] };
  }
  if (input.entriesForEmail >= WAITLIST_MAX_PER_EMAIL) {
    return { kind: 'refused', error: 'waitlist-too-many', fields: [] };
  }
  return { kind: 'add' };
}

export interface WaitingEntry {
  id: string;
  day: string;
  createdAt: Date;
  notifiedAt: Date | null;
  confirmedAt: Date | null;
}

/**
 * Who a time freed on a day is emailed to: the first `count` confirmed entries by signup order
 * that were not emailed yet, for a day not past. Each entry is emailed once; the next freed time
 * reaches the next ones on the list. An address that never confirmed is never emailed a time.
 */
export function entriesToNotify<T extends WaitingEntry>(
  entries: readonly T[],
  { today, count }: { today: string; count: number },
): T[] {
  return entries
    .filter(
      (entry) =>
        entry.notifiedAt === null && entry.confirmedAt !== null && !isPastDay(entry.day, today),
    )
    .sort(
      (a, b) =>
        a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, Math.max(0, count));
}

/** An entry whose day is over: nothing can be booked for it any more, so it is deleted. */
export function isPastDay(day: string, today: string): boolean {
  return day < today;
}
