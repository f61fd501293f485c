// Sanity's webhook: verifies the signature, then expires the cache tag of the changed document type.
import { revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { CONTENT_TAGS, isContentType } from '@/content/tags';
import { readContentConfig } from '@/server/config';
import { readTextOrRefusal } from '@/server/http';
import { slotCache } from '@/server/reservations/slot-cache';
import { forgetAddressContent } from '@/steps/guards/address-content';

export const runtime = 'nodejs';

/** A document's change notice is a few hundred bytes (its id and type). */
const MAX_WEBHOOK_BYTES = 64 * 1024;

interface WebhookBody {
  _type?: unknown;
}

export async function POST(request: Request) {
  const config = readContentConfig();
  const secret = config.mode === 'sanity' ? config.revalidateSecret : null;
  if (!secret) return Response.json({ error: 'not-found' }, { status: 404 });
  const raw = await readTextOrRefusal(request, MAX_WEBHOOK_BYTES);
  if (raw instanceof Response) return raw;
  let parsed: Awaited<ReturnType<typeof parseBody<WebhookBody>>>;
  try {
    // parseBody reads a request's whole body: it gets the one the capped reader read.
    parsed = await parseBody<WebhookBody>(
      new NextRequest(request.url, { method: 'POST', headers: request.headers, body: raw }),
      secret,
      config.mode === 'sanity' && config.apiHost === null,
    );
  } catch {
    // parseBody parses the body whatever the signature, and throws on one that is not JSON.
    return Response.json({ error: 'invalid-request' }, { status: 400 });
  }
  const { isValidSignature, body } = parsed;
  if (isValidSignature !== true)
    return Response.json({ error: 'invalid-signature' }, { status: 401 });
  const type = body?._type;
  if (!isContentType(type)) return Response.json({ error: 'invalid-request' }, { status: 400 });
  // Expired at once, not stale-while-revalidate: an editor's price change shows on the very next
  // request, on every process when they share Next.js's cache through Redis (REDIS_URL).
  revalidateTag(CONTENT_TAGS[type], { expire: 0 });
  // The proxy's copy of slugs and redirects, on this process; other processes read again within
  // ADDRESS_CONTENT_TTL_MS (15 s), from the shared cache the line above expired.
  forgetAddressContent();
  // The time slot answers, which rooms, opening hours and durations decide: other processes' at
  // once through Redis (REDIS_URL), else within SLOT_CACHE_TTL_MS (2 s).
  slotCache().forgetAll();
  return Response.json({ revalidated: CONTENT_TAGS[type] });
}
