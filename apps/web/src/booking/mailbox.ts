// Which mailbox an address reaches, for counting messages per recipient: never the address a message is sent to.

/** Providers that deliver `a.n.na@…` to `anna@…`; googlemail.com is the same mailboxes as gmail.com. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, as a limit counts it: case and surrounding spaces ignored,
 * a `+tag` dropped (`anna+1@` reaches `anna@` at nearly every provider), and at the providers
 * that ignore them the dots of the local part too. Only for a limit's key: sending to this
 * instead of the typed address could reach no one (a provider where the tag or the dots matter).
 */
export function recipientMailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless === undefined) return `${local}@${domain}`;
  return `${local.replaceAll('.', '')}@${dotless}`;
}
