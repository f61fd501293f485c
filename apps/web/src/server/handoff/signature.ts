// The clinic webhook's signature, as Stripe signs its own: an HMAC-SHA256 over `<timestamp>.<raw body>`, sent as `Nova-Signature: t=<unix seconds>,v1=<hex>`.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature. */
export const SIGNATURE_HEADER = 'Nova-Signature';
/** The header carrying the event's id (also the body's `id`), for receivers that dedupe before parsing. */
export const EVENT_ID_HEADER = 'Nova-Event-Id';
/** How far a signature's timestamp may be from the receiver's clock: older ones are replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The header's value for this body at this instant: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'too-old';

/**
 * Checks a received header against the raw body: well formed, one of its v1 signatures ours
 * (compared in constant time; several v1 values let a sender roll its secret), and its timestamp
 * within the tolerance of `now`.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (header === null) return 'malformed';
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
      signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) =>
    timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  );
  if (!matches) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return 'too-old';
  return 'valid';
}
