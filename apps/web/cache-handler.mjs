// Next.js's cache (fetched content, prerendered pages, their tags) shared by every process through Redis when REDIS_URL is set, so one process's revalidateTag expires the tag for the whole fleet.
// A plain ES module, as @fortedigital/nextjs-cache-handler documents: Next.js loads it by path
// (next.config.ts's `cacheHandler`) in the server and in the build, outside its bundler.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/**
 * How long an entry kept in the process's memory while Redis is unreachable is used: that copy
 * hears no other process's publish, so it must not outlive the propagation bound by much.
 */
const OUTAGE_MEMORY_SECONDS = 10;
/** A Redis command slower than this counts as a miss (the page is rendered, the content fetched). */
const REDIS_TIMEOUT_MS = 1_000;
/** How long the server waits for Redis at start before serving from memory meanwhile. */
const CONNECT_WAIT_MS = 2_000;
/**
 * The longest an entry lives in Redis. Content is cached until a publish expires its tag; this
 * bounds what a publish missed anyway (a render that read the old content and stored it just
 * after the tag was expired) to an hour.
 */
const MAX_ENTRY_SECONDS = 3_600;

/** One Redis connection per process, whatever number of module copies Next.js loads. */
const SHARED = Symbol.for('nova.cache-handler.config');

/** The cache entry with a lifetime no longer than the outage copy's. */
function briefly(value) {
  const expireAt = Math.floor(Date.now() / 1000) + OUTAGE_MEMORY_SECONDS;
  const lifespan = value.lifespan ?? {};
  return {
    ...value,
    lifespan: { ...lifespan, expireAt: Math.min(lifespan.expireAt ?? expireAt, expireAt) },
  };
}

/**
 * Redis while it answers; while it does not, this process's memory for a few seconds per entry
 * (so pages still come fast, and stale by at most OUTAGE_MEMORY_SECONDS). A tag expired while
 * Redis was away cannot reach the entries stored there: back online, this process drops every
 * entry of this build before using Redis again, so nothing the publish should have expired
 * survives.
 */
function redisOrMemory(client, redis, memory, keyPrefix) {
  /** Publishes Redis did not hear since the last flush; a flush clears only those it started after. */
  let missed = 0;
  let flushing = false;
  const flush = async () => {
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) {
      if (keys.length > 0) await client.unlink(keys);
    }
  };
  const flushIfMissed = () => {
    if (missed === 0 || flushing || !client.isReady) return;
    flushing = true;
    const before = missed;
    flush()
      .then(() => {
        if (missed === before) missed = 0;
        console.warn('cache-handler: Redis is back; entries a missed publish may concern dropped');
      })
      .catch(() => {
        // Tried again on the next read; memory serves meanwhile.
      })
      .finally(() => {
        flushing = false;
      });
  };
  client.on('ready', flushIfMissed);
  const shared = () => {
    flushIfMissed();
    return client.isReady && missed === 0;
  };
  return {
    name: 'redis-or-memory',
    get: (key, meta) => (shared() ? redis.get(key, meta) : memory.get(key, meta)),
    set: (key, value, context) =>
      shared() ? redis.set(key, value, context) : memory.set(key, briefly(value), context),
    async revalidateTag(tag) {
      await memory.revalidateTag(tag);
      if (!client.isReady) {
        missed += 1;
        return;
      }
      try {
        await redis.revalidateTag(tag);
      } catch (error) {
        missed += 1;
        throw error;
      }
    },
    async delete(key) {
      await memory.delete?.(key);
      if (client.isReady) await redis.delete?.(key);
    },
  };
}

async function configure({ buildId }) {
  const memory = createLruHandler();
  const url = process.env.REDIS_URL?.trim();
  // The build renders into its own output, never into the fleet's cache (which serves the build
  // running now); without REDIS_URL next.config.ts sets no handler, this is a safeguard.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory] };
  const client = createClient({
    url,
    // A command while disconnected fails at once (a miss), instead of waiting in a queue.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: CONNECT_WAIT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  // The connection never keeps a stopping process alive: shutdown waits for requests, not Redis.
  client.unref();
  let reported = false;
  client.on('error', (error) => {
    // Once per outage: the client retries every 2 s. The URL (its password) is never logged.
    if (reported) return;
    reported = true;
    console.warn('cache-handler: Redis unreachable, serving from memory', error?.code ?? '');
  });
  client.on('ready', () => {
    reported = false;
  });
  await Promise.race([
    client.connect().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ]);
  // Per build: a page's HTML names its build's scripts, which the next deploy no longer serves.
  const keyPrefix = `nova:${buildId?.trim() || 'unbuilt'}:`;
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS });
  return {
    handlers: [redisOrMemory(client, redis, memory, keyPrefix)],
    ttl: { defaultStaleAge: MAX_ENTRY_SECONDS, estimateExpireAge: (staleAge) => staleAge },
  };
}

CacheHandler.onCreation((context) => {
  globalThis[SHARED] ??= configure(context);
  return globalThis[SHARED];
});

export default CacheHandler;
