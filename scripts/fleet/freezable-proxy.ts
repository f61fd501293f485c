// A TCP proxy on loopback in front of PostgreSQL that can freeze: bytes stop flowing both ways and new connections wait, as a database that hangs (not one that refuses) would look.
// Same API as tests/support/freezable-proxy.ts (part `deadlines`); the lead keeps one of the two.
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export interface FreezableProxy {
  port: number;
  /** From now on nothing passes: open connections hang, new ones are accepted and left waiting. */
  freeze(): void;
  /** Everything held back flows again, waiting connections reach the database. */
  thaw(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

export async function startFreezableProxy({
  targetHost,
  targetPort,
}: {
  targetHost: string;
  targetPort: number;
}): Promise<FreezableProxy> {
  let frozen = false;
  const pairs = new Set<Pair>();
  const waiting: Array<() => void> = [];

  const link = (pair: Pair) => {
    const upstream = connect({ host: targetHost, port: targetPort });
    pair.upstream = upstream;
    // pipe() respects pause(): a paused reader delivers nothing until resumed.
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    if (frozen) {
      pair.client.pause();
      upstream.pause();
    }
    const end = () => {
      pair.client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    upstream.on('error', end);
    upstream.on('close', end);
  };

  const server = createServer((client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => client.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    // A frozen database answers no new connection either: it waits for the thaw (or the client's timeout).
    if (frozen) {
      client.pause();
      waiting.push(() => {
        if (!client.destroyed) link(pair);
      });
    } else {
      link(pair);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    port: address.port,
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream?.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream?.resume();
      }
      for (const start of waiting.splice(0)) start();
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      pairs.clear();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
