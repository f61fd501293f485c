// POST /api/reservation/receipt {reservationId, email}: the paid order, what was paid and with which card, and the instalment dates.
import { json, readJson, respond } from '@/server/http';
import { fetchReceipt } from '@/server/reservations/receipt';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return respond('reservation/receipt', 'not-found', async () => {
    const body = await readJson(request);
    return json(await fetchReceipt({ body, headers: request.headers }));
  });
}
