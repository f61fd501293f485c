// Draft mode off: the browser sees the published (prerendered) pages again.
import { draftMode } from 'next/headers';
import { type NextRequest, NextResponse } from 'next/server';

export const runtime = 'nodejs';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  // Back to a page of this site only: a path, never another origin.
  const asked = new URL(request.nextUrl.searchParams.get('redirect') ?? '/', request.nextUrl);
  const home = new URL('/', request.nextUrl);
  return NextResponse.redirect(asked.origin === home.origin ? asked : home);
}
