// Kept slot answers: 30 s only while every change reaches this process and none came moments ago, else 2 s; and forgotten on every process at once through a real Redis, or all of them when the subscription falters.
import { randomUUID } from 'node:crypto';
import {
  type FreezableProxy,
  startFreezableProxy,
} from '../../../../../tests/support/freezable-proxy';
import {
  closeSlotCache,
  createSlotCache,
  SETTLED_SLOT_CACHE_TTL_MS,
  SLOT_CACHE_TTL_MS,
  type SlotCache,
  slotCacheOf,
} from './slot-cache';
import {
  connectSlotBroadcast,
  type SlotBroadcast,
  type SlotChange,
  slotChannelOf,
} from './slot-cache-broadcast';

const T0 = Date.parse('2026-12-01T09:00:00Z');

/** Redis for these tests: a database of their own (13), though pub/sub writes no key in any. */
const REDIS = new URL(process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379');
REDIS.pathname = '/13';

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still not ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether asking the cache at `at` (ms after T0) computed the answer anew rather than using a kept one. */
async function computes(cache: SlotCache, locationSlug: string, at: number): Promise<boolean> {
  let ran = false;
  await cache.answer(locationSlug, 'calendar', new Date(T0 + at), async () => {
    ran = true;
    return [];
  });
  return ran;
}

describe('how long a kept slot answer is used', () => {
  it('2 s while a change made by another process may not reach this one', async () => {
    const cache = createSlotCache({ hearsEveryChange: () => false });
    expect(await computes(cache, 'bern', 0)).toBe(true);
    expect(await computes(cache, 'bern', SLOT_CACHE_TTL_MS - 1)).toBe(false);
    expect(await computes(cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(true);
  });

  it('30 s while every change reaches this process; a change at the clinic forgets it at once', async () => {
    const cache = createSlotCache({ hearsEveryChange: () => true });
    expect(SETTLED_SLOT_CACHE_TTL_MS).toBeGreaterThan(SLOT_CACHE_TTL_MS);
    expect(await computes(cache, 'bern', 0)).toBe(true);
    expect(await computes(cache, 'bern', SETTLED_SLOT_CACHE_TTL_MS - 1)).toBe(false);
    expect(await computes(cache, 'bern', SETTLED_SLOT_CACHE_TTL_MS)).toBe(true);
    cache.forgetLocation('bern');
    expect(await computes(cache, 'bern', SETTLED_SLOT_CACHE_TTL_MS)).toBe(true);
  });

  it('2 s when computed within the settle window after a change at its clinic or everywhere', async () => {
    let wall = 0;
    const cache = createSlotCache({
      hearsEveryChange: () => true,
      settleWindowMs: 5_000,
      clock: () => wall,
    });
    cache.forgetLocation('bern');
    // Its transaction may not have committed yet: the answer may have read the rooms before.
    wall = 4_999;
    expect(await computes(cache, 'bern', 0)).toBe(true);
    expect(await computes(cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(true);
    // Another clinic is not concerned.
    expect(await computes(cache, 'geneva', 0)).toBe(true);
    expect(await computes(cache, 'geneva', SLOT_CACHE_TTL_MS)).toBe(false);
    // Past the window, the long lifetime again.
    wall = 5_000;
    expect(await computes(cache, 'bern', 2 * SLOT_CACHE_TTL_MS)).toBe(true);
    expect(await computes(cache, 'bern', 3 * SLOT_CACHE_TTL_MS)).toBe(false);
    // A content change opens it for every clinic.
    cache.forgetAll();
    expect(await computes(cache, 'geneva', 0)).toBe(true);
    expect(await computes(cache, 'geneva', SLOT_CACHE_TTL_MS)).toBe(true);
  });

  it('2 s as soon as this process may miss a change, for answers kept from before too', async () => {
    let hearing = true;
    const cache = createSlotCache({ hearsEveryChange: () => hearing });
    expect(await computes(cache, 'bern', 0)).toBe(true);
    expect(await computes(cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(false);
    hearing = false;
    expect(await computes(cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(true);
  });

  it('tells the other processes of its own changes, not of those it heard from them', async () => {
    const told: SlotChange[] = [];
    const cache = createSlotCache({ hearsEveryChange: () => true, tell: (c) => told.push(c) });
    expect(await computes(cache, 'geneva', 0)).toBe(true);
    cache.heard({ kind: 'location', locationSlug: 'geneva' });
    expect(await computes(cache, 'geneva', 0)).toBe(true);
    cache.forgetLocation('bern');
    cache.forgetAll();
    expect(told).toEqual([{ kind: 'location', locationSlug: 'bern' }, { kind: 'all' }]);
  });
});

interface Process {
  cache: SlotCache;
  broadcast: SlotBroadcast;
  /** What its subscription handed the cache, in order. */
  heard: SlotChange[];
}

describe('the lifetime a process may use, by its configuration', () => {
  const POSTGRES = 'postgres://nova@127.0.0.1:5432/unused';
  afterEach(closeSlotCache);

  it('the long one on embedded PGlite: no other process can open its database', async () => {
    const cache = slotCacheOf({ NOVA_REQUEST_DEADLINE_MS: '1' });
    expect(await computes(cache, 'bern', 0)).toBe(true);
    expect(await computes(cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(false);
  });

  it('the short one on PostgreSQL without REDIS_URL: other processes cannot tell it of a change', async () => {
    const cache = slotCacheOf({ DATABASE_URL: POSTGRES, NOVA_REQUEST_DEADLINE_MS: '1' });
    expect(await computes(cache, 'bern', 0)).toBe(true);
    expect(await computes(cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(true);
  });

  it('the long one on PostgreSQL with REDIS_URL, once subscribed', async () => {
    const cache = slotCacheOf({
      DATABASE_URL: POSTGRES,
      REDIS_URL: REDIS.toString(),
      NOVA_REQUEST_DEADLINE_MS: '1',
    });
    // Each round asks anew, then just past the short lifetime: kept once the subscription is live.
    let round = 0;
    const keptPastShortLifetime = async () => {
      round += 1;
      const at = round * 10 * SLOT_CACHE_TTL_MS;
      await computes(cache, 'bern', at);
      return !(await computes(cache, 'bern', at + SLOT_CACHE_TTL_MS));
    };
    const deadline = Date.now() + 5_000;
    while (!(await keptPastShortLifetime())) {
      if (Date.now() > deadline) throw new Error('never subscribed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

describe('slot answers on several processes sharing Redis', () => {
  // A channel per run: other runs on this Redis neither hear nor disturb these.
  const channel = `nova:slot-cache:test:${randomUUID()}`;
  const open: Process[] = [];
  let proxy: FreezableProxy | null = null;

  /** One process's cache wired as slot-cache.ts wires it, reaching Redis at `url`. */
  function processOn(url: string): Process {
    const heard: SlotChange[] = [];
    const cache = createSlotCache({
      hearsEveryChange: () => broadcast.isLive(),
      tell: (change) => broadcast.publish(change),
      settleWindowMs: 0,
    });
    const broadcast = connectSlotBroadcast({
      url,
      channel,
      heartbeatMs: 100,
      timeoutMs: 300,
      hear: (change) => {
        heard.push(change);
        cache.heard(change);
      },
    });
    const started = { cache, broadcast, heard };
    open.push(started);
    return started;
  }

  /** Process a reaching Redis directly, b through a proxy the test stalls or cuts; b keeps an answer for Bern. */
  async function secondBehindProxy() {
    const stalling = await startFreezableProxy({
      targetHost: REDIS.hostname,
      targetPort: Number(REDIS.port || 6379),
    });
    proxy = stalling;
    const viaProxy = new URL(REDIS);
    viaProxy.host = `127.0.0.1:${stalling.port}`;
    const a = processOn(REDIS.toString());
    const b = processOn(viaProxy.toString());
    await until(() => a.broadcast.isLive() && b.broadcast.isLive(), 'subscribed');
    b.heard.length = 0;
    expect(await computes(b.cache, 'bern', 0)).toBe(true);
    return { a, b, stalling };
  }

  afterEach(async () => {
    await Promise.all(open.splice(0).map(({ broadcast }) => broadcast.close()));
    await proxy?.close();
    proxy = null;
  });

  it('names the Redis database in its channel, as pub/sub ignores it', () => {
    expect(slotChannelOf('redis://127.0.0.1:6379/14')).toBe('nova:slot-cache:14');
    expect(slotChannelOf('redis://:secret@redis.internal:6379')).toBe('nova:slot-cache:0');
  });

  it('a forget on one process is heard by the other at once; its own is not heard back', async () => {
    const a = processOn(REDIS.toString());
    const b = processOn(REDIS.toString());
    await until(() => a.broadcast.isLive() && b.broadcast.isLive(), 'subscribed');
    a.heard.length = 0;
    b.heard.length = 0;
    expect(await computes(b.cache, 'bern', 0)).toBe(true);
    expect(await computes(b.cache, 'geneva', 0)).toBe(true);
    // Subscribed: kept past the short lifetime.
    expect(await computes(b.cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(false);

    a.cache.forgetLocation('bern');
    await until(() => b.heard.length > 0, 'heard');
    expect(b.heard).toEqual([{ kind: 'location', locationSlug: 'bern' }]);
    expect(await computes(b.cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(true);
    expect(await computes(b.cache, 'geneva', SLOT_CACHE_TTL_MS)).toBe(false);

    // Messages arrive in order: once b's comes, a's own (sent before) came and was ignored.
    b.cache.forgetAll();
    await until(() => a.heard.length > 0, 'heard');
    expect(a.heard).toEqual([{ kind: 'all' }]);
    expect(await computes(b.cache, 'geneva', SLOT_CACHE_TTL_MS)).toBe(true);
  });

  it('a subscription that stops answering: everything forgotten, 2 s until it answers again, then everything forgotten again', async () => {
    const { a, b, stalling } = await secondBehindProxy();

    // The connection stalls without closing: a change published meanwhile cannot reach b.
    stalling.freeze();
    a.cache.forgetLocation('geneva');
    await until(() => !b.broadcast.isLive(), 'lost');
    expect(b.heard).toEqual([{ kind: 'all' }]);
    expect(await computes(b.cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(true);
    expect(await computes(b.cache, 'bern', 2 * SLOT_CACHE_TTL_MS - 1)).toBe(false);
    expect(await computes(b.cache, 'bern', 2 * SLOT_CACHE_TTL_MS)).toBe(true);

    stalling.thaw();
    await until(() => b.broadcast.isLive(), 'subscribed again');
    expect(b.heard).toContainEqual({ kind: 'all' });
    expect(b.heard.filter((change) => change.kind === 'all')).toHaveLength(2);
    expect(await computes(b.cache, 'bern', 2 * SLOT_CACHE_TTL_MS)).toBe(true);
    expect(await computes(b.cache, 'bern', 3 * SLOT_CACHE_TTL_MS)).toBe(false);
  });

  it('a process that was blocked is not sure of anything until Redis answers it again', async () => {
    const b = processOn(REDIS.toString());
    await until(() => b.broadcast.isLive(), 'subscribed');
    expect(await computes(b.cache, 'bern', 0)).toBe(true);
    // Longer than two heartbeats and a timeout: messages may wait unread in the socket.
    const blockedUntil = Date.now() + 600;
    while (Date.now() < blockedUntil) {
      // A long synchronous task: no timer, no socket read.
    }
    expect(b.broadcast.isLive()).toBe(false);
    expect(await computes(b.cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(true);
    await until(() => b.broadcast.isLive(), 'sure again');
  });

  it('a connection that drops: everything forgotten, and it subscribes again by itself', async () => {
    const { a, b, stalling } = await secondBehindProxy();

    stalling.cut();
    // Lost, then back: each time everything kept is forgotten.
    await until(() => b.heard.length >= 2 && b.broadcast.isLive(), 'subscribed again');
    expect(b.heard).toEqual([{ kind: 'all' }, { kind: 'all' }]);
    expect(await computes(b.cache, 'bern', SLOT_CACHE_TTL_MS)).toBe(true);
    a.cache.forgetLocation('bern');
    await until(() => b.heard.length === 3, 'heard');
    expect(b.heard.at(-1)).toEqual({ kind: 'location', locationSlug: 'bern' });
  });
});
