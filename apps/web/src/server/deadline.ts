// The request deadline: when a request's answer is due, carried to every query it runs so that nothing it does commits after it.
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

type Env = Readonly<Record<string, string | undefined>>;

/** Longer than any booking step takes on a healthy database, shorter than a customer waits before giving up. */
export const DEFAULT_REQUEST_DEADLINE_MS = 15_000;

/** NOVA_REQUEST_DEADLINE_MS, a whole number of milliseconds above zero, or the default. */
export function readRequestDeadlineMs(env: Env = process.env): number {
  const value = Number(env.NOVA_REQUEST_DEADLINE_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_REQUEST_DEADLINE_MS;
}

interface DeadlineScope {
  /** Epoch milliseconds after which the request's work may no longer touch the database; null outside a request. */
  at: number | null;
}

const storage = new AsyncLocalStorage<DeadlineScope>();

/** Runs `fn` with a deadline `ms` from now; everything it awaits, queries included, sees it. */
export function withDeadline<T>(ms: number, fn: () => Promise<T>, now = Date.now()): Promise<T> {
  return storage.run({ at: now + ms }, fn);
}

/**
 * Runs `fn` outside any request's deadline: work shared by many requests or started for later (the
 * database's opening and migrations, delivery after the response) must not die with the request
 * that happened to start it.
 */
export function outsideDeadline<T>(fn: () => T): T {
  return storage.run({ at: null }, fn);
}

/** The current request's deadline (epoch ms), or null outside a request. */
export function currentDeadline(): number | null {
  return storage.getStore()?.at ?? null;
}
