// A TCP proxy to PostgreSQL (or Redis) that can freeze: no byte passes either way and nothing is closed, as when the database host stalls; thaw lets it all through.
import { createConnection, createServer, type Socket } from 'node:net';

export interface FreezableProxy {
  /** The local port to point DATABASE_URL at (127.0.0.1). */
  port: number;
  /** Stops forwarding in both directions; connections stay open, new ones are accepted and wait. */
  freeze(): void;
  /** Forwards again what waited, closes included (a client that left is seen to leave only now). */
  thaw(): void;
  /** Closes every connection but keeps the port: each client sees its server go, and may connect again. */
  cut(): void;
  /** Closes every connection and the port: connecting is then refused, as a stopped server refuses. */
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

  /** Copies `from` to `to` while thawed, with backpressure; an end or an error ends the pair. */
  const forward = (pair: Pair, from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (to.write(chunk)) return;
      from.pause();
      to.once('drain', () => {
        if (!frozen) from.resume();
      });
    });
    from.on('end', () => to.end());
    from.on('error', () => destroy(pair));
    from.on('close', () => destroy(pair));
  };

  const destroy = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  /** Connects the way on to PostgreSQL; a connection accepted while frozen does so only at thaw. */
  const connectUpstream = (pair: Pair) => {
    const upstream = createConnection({ host: targetHost, port: targetPort });
    pair.upstream = upstream;
    forward(pair, pair.client, upstream);
    forward(pair, upstream, pair.client);
    pair.client.resume();
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => destroy(pair));
    if (!frozen) connectUpstream(pair);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    freeze() {
      frozen = true;
      // Paused sockets read nothing: bytes wait in the kernel, an end or a reset is not noticed.
      for (const pair of pairs) {
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (pair.upstream === null) {
          connectUpstream(pair);
          continue;
        }
        pair.client.resume();
        pair.upstream.resume();
      }
    },
    cut() {
      for (const pair of [...pairs]) destroy(pair);
    },
    close() {
      for (const pair of [...pairs]) destroy(pair);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
