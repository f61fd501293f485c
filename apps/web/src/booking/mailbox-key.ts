// One mailbox however its address is spelled: what per-recipient limits count, so `Anna+1@…` and `a.n.n.a@gmail.com` are not new recipients.

/** Providers that deliver every dotted spelling of a local part to one mailbox. */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as a key: lower-cased, without a `+tag`, and for Gmail without
 * the dots of the local part (googlemail.com is gmail.com). Only for counting: mail is still sent
 * to the address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
