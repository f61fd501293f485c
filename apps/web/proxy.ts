// Sends the bare root to the check-up step of the visitor's locale (cookie, then Accept-Language, then de-ch).
import { type NextRequest, NextResponse } from 'next/server';
import { detectLocale, LOCALE_COOKIE } from '@/booking/locale';

export function proxy(request: NextRequest) {
  const locale = detectLocale({
    cookie: request.cookies.get(LOCALE_COOKIE)?.value ?? null,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const target = request.nextUrl.clone();
  target.pathname = `/${locale}/check-up`;
  return NextResponse.redirect(target);
}

export const config = { matcher: ['/'] };
