// The server's delivery timer (which sweeps lapsed holds too): drains again a while after each run ends, never two runs at once, and stops with the server.
import { EventEmitter } from 'node:events';
import {
  deliveryTimerWanted,
  type SignalTarget,
  startDeliveryTimer,
  stopOnShutdown,
} from './timer';
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

/** A process stand-in: signals are events, kill is recorded. */
function fakeProcess() {
  const events = new EventEmitter();
  const kill = jest.fn((_pid: number, _signal: NodeJS.Signals) => true);
  const target: SignalTarget = {
    pid: 4242,
    once: (signal, listener) => events.once(signal, listener),
    listenerCount: (signal) => events.listenerCount(signal),
    kill,
  };
  return {
    target,
    kill,
    emit: (signal: NodeJS.Signals) => events.emit(signal),
    listen: (signal: NodeJS.Signals, listener: () => void) => events.on(signal, listener),
  };
}

describe('stopping with the server', () => {
  it('stops the timer on SIGTERM and leaves the exit to the server that listens too', async () => {
    const { deliver } = controlledDeliver();
    const timer = startDeliveryTimer({ deliver });
    const target = fakeProcess();
    target.listen('SIGTERM', () => undefined);
    stopOnShutdown(timer, target.target);
    target.emit('SIGTERM');
    await jest.advanceTimersByTimeAsync(10 * DELIVERY_INTERVAL_MS);
    expect(deliver).not.toHaveBeenCalled();
    expect(target.kill).not.toHaveBeenCalled();
  });

  it('raises the signal again when nothing else listens, so the process still exits', async () => {
    const { deliver } = controlledDeliver();
    const timer = startDeliveryTimer({ deliver });
    const target = fakeProcess();
    stopOnShutdown(timer, target.target);
    target.emit('SIGINT');
    await jest.advanceTimersByTimeAsync(0);
    expect(target.kill).toHaveBeenCalledWith(4242, 'SIGINT');
  });

  it('lets a sweep or delivery under way finish before the process exits', async () => {
    const { deliver, finish } = controlledDeliver();
    const timer = startDeliveryTimer({ deliver });
    const target = fakeProcess();
    stopOnShutdown(timer, target.target);
    await jest.advanceTimersByTimeAsync(DELIVERY_INTERVAL_MS);
    expect(deliver).toHaveBeenCalledTimes(1);
    target.emit('SIGTERM');
    await jest.advanceTimersByTimeAsync(DELIVERY_INTERVAL_MS);
    expect(target.kill).not.toHaveBeenCalled();
    finish(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(target.kill).toHaveBeenCalledWith(4242, 'SIGTERM');
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});
