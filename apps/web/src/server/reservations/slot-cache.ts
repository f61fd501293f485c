// The time slot API's answers kept for a moment per clinic, selection and day: many visitors (or one client's many connections) asking the same thing get one computation.
import 'server-only';
import { processWide } from '../process-wide';

/**
 * How long a kept answer is used. Every booking and release on this process forgets its clinic's
 * answers at once; a booking on another process (or a hold that simply ran out) shows here within
 * this time. A booking still checks its rooms in its own transaction, so a start shown free for
 * a moment after it was taken is refused when booked, never double-booked. See docs/decisions/0054-the-time-slot-api-under-load.md.
 */
export const SLOT_CACHE_TTL_MS = 2_000;
/** Answers kept at once: a crawl over every selection and day evicts the oldest, not memory. */
const MAX_ENTRIES = 5_000;

interface Entry {
  answer: Promise<unknown>;
  computedAt: number;
  generation: string;
}

export interface SlotCache {
  /**
   * The kept answer for `key` at the clinic if it was computed less than the TTL before `now` (the
   * server's clock) and no change at the clinic came since; else `compute`'s, kept for the next.
   * Concurrent asks for one key share one computation; a failed one is not kept.
   */
  answer<T>(locationSlug: string, key: string, now: Date, compute: () => Promise<T>): Promise<T>;
  /** A booking, a release or an expiry at the clinic: its kept answers are not used again. */
  forgetLocation(locationSlug: string): void;
  /** A content change (rooms, opening hours, durations): no kept answer is used again. */
  forgetAll(): void;
}

export function createSlotCache({
  ttlMs = SLOT_CACHE_TTL_MS,
  maxEntries = MAX_ENTRIES,
}: {
  ttlMs?: number;
  maxEntries?: number;
} = {}): SlotCache {
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  let everything = 0;
  const generationOf = (locationSlug: string) =>
    `${everything}/${generations.get(locationSlug) ?? 0}`;

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
        at - kept.computedAt < ttlMs
      ) {
        // Only `compute` for this key stored it, so it has this key's type.
        return kept.answer as Promise<T>;
      }
      const answer = compute();
      const entry: Entry = { answer, computedAt: at, generation };
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
      generations.set(locationSlug, (generations.get(locationSlug) ?? 0) + 1);
    },
    forgetAll() {
      everything += 1;
      entries.clear();
    },
  };
}

/** This process's cache of slot answers. */
export function slotCache(): SlotCache {
  return processWide('slot-cache', () => createSlotCache());
}
