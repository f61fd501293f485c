// The consent's window events, apart from the consent store, so that listening to them (or the footer's asking for the settings) loads none of its code.

/** Dispatched on `window` when the visitor has chosen, so the analytics can set what is allowed. */
export const CONSENT_CHANGED_EVENT = 'nova:consent-changed';
/** Dispatched on `window` when the footer asks for the settings again. */
export const CONSENT_OPEN_EVENT = 'nova:consent-open';

/** Asked for before the banner's code had loaded (it loads once the page is idle): the banner opens its settings when it mounts. */
let settingsAsked = false;

/** Shows the banner again (the footer's cookie settings). */
export function openConsentSettings(): void {
  document.documentElement.setAttribute('data-consent', 'ask');
  settingsAsked = true;
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/** Whether the settings were asked for and not yet opened; answering clears the request. */
export function takeConsentSettingsRequest(): boolean {
  const asked = settingsAsked;
  settingsAsked = false;
  return asked;
}
