// The production server (`npm start`): Next.js's request handler behind what `next start` lacks, X-Forwarded-For that a client cannot choose and a shared page lifetime a cache in front may honour.
// `next start` keeps a client-sent X-Forwarded-For and fills in the socket address only when there is none,
// so with no proxy in front a client could pick the address its limits count against. Run by Node 24
// directly (type stripping), hence the `.ts` extensions below; those modules need nothing but Node.
import { createServer } from 'node:http';
import next from 'next';
import { shortenSharedCaching } from './src/server/cache-control.ts';
import { readClientAddressConfig, stampForwardedFor } from './src/server/client-address.ts';
import { stopGracefullyOnSignals } from './src/server/shutdown.ts';
import { applyBuiltConfigWhenStandalone } from './src/server/standalone.ts';

// The container runs this file from Next.js's standalone output, which has no next.config.ts.
applyBuiltConfigWhenStandalone(import.meta.dirname);

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

// On SIGTERM/SIGINT: not ready any more, no new connection, the requests under way answered, the
// work registered with onShutdown (the outbox timer's run, the message being sent) finished, then
// Next.js's clean-up and exit 0, within NOVA_SHUTDOWN_TIMEOUT_MS (src/server/shutdown.ts).
stopGracefullyOnSignals({ server, closeApp: () => app.close() });
