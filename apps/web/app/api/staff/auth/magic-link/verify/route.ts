// GET /api/staff/auth/magic-link/verify: the one-time link from the sign-in email. Better Auth checks and spends the token, starts the session and sends the browser on to /staff (or back to the sign-in page when the link no longer works).
import { respond } from '@/server/http';
import { staffAuth } from '@/server/staff/auth';
import { STAFF_NO_STORE } from '@/server/staff/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return respond('staff/auth/verify', 'invalid-request', async () => {
    const answer = await (await staffAuth()).handler(request);
    const headers = new Headers(answer.headers);
    for (const [name, value] of Object.entries(STAFF_NO_STORE)) headers.set(name, value);
    // The link's token must not travel on as a Referer from the page it leads to.
    headers.set('referrer-policy', 'no-referrer');
    return new Response(answer.body, { status: answer.status, headers });
  });
}
