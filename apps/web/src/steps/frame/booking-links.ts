// Booking links that work before the page's scripts have loaded: the merge of the current address's booking query into a link or form, one source for its tests and the page's inline script.

/**
 * What choosing a link changes besides its own parameters, as the cart update of the same choice
 * does. `owns`: parameters the link decides even where it has no value (absent means removed, as
 * the single-person choice removes `isPartnerBooking`). `clears`: when an owned parameter's value
 * changes, the parameters that depended on it are dropped (another check-up drops the add-ons).
 */
export interface BookingLinkRule {
  owns?: readonly string[];
  clears?: Readonly<Record<string, readonly string[]>>;
}

/** The data attributes that mark an `<a>` or `<form>` as a booking link, for the inline script. */
export function bookingLinkAttributes(rule: BookingLinkRule = {}): Record<string, string> {
  return {
    'data-booking-link': '',
    'data-owns': (rule.owns ?? []).join(' '),
    'data-clears': Object.entries(rule.clears ?? {})
      .map(([name, cleared]) => `${name}:${cleared.join(',')}`)
      .join(' '),
  };
}

/** A plain click, which the page's handlers take over once hydrated; one for a new tab or window is the browser's. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The query a booking link leads to: the link's own parameters win, parameters it owns or clears
 * are dropped, every other booking parameter of the current address is carried on; anything else
 * in the address (personal details, a provider's return values) is not. `names` are the address
 * parameters in the order the cart writes them, so both paths give the same address.
 *
 * Serialised into the page as it stands (Function.prototype.toString): it may use nothing from
 * outside its own body, and only what every browser the site supports can run unbundled.
 */
export function mergeBookingQuery(
  current: string,
  link: string,
  owns: string,
  clears: string,
  names: readonly string[],
): string {
  const from = new URLSearchParams(current);
  const own = new URLSearchParams(link);
  const owned = owns.split(' ').filter((name) => name !== '');
  own.forEach((_value, name) => {
    if (owned.indexOf(name) < 0) owned.push(name);
  });
  const dropped: string[] = [];
  clears.split(' ').forEach((rule) => {
    const parts = rule.split(':');
    const name = parts[0] ?? '';
    const changed = own.getAll(name).join('&') !== from.getAll(name).join('&');
    if (owned.indexOf(name) >= 0 && changed) {
      (parts[1] ?? '').split(',').forEach((cleared) => {
        dropped.push(cleared);
      });
    }
  });
  const merged = new URLSearchParams();
  names.forEach((name) => {
    const values =
      owned.indexOf(name) >= 0
        ? own.getAll(name)
        : dropped.indexOf(name) >= 0
          ? []
          : from.getAll(name);
    values.forEach((value) => {
      merged.append(name, value);
    });
  });
  own.forEach((value, name) => {
    if (names.indexOf(name) < 0) merged.append(name, value);
  });
  return merged.toString();
}

/**
 * Wires the merge into the page, in the capture phase so it runs before anything else: a clicked
 * booking link's href is rewritten for this one activation (and restored after, so React's own
 * value stands), and a booking form's submitted fields are replaced by the merged query. Once the
 * page has hydrated, React's handlers do the real work and prevent the browser's navigation.
 */
export function followBookingLinks(
  merge: typeof mergeBookingQuery,
  names: readonly string[],
): void {
  const rewrite = (event: MouseEvent) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[data-booking-link]') : null;
    if (link === null) return;
    const href = link.getAttribute('href') ?? '';
    const at = href.indexOf('?');
    const path = at < 0 ? href : href.slice(0, at);
    const query = merge(
      window.location.search,
      at < 0 ? '' : href.slice(at + 1),
      link.getAttribute('data-owns') ?? '',
      link.getAttribute('data-clears') ?? '',
      names,
    );
    link.setAttribute('href', query === '' ? path : `${path}?${query}`);
    window.setTimeout(() => {
      link.setAttribute('href', href);
    });
  };
  document.addEventListener('click', rewrite, true);
  document.addEventListener('auxclick', rewrite, true);
  document.addEventListener(
    'formdata',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-booking-link')) return;
      const fields = new URLSearchParams();
      event.formData.forEach((value, name) => {
        if (typeof value === 'string') fields.append(name, value);
      });
      const merged = new URLSearchParams(
        merge(
          window.location.search,
          fields.toString(),
          form.getAttribute('data-owns') ?? '',
          form.getAttribute('data-clears') ?? '',
          names,
        ),
      );
      Array.from(new Set(event.formData.keys())).forEach((name) => {
        event.formData.delete(name);
      });
      merged.forEach((value, name) => {
        event.formData.append(name, value);
      });
    },
    true,
  );
}

/** The inline script's source: the two functions above, called with the address parameters. */
export function bookingLinksScript(names: readonly string[]): string {
  return `(${followBookingLinks.toString()})(${mergeBookingQuery.toString()},${JSON.stringify(names)})`;
}
