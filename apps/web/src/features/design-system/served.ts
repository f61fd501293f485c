// Whether /_design-system is served: an internal page of every component and email, not for visitors of a production site.

type Env = Readonly<Record<string, string | undefined>>;

/** Always in development; in production only when an operator (or the browser tests) set NOVA_DESIGN_SYSTEM=true. */
export function designSystemServed(env: Env): boolean {
  return env.NODE_ENV !== 'production' || env.NOVA_DESIGN_SYSTEM?.trim() === 'true';
}
