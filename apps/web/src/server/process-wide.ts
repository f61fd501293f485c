// One value per Node.js process, however many copies of a module the bundler made (instrumentation.ts and the routes are separate entries).
// No 'server-only' here: apps/web/server.ts, run by plain Node, reaches the shutdown state through it
// (src/server/shutdown.ts), which the routes read too.

/**
 * Answers the value stored under `name` on globalThis, making it with `make` on the first call.
 * Next.js does not promise that instrumentation.ts and a route handler share one instance of a
 * module, so state that must exist once per process (the database connection, the outbox's
 * delivery run and timer) lives here rather than in a module variable.
 */
export function processWide<Value>(name: string, make: () => Value): Value {
  const key = Symbol.for(`nova.${name}`);
  if (Reflect.has(globalThis, key)) {
    // Only this function writes keys under the `nova.` prefix, each with the type its caller made.
    return Reflect.get(globalThis, key) as Value;
  }
  const value = make();
  Reflect.set(globalThis, key, value);
  return value;
}
