// The production server (`npm start`): Next.js's request handler behind the one step `next start` lacks, X-Forwarded-For that a client cannot choose.
// `next start` keeps a client-sent X-Forwarded-For and fills in the socket address only when there is none,
// so with no proxy in front a client could pick the address its limits count against. Run by Node 24
// directly (type stripping), hence the `.ts` extension below; that module needs nothing but Node.
import { createServer } from 'node:http';
import next from 'next';
import { readClientAddressConfig, stampForwardedFor } from './src/server/client-address.ts';

const port = Number(process.env.PORT ?? 3000);
const config = readClientAddressConfig();
const app = next({ dev: process.env.NODE_ENV === 'development', dir: import.meta.dirname });
const handle = app.getRequestHandler();

await app.prepare();

const server = createServer((request, response) => {
  stampForwardedFor(request, config);
  handle(request, response).catch((error: unknown) => {
    console.error('request-failed', error instanceof Error ? error.name : typeof error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});

// Every interface, as `next start` listens by default.
server.listen(port, () => {
  console.log(`Nova is listening on http://localhost:${port}`);
});

// Stop taking requests, let those under way finish, then let Next.js clean up (as `next start` does).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      app.close().finally(() => process.exit(0));
    });
  });
}
