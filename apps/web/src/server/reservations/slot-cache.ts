// The time slot API's answers kept per clinic, selection and day: many visitors (or one client's many connections) asking the same thing get one computation.
import 'server-only';
import { readDatabaseConfig } from '../db/client';
import { readRequestDeadlineMs } from '../deadline';
import { processWide } from '../process-wide';
import { onShutdown } from '../shutdown';
import { connectSlotBroadcast, type SlotBroadcast, type SlotChange } from './slot-cache-broadcast';

/**
 * How long a kept answer is used while a change made elsewhere may not reach this process (several
 * processes without Redis, the subscription down, a change moments ago): such a change shows here
 * within this time. A booking still checks its rooms in its own transaction, so a start shown free
 * for a moment after it was taken is refused when booked, never double-booked. See
 * docs/decisions/0054-the-time-slot-api-under-load.md and 0076-slot-answers-forgotten-on-every-process.md.
 */
export const SLOT_CACHE_TTL_MS = 2_000;
/**
 * How long a kept answer is used while every change at every clinic reaches this process (one
 * process on PGlite; PostgreSQL with the Redis subscription live): a booking, a release or a
 * content change forgets it at once, so this bounds only what writes nothing (a hold that lapses
 * shows free this much later, never the other way round).
 */
export const SETTLED_SLOT_CACHE_TTL_MS = 30_000;
/** Answers kept at once: a crawl over every selection and day evicts the oldest, not memory. */
const MAX_ENTRIES = 5_000;

interface Entry {
  answer: Promise<unknown>;
  computedAt: number;
  generation: string;
  /** Computed while every change reached this process, and not just after one (the settle window). */
  settled: boolean;
}

export interface SlotCache {
  /**
   * The kept answer for `key` at the clinic if it was computed less than its lifetime before `now`
   * (the server's clock) and no change at the clinic came since; else `compute`'s, kept for the
   * next. Concurrent asks for one key share one computation; a failed one is not kept.
   */
  answer<T>(locationSlug: string, key: string, now: Date, compute: () => Promise<T>): Promise<T>;
  /** A booking, a release or an expiry at the clinic: its kept answers are not used again, here or on any process that hears. */
  forgetLocation(locationSlug: string): void;
  /** A content change (rooms, opening hours, durations): no kept answer is used again, here or on any process that hears. */
  forgetAll(): void;
  /** A change another process told of (or everything, when some may have been missed): forgotten here only. */
  heard(change: SlotChange): void;
}

export function createSlotCache({
  ttlMs = SLOT_CACHE_TTL_MS,
  settledTtlMs = SETTLED_SLOT_CACHE_TTL_MS,
  settleWindowMs = readRequestDeadlineMs(),
  hearsEveryChange = () => false,
  tell = () => {},
  clock = Date.now,
  maxEntries = MAX_ENTRIES,
}: {
  ttlMs?: number;
  settledTtlMs?: number;
  /**
   * After a change, how long an answer computed is kept only `ttlMs`: a forget is often sent
   * inside the transaction that makes the change, so an answer computed before its commit may
   * read the state before. The request deadline: a request commits within it or not at all.
   */
  settleWindowMs?: number;
  /** True while every change at every clinic, on any process, reaches this cache through `heard`. */
  hearsEveryChange?: () => boolean;
  /** Tells the other processes of a change made here. */
  tell?: (change: SlotChange) => void;
  /** Milliseconds, for the settle window (tests pass their own). */
  clock?: () => number;
  maxEntries?: number;
} = {}): SlotCache {
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  const changedAt = new Map<string, number>();
  let everything = 0;
  let everythingChangedAt = Number.NEGATIVE_INFINITY;
  const generationOf = (locationSlug: string) =>
    `${everything}/${generations.get(locationSlug) ?? 0}`;
  const lifetimeOf = (entry: Entry) => (entry.settled && hearsEveryChange() ? settledTtlMs : ttlMs);
  const settledNow = (locationSlug: string) =>
    hearsEveryChange() &&
    clock() -
      Math.max(changedAt.get(locationSlug) ?? Number.NEGATIVE_INFINITY, everythingChangedAt) >=
      settleWindowMs;
  const forget = (change: SlotChange) => {
    if (change.kind === 'all') {
      everything += 1;
      everythingChangedAt = clock();
      entries.clear();
    } else {
      const { locationSlug } = change;
      generations.set(locationSlug, (generations.get(locationSlug) ?? 0) + 1);
      changedAt.set(locationSlug, clock());
    }
  };

  return {
    answer<T>(locationSlug: string, key: string, now: Date, compute: () => Promise<T>) {
      const fullKey = `${locationSlug}\n${key}`;
      const at = now.getTime();
      const generation = generationOf(locationSlug);
      const kept = entries.get(fullKey);
      if (
        kept !== undefined &&
        kept.generation === generation &&
        at >= kept.computedAt &&
        at - kept.computedAt < lifetimeOf(kept)
      ) {
        // Only `compute` for this key stored it, so it has this key's type.
        return kept.answer as Promise<T>;
      }
      const settled = settledNow(locationSlug);
      const answer = compute();
      const entry: Entry = { answer, computedAt: at, generation, settled };
      entries.delete(fullKey);
      entries.set(fullKey, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      answer.then(
        () => {
          // A change at the clinic while this was computed: it may have read the state before.
          if (generationOf(locationSlug) !== generation && entries.get(fullKey) === entry) {
            entries.delete(fullKey);
          }
        },
        () => {
          if (entries.get(fullKey) === entry) entries.delete(fullKey);
        },
      );
      return answer;
    },
    forgetLocation(locationSlug) {
      const change: SlotChange = { kind: 'location', locationSlug };
      forget(change);
      tell(change);
    },
    forgetAll() {
      forget({ kind: 'all' });
      tell({ kind: 'all' });
    },
    heard: forget,
  };
}

/** The process's subscription, once its cache made one: what scripts close before they exit. */
const broadcasts = () =>
  processWide('slot-cache-broadcast', (): { open: SlotBroadcast | null } => ({ open: null }));

/**
 * A process's cache, and how sure it is to hear every change: embedded PGlite is one process (its
 * folder is locked), PostgreSQL with REDIS_URL hears the others while subscribed, PostgreSQL
 * without it never (kept answers live SLOT_CACHE_TTL_MS).
 */
export function slotCacheOf(env: Readonly<Record<string, string | undefined>>): SlotCache {
  const settleWindowMs = readRequestDeadlineMs(env);
  if (readDatabaseConfig(env).kind === 'pglite') {
    return createSlotCache({ settleWindowMs, hearsEveryChange: () => true });
  }
  const url = env.REDIS_URL?.trim();
  // The build renders pages and books nothing; Vercel freezes a function between requests (and
  // keeps Next.js's cache itself, next.config.ts): a subscription there is no use.
  if (!url || env.NEXT_PHASE === 'phase-production-build' || env.VERCEL) return createSlotCache();
  const cache = createSlotCache({
    settleWindowMs,
    hearsEveryChange: () => broadcast.isLive(),
    tell: (change) => broadcast.publish(change),
  });
  const broadcast = connectSlotBroadcast({ url, hear: (change) => cache.heard(change) });
  broadcasts().open = broadcast;
  onShutdown(() => broadcast.close());
  return cache;
}

/** This process's cache of slot answers (on first use, subscribed to the other processes' changes). */
export function slotCache(): SlotCache {
  return processWide('slot-cache', () => slotCacheOf(process.env));
}

/** Ends the subscription once the changes told meanwhile are sent: scripts, before they exit. */
export async function closeSlotCache(): Promise<void> {
  const state = broadcasts();
  const { open } = state;
  state.open = null;
  await open?.close();
}
