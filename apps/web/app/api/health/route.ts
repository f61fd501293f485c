// GET /api/health: the process runs and answers (liveness); asks nothing of the database or the content, so a database outage never gets a process restarted.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
