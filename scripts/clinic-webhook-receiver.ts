// An example receiver of Nova's clinic webhook (docs/clinic-webhook.md), for the clinic's developers to start from: it checks the signature and its timestamp on the raw body, answers a repeated event id without handling it twice, and hands each new event on once.
// Run: CLINIC_WEBHOOK_SECRET=… PORT=4300 npx tsx scripts/clinic-webhook-receiver.ts, then set Nova's CLINIC_WEBHOOK_URL=http://<host>:4300/
// It depends on nothing of Nova's: copy it, and keep the seen ids in your own database rather than in memory.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** Signatures older (or newer) than this are refused: a recorded call cannot be replayed later. */
const TOLERANCE_SECONDS = 300;
/** Nova's payloads are a few kilobytes; anything far larger is not Nova's. */
const MAX_BODY_BYTES = 256 * 1024;

export interface ClinicEvent {
  id: string;
  type: string;
  occurredAt: string;
  booking: { reference: string; [field: string]: unknown };
}

export interface ReceiverOptions {
  secret: string;
  /** Handles a new event; throwing answers 500 and Nova retries it later. */
  handle: (event: ClinicEvent) => Promise<void> | void;
  /** The ids already handled: a durable store in a real receiver. */
  seen?: Set<string>;
  now?: () => Date;
}

/** Whether `header` (`t=<unix seconds>,v1=<hex>[,v1=<hex>]`) signs `body` with `secret`, recently. */
export function signatureValid(secret: string, body: string, header: string, now: Date): boolean {
  const parts = header.split(',').map((part) => part.trim().split('=', 2));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return parts.some(
    ([name, value]) =>
      name === 'v1' &&
      value !== undefined &&
      /^[0-9a-f]{64}$/.test(value) &&
      timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}

/** The raw body as it arrived: the signature covers these bytes, not a re-serialised object. */
async function rawBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createClinicWebhookReceiver(options: ReceiverOptions): Server {
  const seen = options.seen ?? new Set<string>();
  const now = options.now ?? (() => new Date());
  return createServer(async (request, response) => {
    const answer = (status: number, text: string) =>
      response.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    if (request.method !== 'POST') return answer(405, 'POST only');
    const body = await rawBody(request);
    if (body === null) return answer(413, 'too large');
    const signature = request.headers['nova-signature'];
    if (typeof signature !== 'string' || !signatureValid(options.secret, body, signature, now()))
      return answer(400, 'bad signature');
    let event: ClinicEvent;
    try {
      event = JSON.parse(body) as ClinicEvent;
    } catch {
      return answer(400, 'not json');
    }
    if (typeof event.id !== 'string') return answer(400, 'no event id');
    // Delivered at least once: a repeat (our answer lost, an operator's resend) is acknowledged, not handled again.
    if (seen.has(event.id)) return answer(200, 'already received');
    try {
      await options.handle(event);
    } catch {
      return answer(500, 'not handled, try again');
    }
    seen.add(event.id);
    return answer(200, 'received');
  });
}

if (process.argv[1]?.endsWith('clinic-webhook-receiver.ts')) {
  const secret = process.env.CLINIC_WEBHOOK_SECRET?.trim();
  if (!secret) {
    console.error('Set CLINIC_WEBHOOK_SECRET to the secret Nova signs with.');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4300);
  createClinicWebhookReceiver({
    secret,
    handle(event) {
      // Names and contacts stay out of logs here too: the reference and the type say enough.
      console.log(`${event.occurredAt} ${event.type} ${event.booking.reference} (${event.id})`);
    },
  }).listen(port, () => console.log(`Receiving Nova's clinic events on http://localhost:${port}/`));
}
