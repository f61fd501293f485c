/** @jest-environment jsdom */
import { whenLoadedAndIdle } from './when-idle';

describe('a prefetch once the page has loaded and is idle', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const load = () => {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  };

  it('waits for the load event however long the page takes, then for idle', () => {
    const task = jest.fn();
    whenLoadedAndIdle(task);
    jest.advanceTimersByTime(30_000);
    expect(task).not.toHaveBeenCalled();
    load();
    // A quiet 2 s after the load, then idle (jsdom has no requestIdleCallback: whenIdle's
    // fallback of 2 s).
    jest.advanceTimersByTime(3_900);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts its quiet moment at once when the page has loaded already', () => {
    readyState = 'complete';
    const task = jest.fn();
    whenLoadedAndIdle(task);
    jest.advanceTimersByTime(4_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load', () => {
    const early = jest.fn();
    whenLoadedAndIdle(early)();
    const late = jest.fn();
    const cancelLate = whenLoadedAndIdle(late);
    load();
    cancelLate();
    jest.advanceTimersByTime(10_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
