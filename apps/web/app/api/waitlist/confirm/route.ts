// POST /api/waitlist/confirm: the token from the confirmation email makes a waiting-list entry count. JSON, or the confirmation page's form (which works without scripts).
import { BookingError } from '@/booking/errors';
import { isLocale } from '@/booking/locale';
import { now } from '@/server/clock';
import { siteUrl } from '@/server/config';
import { json, readJson, readText, respond } from '@/server/http';
import { confirmWaitlistEntry } from '@/server/waitlist/confirm';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_BYTES = 2 * 1024;

export function POST(request: Request): Promise<Response> {
  return respond('waitlist/confirm', 'invalid-request', async () => {
    const type = request.headers.get('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      const body = await readJson(request, MAX_BYTES);
      const outcome = await confirmWaitlistEntry({ body, headers: request.headers, now: now() });
      if (outcome === 'day-full') throw new BookingError('waitlist-day-full');
      if (outcome === 'invalid') throw new BookingError('waitlist-link-invalid');
      return json({ confirmed: true });
    }
    const form = new URLSearchParams(await readText(request, MAX_BYTES));
    const outcome = await confirmWaitlistEntry({
      body: { token: form.get('token') },
      headers: request.headers,
      now: now(),
    });
    const locale = form.get('locale');
    if (!isLocale(locale)) return json({ outcome });
    // Back to the page, which says the outcome in the visitor's language.
    return Response.redirect(`${siteUrl()}/${locale}/waitlist-confirm?result=${outcome}`, 303);
  });
}
