// Graceful shutdown on a real HTTP server: requests under way answered, no new connection, kept-alive ones closed, the hooks run, exit 0; or exit 1 at the bound.
import { EventEmitter, once } from 'node:events';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  isShuttingDown,
  onShutdown,
  resetShutdown,
  type ShutdownLog,
  shutdownTimeoutMs,
  stopGracefullyOnSignals,
} from './shutdown';

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/** One GET over its own connection (keep-alive, as a load balancer's), answered in full. */
function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ port, path, agent, host: '127.0.0.1' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          connection: response.headers.connection,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A server whose `/slow` answers after `slowMs`; `/fast` at once. */
async function slowServer(slowMs: number): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const answer = () => response.end(`done ${request.url}`);
    // Unref'd: the stuck request of the bound's case must not keep Jest waiting.
    if (request.url === '/slow') setTimeout(answer, slowMs).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function harness(server: Server, timeoutMs: number, acceptGraceMs = 100) {
  const signals = new EventEmitter();
  const lines: string[] = [];
  const log: ShutdownLog = (_level, message) => {
    lines.push(message);
  };
  let exited: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const closeApp = jest.fn(async () => undefined);
  stopGracefullyOnSignals({
    server,
    closeApp,
    timeoutMs,
    exit: exited,
    log,
    signals,
    acceptGraceMs,
  });
  return {
    closeApp,
    lines,
    exitCode,
    signal: (name: NodeJS.Signals) => signals.emit(name, name),
  };
}

afterEach(() => resetShutdown());

describe('the shutdown sequence', () => {
  it('answers every request under way, refuses new connections, runs the hooks, then exits 0', async () => {
    const { server, port } = await slowServer(400);
    const { closeApp, lines, exitCode, signal } = harness(server, 5_000);
    const order: string[] = [];
    onShutdown(async () => {
      order.push('hook');
    });
    closeApp.mockImplementation(async () => {
      order.push('close-app');
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 30 });
    const underWay = Array.from({ length: 20 }, () => get(port, '/slow', agent));
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(isShuttingDown()).toBe(false);
    signal('SIGTERM');
    expect(isShuttingDown()).toBe(true);
    // A second signal (npm and the terminal both pass Ctrl-C on) starts nothing more.
    signal('SIGINT');

    const answers = await Promise.all(underWay);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // Not kept alive: the load balancer opens its next connection to another process.
    expect(answers.every((answer) => answer.connection === 'close')).toBe(true);

    expect(await exitCode).toBe(0);
    await expect(get(port, '/fast', new Agent())).rejects.toThrow();
    expect(order).toEqual(['hook', 'close-app']);
    expect(lines.filter((line) => line === 'shutdown-started')).toHaveLength(1);
    expect(lines).toContain('shutdown-complete');
    agent.destroy();
  });

  it('closes a kept-alive connection that is idle when the signal comes', async () => {
    const { server, port } = await slowServer(0);
    const { exitCode, signal } = harness(server, 5_000);
    const agent = new Agent({ keepAlive: true });
    const first = await get(port, '/fast', agent);
    expect(first.connection).toBe('keep-alive');
    signal('SIGTERM');
    // Without closing idle connections, server.close() would wait for the 5 s keep-alive timeout.
    const started = Date.now();
    expect(await exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it('answers the connections the kernel had accepted but Node.js had not taken yet', async () => {
    let signal: (name: NodeJS.Signals) => void = () => undefined;
    // A busy server: this request holds the event loop while the others connect, then the signal
    // comes; their connections wait in the listen queue, which closing the listener at once reset.
    const server = createServer((request, response) => {
      if (request.url === '/busy') {
        const until = Date.now() + 150;
        while (Date.now() < until) {
          // Busy, as a render is.
        }
        signal('SIGTERM');
      }
      response.end('done');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const started = harness(server, 5_000, 300);
    signal = started.signal;
    const send = (path: string) => {
      const socket = connect(port, '127.0.0.1');
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      return once(socket, 'end').then(() => text);
    };
    const busy = send('/busy');
    await once(server, 'connection');
    const queued = Array.from({ length: 6 }, () => send('/queued'));
    for (const text of await Promise.all([busy, ...queued])) {
      expect(text).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(text.toLowerCase()).toContain('connection: close');
    }
    expect(await started.exitCode).toBe(0);
  });

  it('exits 1 with a log line once the bound has passed', async () => {
    const { server, port } = await slowServer(60_000);
    const { exitCode, lines, signal } = harness(server, 300);
    const agent = new Agent({ keepAlive: true });
    const stuck = get(port, '/slow', agent).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    signal('SIGTERM');
    expect(await exitCode).toBe(1);
    expect(lines).toContain('shutdown-timeout');
    server.closeAllConnections();
    await stuck;
    agent.destroy();
  });

  it('still exits 0 when a hook fails, logging the failure', async () => {
    const { server } = await slowServer(0);
    const { exitCode, lines, signal } = harness(server, 5_000);
    onShutdown(async () => {
      throw new Error('the message could not be released');
    });
    const ran = jest.fn(async () => undefined);
    onShutdown(ran);
    signal('SIGINT');
    expect(await exitCode).toBe(0);
    expect(ran).toHaveBeenCalled();
    expect(lines).toContain('shutdown-hook-failed');
  });

  it('forgets a hook once removed', async () => {
    const { server } = await slowServer(0);
    const { exitCode, signal } = harness(server, 5_000);
    const hook = jest.fn(async () => undefined);
    const remove = onShutdown(hook);
    remove();
    signal('SIGTERM');
    expect(await exitCode).toBe(0);
    expect(hook).not.toHaveBeenCalled();
  });
});

describe('NOVA_SHUTDOWN_TIMEOUT_MS', () => {
  it('takes a positive whole number of milliseconds, else 20 s', () => {
    expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBe(20_000);
    expect(shutdownTimeoutMs({})).toBe(20_000);
    expect(shutdownTimeoutMs({ NOVA_SHUTDOWN_TIMEOUT_MS: '5000' })).toBe(5_000);
    for (const wrong of ['', '0', '-1', '1.5', 'soon']) {
      expect(shutdownTimeoutMs({ NOVA_SHUTDOWN_TIMEOUT_MS: wrong })).toBe(20_000);
    }
  });
});
