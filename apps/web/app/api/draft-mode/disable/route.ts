// Draft mode off: the browser sees the published (prerendered) pages again.
import { draftMode } from 'next/headers';
import { type NextRequest, NextResponse } from 'next/server';
import { sitePageNamed } from '@/server/site-links';

export const runtime = 'nodejs';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  // Back to a page of this site only, on its configured address (behind a proxy the request's
  // own is the server's, e.g. localhost:3000): never another origin, and home for an unreadable one.
  return NextResponse.redirect(sitePageNamed(request.nextUrl.searchParams.get('redirect')));
}
