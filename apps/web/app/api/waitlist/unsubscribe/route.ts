// POST /api/waitlist/unsubscribe: the token from a waiting-list email stops every waiting-list email to its address. JSON, the unsubscribe page's form, or a mail client's one click (RFC 8058).
import { isLocale } from '@/booking/locale';
import { siteUrl } from '@/server/config';
import { json, queryOf, readJson, readText, respond } from '@/server/http';
import { unsubscribeFromWaitlist } from '@/server/waitlist/unsubscribe';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const MAX_BYTES = 2 * 1024;

export function POST(request: Request): Promise<Response> {
  return respond('waitlist/unsubscribe', 'invalid-request', async () => {
    const type = request.headers.get('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      const body = await readJson(request, MAX_BYTES);
      await unsubscribeFromWaitlist({ body, headers: request.headers });
      return json({ unsubscribed: true });
    }
    const form = new URLSearchParams(await readText(request, MAX_BYTES));
    // A mail client's one click posts `List-Unsubscribe=One-Click` to the address with the token.
    const token = form.get('token') ?? queryOf(request).get('token');
    await unsubscribeFromWaitlist({ body: { token }, headers: request.headers });
    const locale = form.get('locale');
    if (!isLocale(locale)) return json({ unsubscribed: true });
    // The page's form, which works without scripts: back to the page, which says it is done.
    return Response.redirect(`${siteUrl()}/${locale}/waitlist-unsubscribe?done=1`, 303);
  });
}
