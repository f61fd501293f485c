// A cookie jar in memory, for the tests of what reads and writes cookies (no document needed).
import type { CookieJar } from './cookies';

export function memoryCookieJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (spec) => values.get(spec.name) ?? null,
    set: (spec, value) => {
      values.set(spec.name, value);
    },
  };
}
