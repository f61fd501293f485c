// What every staff route shares: the signed-in staff member or `staff-sign-in-required`, a refusal of cross-site writes, and answers no cache keeps.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { siteUrl } from '../config';
import { respond } from '../http';
import { currentStaff, type Staff } from './access';

/** Staff answers are this person's alone, now: no browser, proxy or CDN keeps them. */
export const STAFF_NO_STORE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export async function requireStaff(request: Request): Promise<Staff> {
  const staff = await currentStaff(request.headers);
  if (staff === null) throw new BookingError('staff-sign-in-required');
  return staff;
}

/**
 * A write from another site is refused (the session cookie is SameSite=Lax already): the browser's
 * Sec-Fetch-Site must say same-origin, or, from a client that sends none, its Origin must be ours.
 */
export function requireSameSite(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) {
    if (site !== 'same-origin') throw new BookingError('invalid-request');
    return;
  }
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== siteUrl()) throw new BookingError('invalid-request');
}

/** A form's answer: back to a staff page (303, so a reload does not post again). */
export function backTo(path: string, headers: HeadersInit = {}): Response {
  const answer = new Headers(headers);
  answer.set('location', `${siteUrl()}${path}`);
  for (const [name, value] of Object.entries(STAFF_NO_STORE)) answer.set(name, value);
  return new Response(null, { status: 303, headers: answer });
}

export function isForm(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').startsWith(
    'application/x-www-form-urlencoded',
  );
}

export const isClinicDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/**
 * `respond` for staff routes: answers kept by no cache; a form whose session ended goes to the
 * sign-in page instead of reading JSON.
 */
export async function staffRespond(
  route: string,
  request: Request,
  handler: () => Promise<Response>,
): Promise<Response> {
  const answer = await respond(route, 'invalid-request', async () => {
    try {
      return await handler();
    } catch (error) {
      if (
        error instanceof BookingError &&
        error.id === 'staff-sign-in-required' &&
        isForm(request)
      ) {
        return backTo('/staff/sign-in');
      }
      throw error;
    }
  });
  for (const [name, value] of Object.entries(STAFF_NO_STORE)) answer.headers.set(name, value);
  return answer;
}
