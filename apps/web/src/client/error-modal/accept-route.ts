// Where closing an error modal leads: the accept route with the current query kept (the route's own parameters win).

/** `route` plus every parameter of `currentSearch` the route does not set itself. */
export function acceptRouteHref(route: string, currentSearch: string): string {
  const target = new URL(route, 'http://storefront.invalid');
  const current = new URLSearchParams(currentSearch);
  for (const name of new Set(current.keys())) {
    if (target.searchParams.has(name)) continue;
    for (const value of current.getAll(name)) target.searchParams.append(name, value);
  }
  const query = target.searchParams.toString();
  return `${target.pathname}${query ? `?${query}` : ''}${target.hash}`;
}
