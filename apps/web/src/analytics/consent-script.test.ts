/** @jest-environment jsdom */
import { CONSENT_SCRIPT } from './consent-script';

/** The dataLayer's entries as plain lists (gtag pushes `arguments` objects). */
function commands(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Object.values(entry));
}

function runScript() {
  new Function(CONSENT_SCRIPT)();
}

describe('the consent script before the tag manager', () => {
  beforeEach(() => {
    window.dataLayer = undefined;
    document.cookie = 'nova_consent=; Max-Age=0; Path=/';
    document.documentElement.removeAttribute('data-consent');
  });

  it('pushes Consent Mode defaults, all denied, and asks a first-time visitor', () => {
    runScript();
    const [first, second] = commands();
    expect(first).toEqual([
      'consent',
      'default',
      expect.objectContaining({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      }),
    ]);
    expect(second).toEqual(['set', 'ads_data_redaction', true]);
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
    expect(document.documentElement.getAttribute('data-consent')).toBe('ask');
  });

  it("applies a returning visitor's choice as the default and does not ask again", () => {
    document.cookie = 'other=1; Path=/';
    document.cookie = 'nova_consent=v1.s1.m0; Path=/';
    window.dataLayer = [{ event: 'earlier' }];
    runScript();
    expect(commands()[1]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(document.documentElement.getAttribute('data-consent')).toBe('given');
  });
});
