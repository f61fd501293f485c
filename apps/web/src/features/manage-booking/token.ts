// The manage link's token, read once from the address fragment (#t=…) and kept for this tab only: the fragment is then cleared so the token stays out of history and shared screens.

const STORAGE_KEY = 'nova.manageToken';

function tokenInFragment(window: Window): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('t') || null;
}

function storedToken(window: Window): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The token readManageToken will answer, read without touching the address or the storage: for the
 * booking's request started before the page has hydrated, when rewriting the address would be
 * the router's to notice.
 */
export function peekManageToken(window: Window): string | null {
  return tokenInFragment(window) ?? storedToken(window);
}

/** The token of the link that opened this tab, or null when it was opened without one. */
export function readManageToken(window: Window): string | null {
  const fromFragment = tokenInFragment(window);
  if (fromFragment) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, fromFragment);
    } catch {
      // Storage refused (private mode): the page still works until it is reloaded.
    }
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );
    return fromFragment;
  }
  return storedToken(window);
}
