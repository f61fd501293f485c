// A fixed-window request counter per client, in this process's memory: enough to keep one noisy browser from flooding the log.
import 'server-only';

export interface RateLimiter {
  /** True when the client may go ahead; counts the request. */
  take(key: string, now: number): boolean;
}

/**
 * At most `limit` requests per `windowMs` per key. Keys are forgotten oldest first beyond
 * `maxKeys`, so the map cannot grow without bound under spoofed addresses.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(key, now) {
      const current = windows.get(key);
      if (current === undefined || now - current.startedAt >= windowMs) {
        windows.delete(key);
        windows.set(key, { startedAt: now, count: 1 });
        if (windows.size > maxKeys) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

/** The client's address as the proxy in front reports it (Vercel sets x-forwarded-for). */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
