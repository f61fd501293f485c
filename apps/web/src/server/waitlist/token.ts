// The hash a waiting-list entry keeps of its link's token (confirm, unsubscribe): the email carries the token, the table only this.
import 'server-only';
import { createHash } from 'node:crypto';

/** SHA-256 of an unsubscribe token: the table keeps only this, the email the token itself. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
