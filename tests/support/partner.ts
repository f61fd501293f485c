// Partner links in tests: the token the partner invitation email carries in its fragment, or one handed out directly for a pair still to be paid.
import type { Database } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { issuePartnerToken } from '@/server/reservations/partner-token';
import { NOW } from './api';

/** The partner invitation's link for a paid pair booking, as queued in the outbox. */
export async function partnerInvitationLink(db: Database, reservationId: string): Promise<string> {
  const rows = await db.select().from(outbox);
  const invitation = rows.find(
    (row) => row.key.includes(reservationId) && row.key.includes('partner-invitation'),
  );
  const { links } = (invitation?.payload ?? {}) as { links?: { partnerCompletion?: string } };
  if (links?.partnerCompletion === undefined) throw new Error('no partner invitation queued');
  return links.partnerCompletion;
}

/** The token in a partner link's fragment (`#partner=…`). */
export function tokenOfPartnerLink(link: string): string {
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('partner');
  if (token === null) throw new Error(`no partner token in ${link}`);
  return token;
}

/** A partner link's token for a pair booking, as the success page would hand one out. */
export function partnerTokenFor(db: Database, reservationId: string): Promise<string> {
  return issuePartnerToken({ db, reservation: { id: reservationId }, now: NOW });
}
