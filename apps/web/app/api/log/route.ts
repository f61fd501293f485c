// POST /api/log: one client log record (level, catalogue message id, allow-listed fields), rate-limited.
import {
  allowClientLog,
  MAX_CLIENT_LOG_BYTES,
  readClientLog,
  writeClientLog,
} from '@/server/client-log';
import { json, readJson, respond } from '@/server/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('log', 'invalid-request', async () => {
    await allowClientLog({ headers: request.headers });
    const record = readClientLog(await readJson(request, MAX_CLIENT_LOG_BYTES));
    writeClientLog({ record });
    return json({ accepted: true }, 202);
  });
}
