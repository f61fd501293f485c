// GET /api/cron/drain-outbox: Vercel Cron's run of the outbox worker (vercel.json); only with the CRON_SECRET bearer token.
import { isAuthorizedCron } from '@/server/cron';
import { json, respond } from '@/server/http';
import { runOutbox } from '@/server/outbox/run';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
// A drain's 60 s budget plus one send under way (75 s) fits with room to spare (docs/deploy.md).
export const maxDuration = 300;

export function GET(request: Request): Promise<Response> {
  return respond('cron/drain-outbox', 'invalid-request', async () => {
    const authorization = request.headers.get('authorization');
    if (!isAuthorizedCron({ authorization, secret: process.env.CRON_SECRET })) {
      return json({ error: 'unauthorized' }, 401);
    }
    return json(await runOutbox());
  });
}
