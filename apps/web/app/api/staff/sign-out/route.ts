// POST /api/staff/sign-out: ends this browser's staff session and goes back to the sign-in page.
import { staffAuth } from '@/server/staff/auth';
import { backTo, requireSameSite, staffRespond } from '@/server/staff/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return staffRespond('staff/sign-out', request, async () => {
    requireSameSite(request);
    let cleared: Headers = new Headers();
    try {
      cleared = await (await staffAuth()).signOut(request.headers);
    } catch {
      // No session to end: the browser is signed out either way.
    }
    const answer = backTo('/staff/sign-in?signed-out=1');
    for (const cookie of cleared.getSetCookie()) answer.headers.append('set-cookie', cookie);
    return answer;
  });
}
