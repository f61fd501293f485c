// Shared by every route handler: bounded JSON bodies, query strings, JSON answers, and errors mapped to `{error, fields}` without leaking internals.
import 'server-only';
import { BookingError, httpStatusOf, type UserErrorId } from '../booking/errors';
import { jsonShapeProblem } from '../booking/untrusted-json';
import { databaseErrorOf } from './db/errors';
import { TooManyRequestsError } from './limits/retry-after';
import { logger } from './log';

/** Larger than any real create payload (a few kilobytes), small enough to refuse abuse early. */
export const MAX_JSON_BYTES = 32 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/**
 * The request body parsed as JSON. A declared or actual size over `maxBytes` is
 * `payload-too-large` (read no further); anything that is not JSON, or JSON nested too deep, with
 * a key named like an Object.prototype member or with a NUL character, is `invalid-request`.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readText(request, maxBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BookingError('invalid-request', ['body']);
  }
  if (jsonShapeProblem(parsed) !== null) throw new BookingError('invalid-request', ['body']);
  return parsed;
}

/** The request body as text, bounded like readJson (a form's fields, say); no body is `invalid-request`. */
export async function readText(request: Request, maxBytes = MAX_JSON_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw new BookingError('payload-too-large');
  if (request.body === null) throw new BookingError('invalid-request', ['body']);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BookingError('payload-too-large');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/**
 * What may be logged about an unexpected error: its kind, SQLSTATE and constraint, and the code
 * locations. Never a database error's message (Drizzle puts the query's parameters, personal data
 * included, into it) nor its detail (which repeats key values).
 */
export function describeError(error: unknown): Record<string, unknown> {
  const database = databaseErrorOf(error);
  const name = error instanceof Error ? error.name : typeof error;
  const frames =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .slice(1, 8)
          .map((line) => line.trim())
      : [];
  if (database !== null)
    return { name, code: database.code, constraint: database.constraint, frames };
  const message = error instanceof Error ? error.message.slice(0, 200) : '';
  return { name, message, frames };
}

/**
 * Runs a handler: a BookingError becomes its status and `{error, fields}`; anything else is logged
 * and answered with `fallback` and 500, since only a fault of ours gets this far.
 */
export async function respond(
  route: string,
  fallback: UserErrorId,
  handler: () => Promise<Response>,
): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof BookingError) {
      const body =
        error.fields.length > 0 ? { error: error.id, fields: error.fields } : { error: error.id };
      const answer = json(body, httpStatusOf(error.id));
      if (error instanceof TooManyRequestsError) {
        answer.headers.set('retry-after', String(error.retryAfterSeconds));
      }
      return answer;
    }
    logger.error({ route, err: describeError(error) }, 'request-failed');
    return json({ error: fallback }, 500);
  }
}
