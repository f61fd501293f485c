// The server's clock: every time-dependent server function gets `now` from here, so tests can fix it.
import 'server-only';

let current: () => Date = () => new Date();

export function now(): Date {
  return current();
}

/** Tests only: answer this instant (or this function's) until resetClock. */
export function setClock(clock: Date | (() => Date)): void {
  current = clock instanceof Date ? () => new Date(clock.getTime()) : clock;
}

export function resetClock(): void {
  current = () => new Date();
}
