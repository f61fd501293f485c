// POST /api/lead: stores the idle popup's contact and queues it for the lead webhook, in one transaction.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { requireValidPayload } from '../booking/validation';
import { getDatabase } from '../server/db/client';
import { leads, outbox } from '../server/db/schema';
import { clientOf, limitClient } from '../server/limits/requests';
import { outboxRow, TOPICS } from '../server/outbox/topics';
import { leadRequestSchema } from './schema';

export async function captureLead({
  body,
  headers,
  now,
}: {
  body: unknown;
  headers: Headers;
  now: Date;
}) {
  await limitClient('leadsPerClient', clientOf(headers));
  const lead = requireValidPayload(leadRequestSchema, body);
  const id = randomUUID();
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({
      id,
      email: lead.email || null,
      phone: lead.phoneNumber || null,
      locale: lead.locale,
      campaign: lead.campaign,
      crmTrackingId: lead.crmTrackingId,
      createdAt: now,
    });
    await tx.insert(outbox).values(
      outboxRow('lead', {
        key: `${TOPICS.lead.name}:${id}`,
        // What the automation service receives: the contact, as the specification's webhook takes it.
        payload: {
          ...(lead.email ? { email: lead.email } : {}),
          ...(lead.phoneNumber ? { phoneNumber: lead.phoneNumber } : {}),
          locale: lead.locale,
          campaign: lead.campaign,
          crmTrackingId: lead.crmTrackingId,
        },
        at: now,
      }),
    );
  });
}
