// The production server (`npm start`): Next.js's request handler behind what `next start` lacks, X-Forwarded-For that a client cannot choose and a shared page lifetime a cache in front may honour.
// `next start` keeps a client-sent X-Forwarded-For and fills in the socket address only when there is none,
// so with no proxy in front a client could pick the address its limits count against. Run by Node 24
// directly (type stripping), hence the `.ts` extensions below; those modules need nothing but Node.
import { createServer } from 'node:http';
import next from 'next';
import { shortenSharedCaching } from './src/server/cache-control.ts';
import { readClientAddressConfig, stampForwardedFor } from './src/server/client-address.ts';

const port = Number(process.env.PORT ?? 3000);
const config = readClientAddressConfig();
const dev = process.env.NODE_ENV === 'development';
const app = next({ dev, dir: import.meta.dirname });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  stampForwardedFor(request, config);
  // Seconds, not the year Next.js announces: nothing purges nginx or a CDN when an editor publishes.
  shortenSharedCaching(response);
  handle(request, response).catch((error: unknown) => {
    console.error('request-failed', error instanceof Error ? error.name : typeof error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});

// An idle connection stays open longer than a load balancer's (60 s on most) and a test client's
// pauses: Node's 5 s default closed sockets a client was about to reuse (a browser test's request
// ended in ECONNRESET). The headers' timeout must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// Every interface, as `next start` listens by default.
server.listen(port, () => {
  console.log(`Nova is listening on http://localhost:${port}`);
});

/**
 * The run under way of the timer instrumentation.ts started (src/server/outbox/timer.ts keeps it
 * on globalThis under this name; the signal has stopped it): a sweep or delivery is let finish.
 */
async function timerRunEnded(): Promise<void> {
  const timer: unknown = Reflect.get(globalThis, Symbol.for('nova.outbox.timer'));
  if (typeof timer === 'object' && timer !== null && 'stop' in timer) {
    const { stop } = timer;
    if (typeof stop === 'function') await Promise.resolve(stop.call(timer));
  }
}

// Stop taking requests, let those under way (and the timer's run) finish, then let Next.js clean
// up (as `next start` does).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      timerRunEnded()
        .then(() => app.close())
        .finally(() => process.exit(0));
    });
  });
}
