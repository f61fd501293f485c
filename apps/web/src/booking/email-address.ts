// Whether an email address can reach anyone (a domain with a dot and a real top-level domain), and the likely correction of a big provider's typo: one rule for every form and the server.

/**
 * Something without spaces, one at sign, then a domain of dot-separated labels whose last is a
 * top-level domain of two or more letters (or an internationalised one, `xn--…`). `anna@gmail`
 * and `foo@bar` are refused: no mail reaches them, and with them the confirmation and the
 * manage link would be lost.
 */
export const PLAUSIBLE_EMAIL =
  /^[^\s@]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

export function isPlausibleEmail(value: string): boolean {
  return PLAUSIBLE_EMAIL.test(value.trim());
}

/**
 * The mailboxes most of Nova's customers use (Switzerland, Germany, France), in the order a tie
 * is broken: a name typed without its ending (`anna@gmx`) gets the first domain of that name.
 */
export const BIG_PROVIDER_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.ch',
  'hotmail.de',
  'hotmail.fr',
  'outlook.com',
  'outlook.de',
  'outlook.fr',
  'live.com',
  'yahoo.com',
  'yahoo.de',
  'yahoo.fr',
  'icloud.com',
  'me.com',
  'gmx.ch',
  'gmx.de',
  'gmx.net',
  'web.de',
  'bluewin.ch',
  't-online.de',
  'orange.fr',
  'free.fr',
  'wanadoo.fr',
  'sfr.fr',
  'laposte.net',
  'hispeed.ch',
  'sunrise.ch',
  'protonmail.com',
  'proton.me',
];

/**
 * Real mailboxes a slip away from a big provider's: known, so never "corrected" into one, and
 * offered only when no big provider is as close.
 */
const OTHER_KNOWN_DOMAINS: readonly string[] = [
  'mail.com',
  'mail.ch',
  'email.ch',
  'ymail.com',
  'aol.com',
  'msn.com',
  'live.de',
  'live.fr',
  'gmx.at',
  'gmx.fr',
  'posteo.de',
  'freenet.de',
  'arcor.de',
  'vtxmail.ch',
  'netplus.ch',
  'swissonline.ch',
];

export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  ...BIG_PROVIDER_DOMAINS,
  ...OTHER_KNOWN_DOMAINS,
];

/** Edits (insert, delete, replace, swap two neighbours) between two words: optimal string alignment. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i];
    if (row === undefined) continue;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** How far a typed domain may be from a known one: one slip in a short name, two in a longer. */
const tolerance = (known: string) => (known.length <= 7 ? 1 : 2);

/** The domain of `candidates` closest to `typed` within tolerance (the first of a tie), or null. */
function closest(typed: string, candidates: readonly string[]): string | null {
  let best: { domain: string; distance: number } | null = null;
  for (const known of candidates) {
    // A name without its ending (`gmail`, `t-online`) is compared with the name alone.
    const target = typed.includes('.') ? known : (known.split('.')[0] ?? known);
    const distance = editDistance(typed, target);
    if (distance <= tolerance(target) && (best === null || distance < best.distance))
      best = { domain: known, distance };
  }
  return best?.domain ?? null;
}

/**
 * The known domain `typed` most likely meant, or null (it is one, or none is close enough). A big
 * provider first: `gmail.ch` is far more often a slip for gmail.com than for the small mail.ch.
 */
function likelyDomain(typed: string): string | null {
  if (COMMON_EMAIL_DOMAINS.includes(typed)) return null;
  return closest(typed, BIG_PROVIDER_DOMAINS) ?? closest(typed, OTHER_KNOWN_DOMAINS);
}

/**
 * The address the customer probably meant when its domain is a common typo of a big provider
 * (`anna@gmial.com`, `anna@gmail`, `anna@hotmail,ch`, `anna@gmx`), else null. Only a suggestion:
 * the customer decides, as an unknown small domain may well be right.
 */
export function suggestEmail(value: string): string | null {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at);
  if (/[\s@]/.test(local)) return null;
  const typed = trimmed
    .slice(at + 1)
    .toLowerCase()
    .replace(/,/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '');
  if (typed === '' || /\s/.test(typed)) return null;
  const domain = COMMON_EMAIL_DOMAINS.includes(typed) ? typed : likelyDomain(typed);
  if (domain === null) return null;
  const suggestion = `${local}@${domain}`;
  // The same address in other capitals is no correction: domains ignore case.
  return suggestion.toLowerCase() === trimmed.toLowerCase() ? null : suggestion;
}

/** Same person's address, whatever the case or surrounding spaces. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
