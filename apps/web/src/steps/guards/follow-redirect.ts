// Follows an editor's redirect for the path being drawn, on the server, before its guards or its 404.
import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';
import { redirectFor } from '@/booking/site-redirect';
import { getRedirects } from '@/content/catalogue';

export type PageSearchParams = Record<string, string | string[] | undefined>;

export function searchOf(searchParams: PageSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) query.append(name, item);
    }
  }
  return query;
}

/**
 * A 307 (308 when permanent) to the editor’s destination, if one is set for `path`. An external
 * address is a redirect like any other on a page load; in a client navigation Next.js's router
 * leaves for it with a full page load, which is what the specification asks.
 */
export async function followSiteRedirect(
  path: string,
  searchParams: PageSearchParams,
): Promise<void> {
  const target = redirectFor(await getRedirects(), path, searchOf(searchParams));
  if (target === null) return;
  if (target.permanent) permanentRedirect(target.href);
  redirect(target.href);
}
