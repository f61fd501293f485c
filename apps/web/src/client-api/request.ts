// The browser's calls to Nova's own API: one way to send a request, read its JSON and turn a refusal into the catalogue error id the page shows.
import { isRecord } from '@/booking/untrusted-json';

/** An answer `{error: "<id>"}` (or a failed request): the id is what the error modal shows. */
export class ApiError extends Error {
  readonly id: string;
  readonly status: number;
  readonly fields: string[];
  constructor(id: string, status: number, fields: string[] = []) {
    super(id);
    this.name = 'ApiError';
    this.id = id;
    this.status = status;
    this.fields = fields;
  }
}

/** Any failure that has no id of its own counts as the generic one. */
export const FALLBACK_ERROR_ID = 'reserve-timeslot-error-other';

export interface CallOptions {
  /** The id of a failure whose answer names none; FALLBACK_ERROR_ID unless a call has its own. */
  fallback?: string;
  /** The fetch to use; tests hand in their own. */
  fetcher?: typeof fetch;
}

/** Our database could not answer in time: the page says to try again shortly (issue 37). */
export const SERVICE_UNAVAILABLE_ID = 'service-unavailable';

/**
 * The id of a refused answer that names none: a gateway's own page (nginx with no process left to
 * ask, a platform's timeout: 502, 503, 504) is the service briefly unavailable, not bad input.
 */
export function unnamedRefusalId(status: number, fallback: string): string {
  return status === 502 || status === 503 || status === 504 ? SERVICE_UNAVAILABLE_ID : fallback;
}

/** The error id and fields an answer's body names (`{error, fields}`), or null when it names none. */
export function refusalIn(body: unknown): { id: string; fields: string[] } | null {
  if (!isRecord(body) || typeof body.error !== 'string') return null;
  const fields = Array.isArray(body.fields)
    ? body.fields.filter((field) => typeof field === 'string')
    : [];
  return { id: body.error, fields };
}

/** The answer's JSON, or null when it has none (an empty body, a proxy's HTML page). */
export function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/** Query fields that would carry a person or the proof of a booking (with its id) in an address. */
const PRIVATE_QUERY_FIELD =
  /^(email|token|partnerToken|reservationIdPartner|firstName|lastName|phone|birthDate)$/i;

/**
 * The query fields of an address that carry personal data or a link's token: a named one, or any
 * value with an `@`. Addresses land in proxy and hosting logs; such values go in a POST body.
 */
export function privateQueryFieldsOf(url: string): string[] {
  const query = new URL(url, 'http://localhost').searchParams;
  const fields = [...query].filter(
    ([name, value]) => PRIVATE_QUERY_FIELD.test(name) || value.includes('@'),
  );
  return [...new Set(fields.map(([name]) => name))];
}

/**
 * The answer, whatever its status; a request that never got one (network down) is an ApiError with
 * status 0. An address carrying an email or a token is a programming error, refused unsent.
 */
export async function send(
  url: string,
  init?: RequestInit,
  { fallback = FALLBACK_ERROR_ID, fetcher = fetch }: CallOptions = {},
): Promise<Response> {
  const exposed = privateQueryFieldsOf(url);
  if (exposed.length > 0) {
    throw new Error(`personal data or a token in a request's address: ${exposed.join(', ')}`);
  }
  try {
    // Called with the address alone when there is nothing more to say, as a plain fetch would be.
    return await (init === undefined ? fetcher(url) : fetcher(url, init));
  } catch {
    throw new ApiError(fallback, 0);
  }
}

/** A refused answer as an ApiError: the id its body names, or the fallback. */
export async function refusalOf(
  response: Response,
  fallback: string = FALLBACK_ERROR_ID,
): Promise<ApiError> {
  const refusal = refusalIn(await readJson(response));
  return new ApiError(
    refusal?.id ?? unnamedRefusalId(response.status, fallback),
    response.status,
    refusal?.fields,
  );
}

/**
 * JSON from one of our routes, checked by `accept`; an `{error}` body, a non-2xx status, an
 * unreadable body or a network failure all become an ApiError with an id.
 */
export async function requestJson<T>(
  url: string,
  accept: (body: unknown) => body is T,
  init?: RequestInit,
  options: CallOptions = {},
): Promise<T> {
  const fallback = options.fallback ?? FALLBACK_ERROR_ID;
  const response = await send(
    url,
    { ...init, headers: { accept: 'application/json', ...init?.headers } },
    options,
  );
  const body = await readJson(response);
  const refusal = refusalIn(body);
  if (refusal !== null) throw new ApiError(refusal.id, response.status, refusal.fields);
  if (!response.ok)
    throw new ApiError(unnamedRefusalId(response.status, fallback), response.status);
  if (!accept(body)) throw new ApiError(fallback, response.status);
  return body;
}

/** The id an error modal shows for a failed call: the answer's own, else the caller's fallback. */
export function errorIdOf(error: unknown, fallback: string = FALLBACK_ERROR_ID): string {
  return error instanceof ApiError && error.id !== FALLBACK_ERROR_ID ? error.id : fallback;
}
