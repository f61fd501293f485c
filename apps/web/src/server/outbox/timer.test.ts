// The server's delivery timer (which sweeps lapsed holds too): drains again a while after each run ends, never two runs at once, and stops with the server.
import { isShuttingDown, resetShutdown, runShutdownHooks } from '../shutdown';
import { deliveryTimerWanted, startDeliveryTimer, startServerDeliveryTimer } from './timer';
import { DELIVERY_INTERVAL_MS } from './worker';

/** A deliver function whose runs end when the test says so. */
function controlledDeliver() {
  const finishers: Array<(failure?: Error) => void> = [];
  const deliver = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finishers.push((failure) => (failure ? reject(failure) : resolve()));
      }),
  );
  return { deliver, finish: (index: number, failure?: Error) => finishers[index]?.(failure) };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the delivery timer', () => {
  it('runs on a long-running server only: not on Vercel, not while next build runs', () => {
    expect(deliveryTimerWanted({ NODE_ENV: 'production' })).toBe(true);
    expect(deliveryTimerWanted({ NODE_ENV: 'production', VERCEL: '1' })).toBe(false);
    expect(deliveryTimerWanted({ NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(deliveryTimerWanted({ NEXT_PHASE: 'phase-production-server' })).toBe(true);
  });

  it('drains once per interval, counting from the end of the last run, so runs never pile up', async () => {
    const { deliver, finish } = controlledDeliver();
    const timer = startDeliveryTimer({ deliver });
    expect(deliver).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(DELIVERY_INTERVAL_MS);
    expect(deliver).toHaveBeenCalledTimes(1);
    // A slow SMTP server: the run takes three intervals, and no second run starts meanwhile.
    await jest.advanceTimersByTimeAsync(3 * DELIVERY_INTERVAL_MS);
    expect(deliver).toHaveBeenCalledTimes(1);
    finish(0);
    await jest.advanceTimersByTimeAsync(DELIVERY_INTERVAL_MS);
    expect(deliver).toHaveBeenCalledTimes(2);
    timer.stop();
  });

  it('keeps going after a failed run', async () => {
    const { deliver, finish } = controlledDeliver();
    const timer = startDeliveryTimer({ deliver });
    await jest.advanceTimersByTimeAsync(DELIVERY_INTERVAL_MS);
    finish(0, new Error('database away'));
    await jest.advanceTimersByTimeAsync(DELIVERY_INTERVAL_MS);
    expect(deliver).toHaveBeenCalledTimes(2);
    timer.stop();
  });

  it('runs no more once stopped, even when stopped during a run', async () => {
    const { deliver, finish } = controlledDeliver();
    const timer = startDeliveryTimer({ deliver });
    await jest.advanceTimersByTimeAsync(DELIVERY_INTERVAL_MS);
    timer.stop();
    finish(0);
    await jest.advanceTimersByTimeAsync(10 * DELIVERY_INTERVAL_MS);
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});

describe('stopping with the server', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, Symbol.for('nova.outbox.timer'));
    resetShutdown();
  });

  it("listens to no signal itself and stops through the server's shutdown hooks", async () => {
    const before = process.listenerCount('SIGTERM');
    startServerDeliveryTimer({});
    expect(process.listenerCount('SIGTERM')).toBe(before);
    expect(isShuttingDown()).toBe(false);
    // The hook answers once the run under way (none yet) has ended; no run starts after it.
    await runShutdownHooks();
    const timer: unknown = Reflect.get(globalThis, Symbol.for('nova.outbox.timer'));
    expect(timer).toBeDefined();
  });
});
