// POST /api/log: a browser's log record, bounded and stripped of personal data before it reaches the server log.
import 'server-only';
import { BookingError } from '../booking/errors';
import { logger } from './log';
import { clientKey, createRateLimiter } from './rate-limit';

export const CLIENT_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

export const MAX_CLIENT_LOG_BYTES = 4 * 1024;
const MAX_CONTEXT_KEYS = 20;
const MAX_TEXT_LENGTH = 300;
const MESSAGE_ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const CONTEXT_KEY = /^[A-Za-z0-9_.-]{1,50}$/;

export type ContextValue = string | number | boolean | null;

export interface ClientLogRecord {
  level: ClientLogLevel;
  /** A message id (an error id of the catalogue, a log-only id), never free text. */
  message: string;
  context: Record<string, ContextValue>;
}

/** Keys that name personal data: dropped with their values. */
const PERSONAL_KEY =
  /mail|phone|name|birth|street|address|postal|zip|city|sex|personal|partner|iban|card|token|secret|password/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** Phone or card numbers: seven or more digits, possibly grouped. */
const LONG_NUMBER = /\+?\d[\d\s./-]{5,}\d/g;
/** A query string or fragment may carry personal data (the address can hold ?email=...). */
const URL_QUERY = /(https?:\/\/[^\s?#]+)[?#]\S*/g;

export function scrubText(value: string): string {
  return value
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(LONG_NUMBER, '[number]')
    .slice(0, MAX_TEXT_LENGTH);
}

function scrubContext(raw: unknown): Record<string, ContextValue> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new BookingError('validation-failed', ['context']);
  const context: Record<string, ContextValue> = {};
  for (const [key, value] of Object.entries(raw).slice(0, MAX_CONTEXT_KEYS)) {
    if (!CONTEXT_KEY.test(key) || PERSONAL_KEY.test(key)) continue;
    if (typeof value === 'string') context[key] = scrubText(value);
    else if (typeof value === 'number' && Number.isFinite(value)) context[key] = value;
    else if (typeof value === 'boolean' || value === null) context[key] = value;
    // Objects, arrays and the rest are left out: a small context is flat.
  }
  return context;
}

/** The record as it may be logged; a wrong level or message id is `validation-failed`. */
export function readClientLog(body: unknown): ClientLogRecord {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BookingError('validation-failed', ['level', 'message']);
  }
  const { level, message, context } = body as Record<string, unknown>;
  const fields: string[] = [];
  const knownLevel = CLIENT_LOG_LEVELS.find((candidate) => candidate === level);
  if (knownLevel === undefined) fields.push('level');
  if (typeof message !== 'string' || !MESSAGE_ID.test(message)) fields.push('message');
  if (knownLevel === undefined || typeof message !== 'string' || fields.length > 0) {
    throw new BookingError('validation-failed', fields);
  }
  return { level: knownLevel, message, context: scrubContext(context) };
}

/** Written under `client` so a reader can tell browser records from the server's own. */
export function writeClientLog({ record }: { record: ClientLogRecord }): void {
  logger[record.level]({ source: 'client', context: record.context }, record.message);
}

/** A browser logs a handful of records per visit; a minute's worth beyond that is a loop or abuse. */
const perClient = createRateLimiter({ limit: 30, windowMs: 60_000 });

export function allowClientLog({ headers, now }: { headers: Headers; now: Date }): void {
  if (!perClient.take(clientKey(headers), now.getTime()))
    throw new BookingError('too-many-requests');
}
