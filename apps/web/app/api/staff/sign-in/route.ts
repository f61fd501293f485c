// POST /api/staff/sign-in: a work email asks for a one-time sign-in link. Answered alike whether or not it is staff; limited per address and per mailbox. JSON, or the sign-in page's form.
import { BookingError } from '@/booking/errors';
import { json, readJson, readText } from '@/server/http';
import { deliverAfterResponse } from '@/server/outbox/after-response';
import { backTo, isForm, staffRespond } from '@/server/staff/http';
import { requestSignInLink } from '@/server/staff/sign-in';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_BYTES = 2 * 1024;

export function POST(request: Request): Promise<Response> {
  return staffRespond('staff/sign-in', request, async () => {
    if (isForm(request)) {
      const form = new URLSearchParams(await readText(request, MAX_BYTES));
      try {
        await requestSignInLink({ email: form.get('email'), headers: request.headers });
      } catch (error) {
        if (error instanceof BookingError) {
          return backTo(`/staff/sign-in?error=${encodeURIComponent(error.id)}`);
        }
        throw error;
      }
      deliverAfterResponse();
      return backTo('/staff/sign-in?sent=1');
    }
    const body = await readJson(request, MAX_BYTES);
    const email = typeof body === 'object' && body !== null ? Reflect.get(body, 'email') : null;
    await requestSignInLink({ email, headers: request.headers });
    deliverAfterResponse();
    return json({ sent: true }, 202);
  });
}
