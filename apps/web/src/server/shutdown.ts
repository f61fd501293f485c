// Graceful shutdown: on SIGTERM/SIGINT the process reports not-ready, stops accepting, answers the requests under way, lets the registered work finish, then exits 0 within a bound.
// No 'server-only' here: apps/web/server.ts, run by plain Node, runs the sequence; the routes and the
// outbox (bundled by Next.js, other copies of this module) read and register through the same
// once-per-process state.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { processWide } from './process-wide.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** Work to finish or release before the process exits (the message being sent, the timer's run). */
export type ShutdownHook = () => Promise<void>;

interface ShutdownState {
  shuttingDown: boolean;
  hooks: Set<ShutdownHook>;
}

const state = () =>
  processWide('shutdown', (): ShutdownState => ({ shuttingDown: false, hooks: new Set() }));

/** True from the first SIGTERM/SIGINT on: readiness answers 503 so a load balancer sends no more. */
export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

/** Registers work to run once the requests under way are answered; answers its removal. */
export function onShutdown(fn: ShutdownHook): () => void {
  const { hooks } = state();
  hooks.add(fn);
  return () => {
    hooks.delete(fn);
  };
}

/** Every hook at once; one that fails is logged and does not keep the others from running. */
export async function runShutdownHooks(log: ShutdownLog = writeLog): Promise<void> {
  const hooks = [...state().hooks];
  const results = await Promise.allSettled(hooks.map((hook) => hook()));
  for (const result of results) {
    if (result.status === 'rejected') {
      const reason: unknown = result.reason;
      // The class only: a message may quote what the work was about.
      log('error', 'shutdown-hook-failed', {
        err: reason instanceof Error ? reason.name : typeof reason,
      });
    }
  }
}

/** Tests start each case from a running process. */
export function resetShutdown(): void {
  const current = state();
  current.shuttingDown = false;
  current.hooks.clear();
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;

/** NOVA_SHUTDOWN_TIMEOUT_MS, a positive whole number of milliseconds, else the default. */
export function shutdownTimeoutMs(env: Env = process.env): number {
  const value = Number(env.NOVA_SHUTDOWN_TIMEOUT_MS?.trim() || Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

export type ShutdownLog = (
  level: 'info' | 'error',
  message: string,
  fields?: Record<string, unknown>,
) => void;

/** One JSON line shaped like the server's pino log (which plain Node cannot load here). */
function writeLog(
  level: 'info' | 'error',
  message: string,
  fields: Record<string, unknown> = {},
): void {
  const line = JSON.stringify({
    level: level === 'error' ? 50 : 30,
    time: Date.now(),
    service: 'nova-web',
    ...fields,
    msg: message,
  });
  if (level === 'error') console.error(line);
  else console.log(line);
}

/**
 * After the signal, how long the server still accepts connections (answering each with
 * `Connection: close`) before it stops listening. Connections the kernel has completed but Node.js
 * has not yet taken from the listen queue would otherwise be reset with their request unanswered
 * (6 of 8 sent just before SIGTERM to a busy server, in the server test); a load balancer meanwhile
 * sees /api/ready answer 503 and stops sending.
 */
export const ACCEPT_GRACE_MS = 1_000;

/**
 * Follows the server's answers so that, once stopping, none keeps its connection open: those not
 * sent yet, and those of requests that arrive later, say `Connection: close` (Node.js closes the
 * connection after them); a kept-alive connection with no request under way is closed once the
 * server stops listening, and any that turns idle afterwards at once.
 */
function followResponses(server: Server): { stopping(): void; closing(): void } {
  const pending = new Set<ServerResponse>();
  let stopping = false;
  let closing = false;
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  // Ahead of the server's own handler, which may answer at once (a page from memory).
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) response.setHeader('connection', 'close');
    pending.add(response);
    response.once('close', () => pending.delete(response));
    response.once('finish', () => {
      if (closing) closeIdleSoon();
    });
  });
  return {
    stopping() {
      stopping = true;
      for (const response of pending) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
    },
    closing() {
      closing = true;
    },
  };
}

/** The part of `process` the sequence listens on (tests pass an EventEmitter). */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

export interface ShutdownOptions {
  server: Server;
  /** Next.js's own clean-up (`app.close()`), after the hooks. */
  closeApp: () => Promise<void>;
  timeoutMs?: number;
  exit?: (code: number) => void;
  log?: ShutdownLog;
  signals?: SignalSource;
  acceptGraceMs?: number;
}

/**
 * Installs the sequence on SIGTERM and SIGINT. A repeated signal changes nothing: `npm start`
 * run in a terminal hands Ctrl-C to node twice (from the terminal and from npm), and the bound
 * ends a stuck shutdown anyway.
 */
export function stopGracefullyOnSignals({
  server,
  closeApp,
  timeoutMs = shutdownTimeoutMs(),
  exit = (code) => process.exit(code),
  log = writeLog,
  signals = process,
  acceptGraceMs = ACCEPT_GRACE_MS,
}: ShutdownOptions): void {
  const responses = followResponses(server);
  let started = false;
  const begin = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const startedAt = Date.now();
    state().shuttingDown = true;
    log('info', 'shutdown-started', { signal, timeoutMs });
    // Not unref'd: the bound must hold even if nothing else keeps the process alive.
    const bound = setTimeout(() => {
      log('error', 'shutdown-timeout', { timeoutMs });
      exit(1);
    }, timeoutMs);
    responses.stopping();
    // Listening a while longer takes in what the kernel already accepted; then no new connection,
    // the idle ones closed (server.close() does), called back once the last one has ended.
    const drained = new Promise<void>((resolve) => {
      setTimeout(() => {
        responses.closing();
        server.close(() => resolve());
      }, acceptGraceMs);
    });
    drained
      .then(() => runShutdownHooks(log))
      .then(() => closeApp())
      .then(
        () => {
          clearTimeout(bound);
          log('info', 'shutdown-complete', { ms: Date.now() - startedAt });
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(bound);
          log('error', 'shutdown-failed', {
            err: error instanceof Error ? error.name : typeof error,
          });
          exit(1);
        },
      );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) signals.on(signal, begin);
}
