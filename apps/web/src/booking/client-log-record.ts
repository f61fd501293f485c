// What a browser may write to the server log: one of the browser's own message ids and a few short fields of fixed form, never free text nor an id the server's alerts watch.

import { isUserErrorId, type LogOnlyId, type UserErrorId } from './errors';
import { isStepSlug, type StepSlug } from './guards';
import { isLocale } from './locale';
import type { Locale } from './types';

/**
 * The messages a browser reports (the storefront's failures, each sent by `sendClientLog`). Every
 * other id is the server's own: operators' alerts watch those (confirm-reservation-error at error
 * level, say), so a record from anyone must not be able to raise or drown one.
 */
export const CLIENT_LOG_IDS = [
  'lead-submission-failed',
  'reserve-timeslot-failed',
  'page-error',
  'timeslot-occupied',
  'check-timeslot-occupation-error',
] as const satisfies readonly LogOnlyId[];
export type ClientLogId = (typeof CLIENT_LOG_IDS)[number];

export function isClientLogId(value: unknown): value is ClientLogId {
  return (CLIENT_LOG_IDS as readonly unknown[]).includes(value);
}

/**
 * Error classes a page can fail with: the language's own, the DOM's, the storefront's API error
 * and the bundler's failed chunk. A custom class name could be anything, so others are left out.
 */
const ERROR_NAMES = [
  'Error',
  'TypeError',
  'RangeError',
  'ReferenceError',
  'SyntaxError',
  'URIError',
  'EvalError',
  'AggregateError',
  'AbortError',
  'TimeoutError',
  'NetworkError',
  'NotFoundError',
  'SecurityError',
  'QuotaExceededError',
  'InvalidStateError',
  'DataCloneError',
  'ApiError',
  'ChunkLoadError',
] as const;
type ErrorName = (typeof ERROR_NAMES)[number];

/** Next.js's digest of a server error: a decimal hash of its message and stack, not the text itself. */
const DIGEST = /^\d{1,20}$/;

/** The fields a browser's record may carry; anything else is dropped unread. */
export interface ClientLogContext {
  /** The booking step the visitor was on. */
  step?: StepSlug;
  locale?: Locale;
  /** The HTTP status of a failed answer; 0 when the request never got one. */
  status?: number | null;
  /** The error id an answer carried: one a user is shown, never a server-only id. */
  error?: UserErrorId;
  /** The class of an error a page failed with (its message may quote what the visitor typed). */
  name?: ErrorName;
  digest?: string | null;
}
export type ClientLogField = keyof ClientLogContext;

function isErrorName(value: unknown): value is ErrorName {
  return (ERROR_NAMES as readonly unknown[]).includes(value);
}

function isStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 599;
}

/**
 * Keeps each known field whose value fits its form and drops everything else, so a record sent by
 * anyone holds nothing a visitor typed.
 */
export function readClientLogContext(raw: Readonly<Record<string, unknown>>): ClientLogContext {
  const { step, locale, status, error, name, digest } = raw;
  const context: ClientLogContext = {};
  if (typeof step === 'string' && isStepSlug(step)) context.step = step;
  if (isLocale(locale)) context.locale = locale;
  if (status === null || isStatus(status)) context.status = status;
  if (typeof error === 'string' && isUserErrorId(error)) context.error = error;
  if (isErrorName(name)) context.name = name;
  if (digest === null || (typeof digest === 'string' && DIGEST.test(digest)))
    context.digest = digest;
  return context;
}

/** The locale and step of a page path such as `/de-ch/summary`; nothing for any other path. */
export function pageOfPath(path: string): Pick<ClientLogContext, 'locale' | 'step'> {
  const [, locale, step, ...rest] = path.split('/');
  if (!isLocale(locale)) return {};
  return rest.length === 0 && step !== undefined && isStepSlug(step)
    ? { locale, step }
    : { locale };
}
