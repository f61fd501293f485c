// Tells screen readers a short message at once, through one hidden live region for the whole page.
const REGION_ID = 'nova-announcer';

/** Visually hidden, yet read: the same clip as a skip link's resting state. */
const HIDDEN_STYLE =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

function region(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = REGION_ID;
  created.setAttribute('aria-live', 'assertive');
  created.setAttribute('aria-atomic', 'true');
  created.setAttribute('style', HIDDEN_STYLE);
  document.body.append(created);
  return created;
}

/**
 * Announces `message` assertively. The text is set a moment after the region is emptied, so the
 * same message twice in a row is read twice, and a region created just now is already watched.
 */
export function announce(message: string): void {
  const live = region();
  live.textContent = '';
  window.setTimeout(() => {
    live.textContent = message;
  }, 100);
}
