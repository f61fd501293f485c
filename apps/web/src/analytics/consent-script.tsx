// The inline script before the tag manager: the stored choice (or "all denied") as Consent Mode v2's default, and whether the banner asks.
import { CONSENT_COOKIE, CONSENT_VERSION, consentModeState, parseConsent } from './consent';

/**
 * Run by the HTML parser before any other script of the page, so Google's tags never start
 * without a consent state. Serialised as it stands: it uses nothing but its arguments, and only
 * syntax that compiles without helpers.
 */
function bootConsent(
  w: Window,
  name: string,
  version: number,
  parse: typeof parseConsent,
  modeOf: typeof consentModeState,
): void {
  let value: string | null = null;
  const parts = w.document.cookie.split(';');
  for (let i = 0; i < parts.length; i += 1) {
    const part = (parts[i] || '').trim();
    if (part.indexOf(`${name}=`) === 0) value = part.slice(name.length + 1);
  }
  const choice = parse(value, version);
  const layer = w.dataLayer || [];
  w.dataLayer = layer;
  // gtag's own shape: Google's tags read a consent command only as an `arguments` object.
  function gtag(..._command: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: Consent Mode reads the arguments object itself.
    Reflect.apply(Array.prototype.push, layer, [arguments]);
  }
  gtag('consent', 'default', modeOf(choice));
  gtag('set', 'ads_data_redaction', true);
  w.document.documentElement.setAttribute('data-consent', choice === null ? 'ask' : 'given');
}

export const CONSENT_SCRIPT = `(${bootConsent.toString()})(window,${JSON.stringify(CONSENT_COOKIE)},${CONSENT_VERSION},${parseConsent.toString()},${consentModeState.toString()})`;

/** First in the body: before the tag manager, the page's other scripts and the banner it shows or hides. */
export function ConsentDefaults() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, serialised from consent.ts
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />;
}
