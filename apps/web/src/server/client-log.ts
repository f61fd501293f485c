// POST /api/log: a browser's log record, reduced to a catalogue message id and a few fields of fixed form before it reaches the server log.
import 'server-only';
import {
  type ClientLogContext,
  type ClientLogId,
  isClientLogId,
  readClientLogContext,
} from '../booking/client-log-record';
import { BookingError } from '../booking/errors';
import { isRecord } from '../booking/untrusted-json';
import { clientOf, limitClient } from './limits/requests';
import { logger } from './log';

export const CLIENT_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

export const MAX_CLIENT_LOG_BYTES = 4 * 1024;

export interface ClientLogRecord {
  level: ClientLogLevel;
  message: ClientLogId;
  context: ClientLogContext;
}

/**
 * The record as it may be logged. A wrong level, a message that is not one a browser reports (free
 * text, or a server's own id such as confirm-reservation-error) or a context that is not an object
 * is `validation-failed`; context fields outside the allow-list are dropped.
 */
export function readClientLog(body: unknown): ClientLogRecord {
  if (!isRecord(body)) throw new BookingError('validation-failed', ['level', 'message']);
  const { level, message, context = {} } = body;
  const knownLevel = CLIENT_LOG_LEVELS.find((candidate) => candidate === level);
  const contextFits = context === null || isRecord(context);
  if (knownLevel === undefined || !isClientLogId(message) || !contextFits) {
    throw new BookingError('validation-failed', [
      ...(knownLevel === undefined ? ['level'] : []),
      ...(isClientLogId(message) ? [] : ['message']),
      ...(contextFits ? [] : ['context']),
    ]);
  }
  return {
    level: knownLevel,
    message,
    context: isRecord(context) ? readClientLogContext(context) : {},
  };
}

/** Written under `client` so a reader can tell browser records from the server's own. */
export function writeClientLog({ record }: { record: ClientLogRecord }): void {
  logger[record.level]({ source: 'client', context: record.context }, record.message);
}

/** Counts the record against the client's limit (a loop in a browser, or abuse); over it is `too-many-requests`. */
export async function allowClientLog({ headers }: { headers: Headers }): Promise<void> {
  await limitClient('logRecordsPerClient', clientOf(headers));
}
