// A request for a sign-in link: checked, limited per address and per mailbox, and sent only to a staff member's work email; every request is answered alike, so it tells no one who is staff.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { recipientMailboxKey } from '../../booking/mailbox';
import { EMAIL_MAX_LENGTH } from '../../booking/validation';
import { loadStaffMember } from '../../content/staff';
import { clientOf, limitClient } from '../limits/requests';
import { limitCounters } from '../limits/store';
import { staffAuth } from './auth';

/** A work email as typed: something@domain.tld, within the length an address may have. */
export function parseStaffEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return null;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/**
 * Sends a one-time link when `email` is a staff member with a clinic; does nothing otherwise. Over
 * the address's limit: `too-many-requests`. Over the mailbox's: nothing sent, answered alike.
 */
export async function requestSignInLink({
  email: typed,
  headers,
}: {
  email: unknown;
  headers: Headers;
}): Promise<void> {
  const email = parseStaffEmail(typed);
  if (email === null) throw new BookingError('invalid-request');
  await limitClient('staffSignInsPerClient', clientOf(headers));
  if (
    !(await (await limitCounters()).take('staffSignInLinksPerMailbox', recipientMailboxKey(email)))
  )
    return;
  const member = await loadStaffMember(email);
  if (member === null || member.clinicSlugs.length === 0) return;
  await (await staffAuth()).requestLink(member.email);
}
