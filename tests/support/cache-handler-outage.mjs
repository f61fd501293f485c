// Drives apps/web/cache-handler.mjs as Next.js does, in plain Node (as Next.js loads it), through a relay to Redis the script cuts and restores; prints what it saw as JSON for cache-handler.test.ts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';

const redisUrl = new URL(process.env.TARGET_REDIS_URL || 'redis://127.0.0.1:6379');
const TAG = 'content:checkup';
const sockets = new Set();
let relay = null;
let port = 0;

function open() {
  return new Promise((resolve) => {
    relay = createServer((client) => {
      const upstream = connect(Number(redisUrl.port || 6379), redisUrl.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    relay.listen(port, '127.0.0.1', () => {
      port = relay.address().port;
      resolve();
    });
  });
}

function cut() {
  return new Promise((resolve) => {
    for (const socket of sockets) socket.destroy();
    relay.close(() => resolve());
  });
}

const fetched = (price) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify({ price }), status: 200, url: 'https://sanity.test/q' },
  revalidate: false,
});
const context = { fetchCache: true, tags: [TAG], revalidate: false };
const read = async (handler) => {
  const entry = await handler.get('price', { kind: 'FETCH', softTags: [] });
  return entry === null ? null : JSON.parse(entry.value.data.body).price;
};

const buildId = `test-${process.pid}-${Date.now()}`;
const key = `nova:${buildId}:price`;
const redis = createClient({ url: redisUrl.toString() });
await redis.connect();
await open();
process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
const dist = mkdtempSync(join(tmpdir(), 'nova-cache-handler-'));
mkdirSync(join(dist, 'server'));
writeFileSync(join(dist, 'BUILD_ID'), buildId);
const { default: CacheHandler } = await import('../../apps/web/cache-handler.mjs');
const handler = new CacheHandler({ serverDistDir: join(dist, 'server'), dev: false });
const seen = {};

await handler.set('price', fetched(2490), context);
seen.storedInRedis = await redis.exists(key);
seen.read = await read(handler);
await handler.revalidateTag(TAG);
seen.afterPublish = { inRedis: await redis.exists(key), read: await read(handler) };

await handler.set('price', fetched(2590), context);
await cut();
// A publish reaches this process while Redis is away: it cannot delete the entry there.
await handler.revalidateTag(TAG);
seen.duringOutage = { inRedis: await redis.exists(key), read: await read(handler) };
await handler.set('price', fetched(2690), context);
seen.duringOutageKept = await read(handler);

await open();
// Back: the handler drops the build's entries, then uses Redis again. Its scan may still run after
// the entry is gone from Redis (a loaded machine): until it is done, reads come from memory.
const started = Date.now();
while (Date.now() - started < 10_000) {
  if ((await redis.exists(key)) === 0 && (await read(handler)) === null) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
seen.afterOutage = { inRedis: await redis.exists(key), read: await read(handler) };
await handler.set('price', fetched(2690), context);
seen.sharedAgain = await redis.exists(key);

for await (const keys of redis.scanIterator({ MATCH: `nova:${buildId}:*` })) {
  if (keys.length > 0) await redis.unlink(keys);
}
await redis.close();
await cut();
console.log(JSON.stringify(seen));
process.exit(0);
