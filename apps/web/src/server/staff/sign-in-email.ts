// The staff sign-in email: queued through the outbox like every other message, so in the embedded default it lands in /_dev/mailbox.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { now } from '../clock';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { MailTransport } from '../notifications/transport';
import { PermanentDeliveryFailure } from '../outbox/attempt';
import { composeSignInEmail, type SignInLinkPayload } from './sign-in-copy';

/** The outbox topic's name; the row's payload is the address and the link (which is never logged). */
export const STAFF_SIGN_IN_TOPIC = 'staff-sign-in-email';

/** Queues the link Better Auth made; the route delivers it right after answering. */
export async function queueSignInLink(
  db: Database,
  link: { email: string; url: string },
): Promise<void> {
  const id = randomUUID();
  const at = now();
  await db.insert(outbox).values({
    id,
    topic: STAFF_SIGN_IN_TOPIC,
    key: `${STAFF_SIGN_IN_TOPIC}:${id}`,
    payload: { email: link.email, url: link.url } satisfies SignInLinkPayload,
    createdAt: at,
    availableAt: at,
  });
}

export function parseSignInPayload(payload: unknown): SignInLinkPayload {
  if (typeof payload === 'object' && payload !== null) {
    const { email, url } = payload as Record<string, unknown>;
    if (typeof email === 'string' && typeof url === 'string') return { email, url };
  }
  throw new PermanentDeliveryFailure('malformed staff sign-in payload');
}

export async function deliverSignInLink(
  payload: SignInLinkPayload,
  transport: MailTransport,
  signal: AbortSignal,
): Promise<void> {
  await transport.send({ to: payload.email, ...composeSignInEmail(payload) }, signal);
}
