// POST /api/log: one client log record (level, message id, small context), rate-limited and scrubbed of personal data.
import {
  allowClientLog,
  MAX_CLIENT_LOG_BYTES,
  readClientLog,
  writeClientLog,
} from '@/server/client-log';
import { now } from '@/server/clock';
import { json, readJson, respond } from '@/server/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('log', 'invalid-request', async () => {
    allowClientLog({ headers: request.headers, now: now() });
    const record = readClientLog(await readJson(request, MAX_CLIENT_LOG_BYTES));
    writeClientLog({ record });
    return json({ accepted: true }, 202);
  });
}
