// After a deploy, an open page may ask for script chunks that no longer exist: reload the route it was going to, at most once per 10 s per path.

export const CHUNK_RELOAD_INTERVAL_MS = 10_000;
const STORAGE_KEY = 'nova.chunkReloads';

const CHUNK_ERROR_MESSAGE =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_MESSAGE.test(message))
  );
}

function lastReloads(storage: Storage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether to reload `path` now; records the reload. A second failure within 10 s is left to the
 * error page, so a chunk that is really gone cannot make the page reload forever.
 */
export function claimReload(path: string, now: number, storage: Storage): boolean {
  const reloads = lastReloads(storage);
  const last = reloads[path];
  if (typeof last === 'number' && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  const recent = Object.fromEntries(
    Object.entries(reloads).filter(([, at]) => now - at < CHUNK_RELOAD_INTERVAL_MS),
  );
  storage.setItem(STORAGE_KEY, JSON.stringify({ ...recent, [path]: now }));
  return true;
}

export interface RecoveryEnvironment {
  storage: Storage;
  now: number;
  /** A full page load of the target. */
  load: (href: string) => void;
}

/** Reloads `target` (a same-origin path with its query) for a chunk-load error; answers whether it did. */
export function recoverFromChunkError(
  error: unknown,
  target: string,
  environment: RecoveryEnvironment,
): boolean {
  if (!isChunkLoadError(error)) return false;
  const path = new URL(target, 'http://storefront.invalid').pathname;
  if (!claimReload(path, environment.now, environment.storage)) return false;
  environment.load(target);
  return true;
}

/**
 * Listens for chunk-load failures on the page. The target is the link the visitor last followed
 * (a client navigation fails before the address changes), else the current address.
 */
export type RecoveryWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'document' | 'sessionStorage'
> & { location: Pick<Location, 'origin' | 'pathname' | 'search' | 'assign'> };

export function installChunkLoadRecovery(win: RecoveryWindow): () => void {
  let lastLink: { href: string; at: number } | null = null;
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== win.location.origin) return;
    lastLink = { href: `${anchor.pathname}${anchor.search}`, at: Date.now() };
  };
  const recover = (error: unknown) => {
    const now = Date.now();
    const fresh = lastLink !== null && now - lastLink.at < CHUNK_RELOAD_INTERVAL_MS;
    const target =
      fresh && lastLink ? lastLink.href : `${win.location.pathname}${win.location.search}`;
    recoverFromChunkError(error, target, {
      storage: win.sessionStorage,
      now,
      load: (href) => win.location.assign(href),
    });
  };
  const onError = (event: ErrorEvent) => recover(event.error);
  const onRejection = (event: PromiseRejectionEvent) => recover(event.reason);
  win.document.addEventListener('click', onClick, true);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.document.removeEventListener('click', onClick, true);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
