/** @jest-environment jsdom */
import {
  CHUNK_RELOAD_INTERVAL_MS,
  installChunkLoadRecovery,
  isChunkLoadError,
  recoverFromChunkError,
} from './chunk-recovery';

function chunkError(message = 'Loading chunk 521 failed.') {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk-load errors', () => {
  it('are told apart from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app/layout failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloading after a chunk-load error', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('loads the target route at most once per 10 seconds per path', () => {
    const load = jest.fn();
    const at = (now: number, target = '/de-ch/location?checkup=x') =>
      recoverFromChunkError(chunkError(), target, { storage: window.sessionStorage, now, load });
    expect(at(1_000)).toBe(true);
    expect(load).toHaveBeenLastCalledWith('/de-ch/location?checkup=x');
    expect(at(1_000 + CHUNK_RELOAD_INTERVAL_MS - 1, '/de-ch/location?checkup=y')).toBe(false);
    expect(at(2_000, '/de-ch/timeslot')).toBe(true);
    expect(at(1_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('leaves other errors alone', () => {
    const load = jest.fn();
    const handled = recoverFromChunkError(new Error('boom'), '/de-ch/summary', {
      storage: window.sessionStorage,
      now: 0,
      load,
    });
    expect(handled).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('on the page, reloads the link the visitor just followed', () => {
    const assign = jest.fn();
    const fakeWindow = Object.assign(new EventTarget(), {
      document,
      location: { origin: window.location.origin, pathname: '/de-ch/check-up', search: '', assign },
      sessionStorage: window.sessionStorage,
    });
    const uninstall = installChunkLoadRecovery(fakeWindow);
    const link = document.createElement('a');
    link.href = '/de-ch/add-ons?checkup=mammography';
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.click();
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: chunkError() });
    fakeWindow.dispatchEvent(rejection);
    expect(assign).toHaveBeenCalledWith('/de-ch/add-ons?checkup=mammography');
    uninstall();
  });
});
