// Minimal stand-in (part `outbox`) for the shutdown module part `shutdown` writes: whether the process is stopping, and work to finish or release before it exits.
import 'server-only';
import { processWide } from './process-wide';

interface ShutdownState {
  stopping: boolean;
  tasks: Array<() => Promise<void>>;
}

const state = processWide<ShutdownState>('shutdown', () => ({ stopping: false, tasks: [] }));

/** Whether the process has been asked to stop: start no new work. */
export function isShuttingDown(): boolean {
  return state.stopping;
}

/** Work to finish or release when the process stops; the shutdown part runs it within its bound. */
export function onShutdown(fn: () => Promise<void>): void {
  state.tasks.push(fn);
}
