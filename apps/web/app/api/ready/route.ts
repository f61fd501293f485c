// GET /api/ready: whether a load balancer should send this process traffic (database reachable and migrated, content readable, not shutting down); 503 `not-ready` otherwise, without saying why.
import { httpStatusOf } from '@/booking/errors';
import { checkReadiness, READY_RETRY_AFTER_SECONDS } from '@/server/readiness';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  if ((await checkReadiness()) === null) {
    return Response.json({ ready: true }, { headers: { 'cache-control': 'no-store' } });
  }
  return Response.json(
    { error: 'not-ready' },
    {
      status: httpStatusOf('not-ready'),
      headers: { 'cache-control': 'no-store', 'retry-after': String(READY_RETRY_AFTER_SECONDS) },
    },
  );
}
