// The outbox's delivery runs never overlap, and a request that queued a message during a run is served by the run after it.
import { coalesce } from './coalesce';

/** A job whose runs end when the test says so, counting how many started. */
function controlledJob() {
  const finishers: Array<(failure?: Error) => void> = [];
  let active = 0;
  let mostAtOnce = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      active += 1;
      mostAtOnce = Math.max(mostAtOnce, active);
      finishers.push((failure) => {
        active -= 1;
        if (failure) reject(failure);
        else resolve();
      });
    });
  return {
    run,
    started: () => finishers.length,
    mostAtOnce: () => mostAtOnce,
    finish: (index: number, failure?: Error) => finishers[index]?.(failure),
  };
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('coalesce', () => {
  it('starts one run for a call when nothing runs', async () => {
    const job = controlledJob();
    const deliver = coalesce(job.run);
    const first = deliver();
    expect(job.started()).toBe(1);
    job.finish(0);
    await first;
    deliver();
    expect(job.started()).toBe(2);
  });

  it('answers calls during a run with one more run after it, never two at once', async () => {
    const job = controlledJob();
    const deliver = coalesce(job.run);
    const first = deliver();
    const second = deliver();
    const third = deliver();
    expect(second).toBe(third);
    expect(job.started()).toBe(1);
    let secondDone = false;
    void second.then(() => {
      secondDone = true;
    });
    job.finish(0);
    await first;
    await settled();
    expect(job.started()).toBe(2);
    expect(secondDone).toBe(false);
    job.finish(1);
    await second;
    expect(job.mostAtOnce()).toBe(1);
    expect(job.started()).toBe(2);
  });

  it('runs the next run even when the one before failed', async () => {
    const job = controlledJob();
    const deliver = coalesce(job.run);
    const first = deliver();
    const second = deliver();
    job.finish(0, new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await settled();
    expect(job.started()).toBe(2);
    job.finish(1);
    await expect(second).resolves.toBeUndefined();
  });
});
