// POST /api/consent: the banner's "Accept all" or "Necessary only" sent as a plain form, pressed before the page's scripts
// took over the banner (or without scripts): the choice is stored as the banner's code stores it, and the visitor goes back.
// "Choose" stores nothing: the visitor goes back to the page with a fragment on which the banner opens its categories.
import { CONSENT_COOKIE, CONSENT_LIFETIME_SECONDS, serializeConsent } from '@/analytics/consent';
import { readConsentForm } from '@/analytics/consent-form';
import {
  CONSENTED_COOKIES,
  cookieAttributesFor,
  cookieString,
  expiredCookie,
} from '@/analytics/cookies';
import { BookingError } from '@/booking/errors';
import { siteUrl } from '@/server/config';
import { readText, respond } from '@/server/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A form of one field; anything longer is not the banner's. */
const MAX_FORM_BYTES = 1024;

export function POST(request: Request): Promise<Response> {
  return respond('consent', 'invalid-request', async () => {
    // The banner's form is urlencoded (a plain HTML form's default); read through the capped reader.
    const form = new URLSearchParams(await readText(request, MAX_FORM_BYTES));
    const site = new URL(siteUrl());
    const answer = readConsentForm({
      choice: form.get('choice'),
      fetchSite: request.headers.get('sec-fetch-site'),
      origin: request.headers.get('origin'),
      referer: request.headers.get('referer'),
      siteOrigin: site.origin,
    });
    if (!answer.ok) throw new BookingError('invalid-request', [answer.field]);

    const headers = new Headers({ location: answer.returnTo, 'cache-control': 'no-store' });
    if (answer.choice === null) return new Response(null, { status: 303, headers });
    const attributes = cookieAttributesFor(site, process.env.NEXT_PUBLIC_COOKIE_DOMAIN ?? null);
    headers.append(
      'set-cookie',
      cookieString(
        CONSENT_COOKIE,
        serializeConsent(answer.choice),
        CONSENT_LIFETIME_SECONDS,
        attributes,
      ),
    );
    for (const spec of CONSENTED_COOKIES) {
      if (!answer.choice[spec.category])
        headers.append('set-cookie', expiredCookie(spec, attributes));
    }
    return new Response(null, { status: 303, headers });
  });
}
