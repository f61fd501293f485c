// The editors' redirects (site settings): where a path is sent, if anywhere. Pure: the server follows the answer.

export interface SiteRedirect {
  /** The exact path, with its locale: `/de-ch/angebot`. */
  source: string;
  /** A path of the site (with an optional query) or an absolute https address. */
  destination: string;
  permanent: boolean;
}

export interface RedirectTarget {
  href: string;
  permanent: boolean;
  /** Another site: the browser loads it as a new page. */
  external: boolean;
}

/** `/a/b/` and `/a/b` are one path, and `/de-ch/k%C3%B6rper` is the editor's `/de-ch/körper`. */
function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: compare the path as it came.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/**
 * The redirect for `path`, if an editor set one. An internal destination keeps the visitor's query
 * (campaign values, a booking selection) under its own parameters; an external one gets none of it,
 * since the query can carry personal details. A redirect back to the same path is ignored.
 */
export function redirectFor(
  redirects: readonly SiteRedirect[],
  path: string,
  query: URLSearchParams,
): RedirectTarget | null {
  const asked = normalisePath(path);
  const match = redirects.find((candidate) => normalisePath(candidate.source) === asked);
  if (match === undefined) return null;
  if (/^https:\/\//.test(match.destination)) {
    return { href: match.destination, permanent: match.permanent, external: true };
  }
  const target = new URL(match.destination, 'http://site.invalid');
  if (normalisePath(target.pathname) === asked) return null;
  for (const [name, value] of query) {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  }
  return {
    href: `${target.pathname}${target.search}`,
    permanent: match.permanent,
    external: false,
  };
}
