// What a browser may write to the server log: a message id of the catalogue and a few short fields of fixed form, never free text.

import { LOG_ONLY_IDS, type LogOnlyId, USER_ERROR_IDS, type UserErrorId } from './errors';
import { isStepSlug, type StepSlug } from './guards';
import { isLocale } from './locale';
import type { Locale } from './types';

export type CatalogueId = UserErrorId | LogOnlyId;

export function isCatalogueId(value: unknown): value is CatalogueId {
  return (
    typeof value === 'string' &&
    ((USER_ERROR_IDS as readonly string[]).includes(value) ||
      (LOG_ONLY_IDS as readonly string[]).includes(value))
  );
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
  /** The error id an answer carried. */
  error?: CatalogueId;
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
  if (isCatalogueId(error)) context.error = error;
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
