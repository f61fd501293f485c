// Slot answers forgotten on every process at once: each change at a clinic published on a Redis channel, and whether this process can be sure it heard every one.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { logger } from '../log';

/** What makes kept answers wrong: a change at one clinic (a booking, a release), or at all of them (content). */
export type SlotChange = { kind: 'location'; locationSlug: string } | { kind: 'all' };

/** A publish or a heartbeat slower than this has failed (the booking it follows is committed anyway). */
const REDIS_TIMEOUT_MS = 1_000;
/**
 * How often the subscription's connection proves it answers: one that died without closing (a
 * host gone, a network cut) is noticed within this plus the timeout, not when TCP gives up.
 */
const HEARTBEAT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 2_000;

export interface SlotBroadcast {
  /** True while the subscription is in place and its connection answered a recent heartbeat: no change published until then was missed. */
  isLive(): boolean;
  /** Tells the other processes; a failure is logged, never thrown. */
  publish(change: SlotChange): void;
  /** Ends the subscription once the publishes under way are answered or timed out. */
  close(): Promise<void>;
}

/** Pub/sub ignores Redis's database number: the channel names it, so deployments sharing a Redis in different databases do not hear each other. */
export function slotChannelOf(redisUrl: string): string {
  let database = '0';
  try {
    database = new URL(redisUrl).pathname.replace(/^\//, '') || '0';
  } catch {
    // createClient reports the URL; the channel only needs a name.
  }
  return `nova:slot-cache:${database}`;
}

/** A message as sent: this process's id, so it can ignore its own, and the change. */
function messageOf(self: string, change: SlotChange): string {
  return JSON.stringify({ from: self, ...change });
}

/** The change a message tells of; null for this process's own. One not understood (another version's, in a rolling deploy) forgets everything. */
function changeIn(message: string, self: string): SlotChange | null {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed === 'object' && parsed !== null) {
      const { from, kind, locationSlug } = parsed as Record<string, unknown>;
      if (from === self) return null;
      if (kind === 'location' && typeof locationSlug === 'string') return { kind, locationSlug };
    }
  } catch {
    // Not JSON: forget everything, below.
  }
  return { kind: 'all' };
}

/**
 * Subscribes to the channel on a connection of its own (a subscribed connection sends nothing
 * else) and publishes on another. Each change heard from another process goes to `hear`; so does
 * `{ kind: 'all' }` whenever the subscription is lost or comes back, as changes may have been
 * published meanwhile without reaching it.
 */
export function connectSlotBroadcast({
  url,
  hear,
  channel = slotChannelOf(url),
  heartbeatMs = HEARTBEAT_MS,
  timeoutMs = REDIS_TIMEOUT_MS,
}: {
  url: string;
  hear: (change: SlotChange) => void;
  channel?: string;
  heartbeatMs?: number;
  timeoutMs?: number;
}): SlotBroadcast {
  const self = randomUUID();
  const connection = (name: string) => {
    const client = createClient({
      url,
      name,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
      },
    });
    // Neither keeps a stopping process alive; the shutdown hook closes them.
    client.unref();
    return client;
  };
  const subscriber = connection('nova-slot-cache');
  const publisher = connection('nova-slot-cache-publish');

  let subscribed = false;
  let subscribing = false;
  let connected = false;
  let answering = true;
  let live = false;
  let closed = false;
  /** When Redis last answered on the subscribing connection (an acknowledgement, a PING). */
  let answeredAt = Number.NEGATIVE_INFINITY;
  const answered = () => {
    answeredAt = Date.now();
  };
  const update = (reason?: unknown) => {
    const now = !closed && subscribed && connected && answering;
    if (now === live) return;
    live = now;
    // Either way, a change may have been published that this process did not hear.
    hear({ kind: 'all' });
    if (closed) return;
    if (now) logger.info({ channel }, 'slot-cache-broadcast-live');
    else logger.warn({ channel, err: errorName(reason) }, 'slot-cache-broadcast-lost');
  };
  /** Once: node-redis subscribes again by itself after each reconnection, before it is ready. */
  const subscribe = () => {
    if (subscribed || subscribing || closed) return;
    subscribing = true;
    subscriber
      .subscribe(channel, (message) => {
        const change = changeIn(message, self);
        if (change !== null) hear(change);
      })
      .then(
        () => {
          subscribed = true;
          answered();
          update();
        },
        () => {
          // Tried again when the connection is next ready.
        },
      )
      .finally(() => {
        subscribing = false;
      });
  };
  const down = (error?: unknown) => {
    connected = false;
    update(error);
  };
  subscriber.on('error', down);
  subscriber.on('end', down);
  subscriber.on('ready', () => {
    connected = true;
    answering = true;
    answered();
    subscribe();
    update();
  });
  publisher.on('error', () => {
    // Each publish reports its own failure; the client reconnects by itself.
  });
  subscriber.connect().catch(() => {
    // Retried by the reconnect strategy; `down` reported it.
  });
  publisher.connect().catch(() => {});
  // Sent once connected (node-redis queues it meanwhile).
  subscribe();

  const heartbeat = setInterval(() => {
    if (!connected) return;
    within(timeoutMs, subscriber.sendCommand(['PING'], { timeout: timeoutMs })).then(
      () => {
        answering = true;
        answered();
        update();
      },
      (error: unknown) => {
        answering = false;
        update(error);
      },
    );
  }, heartbeatMs);
  heartbeat.unref();

  const pending = new Set<Promise<unknown>>();
  return {
    // A process frozen or blocked for longer (a paused container, a long synchronous task) is sure
    // again once a PING is answered: Redis answers in order, so every message sent before it was
    // handled first.
    isLive: () => live && Date.now() - answeredAt <= 2 * heartbeatMs + timeoutMs,
    publish(change) {
      if (closed) return;
      const message = messageOf(self, change);
      const sent = within(
        timeoutMs,
        publisher.sendCommand(['PUBLISH', channel, message], { timeout: timeoutMs }),
      )
        .catch((error: unknown) => {
          // The others keep their answers until their lifetime ends (SETTLED_SLOT_CACHE_TTL_MS).
          logger.warn({ kind: change.kind, err: errorName(error) }, 'slot-cache-publish-failed');
        })
        .finally(() => pending.delete(sent));
      pending.add(sent);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      await Promise.allSettled([...pending]);
      update();
      subscriber.destroy();
      publisher.destroy();
    },
  };
}

/**
 * `command`'s answer, or a TimeoutError after `ms`: node-redis's own `timeout` ends only the wait
 * to be sent, and a connection that stalls without closing would never answer one already sent.
 */
function within<T>(ms: number, command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer from Redis within ${ms} ms`);
      error.name = 'TimeoutError';
      reject(error);
    }, ms);
  });
  return Promise.race([command, late]).finally(() => clearTimeout(timer));
}

/** An error's class and code only: a message could quote the URL, password included. */
function errorName(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} ${code}` : error.name;
}
