// Shared by every route handler: bounded JSON bodies, query strings, JSON answers, and errors mapped to `{error, fields}` without leaking internals.
import 'server-only';
import { gzipSync } from 'node:zlib';
import { BookingError, httpStatusOf, type UserErrorId } from '../booking/errors';
import { isStorableText, jsonShapeProblem } from '../booking/untrusted-json';
import { databaseErrorOf } from './db/errors';
import { DatabaseUnavailableError } from './db/unavailable';
import { readRequestDeadlineMs, withDeadline } from './deadline';
import { TooManyRequestsError } from './limits/retry-after';
import { logger } from './log';
import { ServiceUnavailableError, serviceUnavailableOf } from './service-unavailable';

/** Larger than any real create payload (a few kilobytes), small enough to refuse abuse early. */
export const MAX_JSON_BYTES = 32 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** Below this an answer goes as it is: gzip's header and a request's headers cost more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/** Whether the client takes gzip: named in Accept-Encoding (or `*`), without `q=0`. */
export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding') ?? '';
  return header.split(',').some((part) => {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    return !parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
  });
}

/**
 * A 200 JSON answer, gzipped when it is large and the client takes gzip. Next.js compresses pages
 * and static files but sends a route handler's body as it is: the time slot calendar was 38 KB,
 * 4 KB gzipped, a fifth of a second on a phone's 1.6 Mbit/s (issue 42).
 */
export function compressedJson(request: Request, body: unknown): Response {
  const text = JSON.stringify(body);
  const headers = new Headers({
    ...NO_STORE,
    'content-type': 'application/json',
    vary: 'accept-encoding',
  });
  if (text.length < COMPRESS_FROM_BYTES || !acceptsGzip(request)) {
    return new Response(text, { status: 200, headers });
  }
  const gzipped = gzipSync(text);
  headers.set('content-encoding', 'gzip');
  headers.set('content-length', String(gzipped.byteLength));
  return new Response(gzipped, { status: 200, headers });
}

/**
 * The request body parsed as JSON. A declared or actual size over `maxBytes` is
 * `payload-too-large` (read no further); anything that is not JSON, or JSON nested too deep or
 * with a key named like an Object.prototype member, is `invalid-request`; text PostgreSQL cannot
 * store (a NUL, a lone surrogate) is `validation-failed` naming where, whichever route stores it.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readText(request, maxBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BookingError('invalid-request', ['body']);
  }
  const shape = jsonShapeProblem(parsed);
  if (shape?.problem === 'unstorable-text')
    throw new BookingError('validation-failed', [shape.path || 'body']);
  if (shape !== null) throw new BookingError('invalid-request', ['body']);
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

/**
 * readText for a route answered outside `respond` (a webhook, which keeps its own answers): the
 * text, or the refusal to send as it is (413 `payload-too-large`, 400 for no body).
 */
export async function readTextOrRefusal(
  request: Request,
  maxBytes: number,
): Promise<string | Response> {
  try {
    return await readText(request, maxBytes);
  } catch (error) {
    if (error instanceof BookingError) return refusalOf(error);
    throw error;
  }
}

/**
 * The request's query. A parameter whose text PostgreSQL cannot store (`%00` decodes to NUL) is
 * `validation-failed` naming it, before any lookup sends it to the database.
 */
export function queryOf(request: Request): URLSearchParams {
  const query = new URL(request.url).searchParams;
  for (const [name, value] of query) {
    if (!isStorableText(name)) throw new BookingError('validation-failed', ['query']);
    if (!isStorableText(value)) throw new BookingError('validation-failed', [name]);
  }
  return query;
}

/** Stack lines past this many code locations add nothing an operator needs to find the fault. */
const MAX_FRAMES = 7;

/**
 * What may be logged about an unexpected error: its class, SQLSTATE and constraint, and the code
 * locations (the stack's `at …` lines). Never a message: a database error's (Drizzle's "Failed
 * query: … params: …") carries the query's parameters, personal data included, over several lines
 * that the stack repeats, and its detail repeats key values; any other error's may quote input.
 */
export function describeError(error: unknown): Record<string, unknown> {
  const database = databaseErrorOf(error);
  const name = error instanceof Error ? error.name : typeof error;
  const frames =
    error instanceof Error
      ? (error.stack ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line.startsWith('at '))
          .slice(0, MAX_FRAMES)
      : [];
  if (database !== null)
    return { name, code: database.code, constraint: database.constraint, frames };
  return { name, frames };
}

/** A refusal as every route answers it: its status and `{error, fields}`. */
function refusalOf(error: BookingError): Response {
  const body =
    error.fields.length > 0 ? { error: error.id, fields: error.fields } : { error: error.id };
  const answer = json(body, httpStatusOf(error.id));
  if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) {
    answer.headers.set('retry-after', String(error.retryAfterSeconds));
  }
  return answer;
}

/**
 * 503 `service-unavailable` with Retry-After when `error` means the database could not answer
 * (refused, frozen, too slow, the deadline passed), logged with its reason only; null for any
 * other error. For routes that answer their own errors (a webhook) as much as for `respond`.
 */
export function unavailableAnswer(route: string, error: unknown): Response | null {
  const unavailable = serviceUnavailableOf(error);
  if (unavailable === null) return null;
  logger.warn({ route, reason: unavailable.reason }, 'service-unavailable');
  return refusalOf(unavailable);
}

/**
 * Runs `handler` under the request deadline (NOVA_REQUEST_DEADLINE_MS) on PostgreSQL: every query it sends
 * sees the deadline and none is sent after it, so a request answered 503 commits nothing later.
 * The answer itself is not held past the deadline either, whatever the handler still awaits.
 */
export function withinRequestDeadline(handler: () => Promise<Response>): Promise<Response> {
  // PGlite runs in the process and cannot freeze or vanish; its queue of queries is not bounded
  // (and could not be rolled back at a deadline), so requests on it keep no deadline.
  if (!process.env.DATABASE_URL?.trim()) return handler();
  const ms = readRequestDeadlineMs();
  return withDeadline(ms, () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseUnavailableError('deadline-passed')), ms);
    });
    // The handler may still fail after the answer went out: that failure is already answered.
    const work = handler();
    work.catch(() => {});
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  });
}

/**
 * Runs a handler within the request deadline: a BookingError becomes its status and `{error,
 * fields}`; a database that could not answer in time 503 `service-unavailable` with Retry-After;
 * anything else is logged and answered with `fallback` and 500, since only a fault of ours gets
 * this far.
 */
export async function respond(
  route: string,
  fallback: UserErrorId,
  handler: () => Promise<Response>,
): Promise<Response> {
  try {
    return await withinRequestDeadline(handler);
  } catch (error) {
    if (error instanceof BookingError) return refusalOf(error);
    const unavailable = unavailableAnswer(route, error);
    if (unavailable !== null) return unavailable;
    logger.error({ route, err: describeError(error) }, 'request-failed');
    return json({ error: fallback }, 500);
  }
}
