/** @jest-environment jsdom */
// The analytics' code after the page is idle or the first press: nothing is pushed before, every call is run after, in its order.
import { trackCheckupsViewed, trackLocationChosen, withAnalytics } from './deferred-analytics';

const events = () =>
  ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
    .map((entry) => entry.event)
    .filter((event) => event !== undefined);

describe('deferred analytics', () => {
  it('holds the events until the first interaction, then pushes them all in their order', async () => {
    trackCheckupsViewed({ locale: 'de-ch', checkups: ['whole_body_scan'] });
    trackLocationChosen({ locale: 'de-ch', checkup: 'whole_body_scan', location: 'zurich' });
    let kept = false;
    withAnalytics(() => {
      kept = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events()).toEqual([]);
    expect(kept).toBe(false);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await waitUntil(() => kept);
    expect(events()).toEqual(['view_checkups', 'choose_location']);
    // The same analytics session as ever: both events carry it.
    const layer = (window as unknown as { dataLayer: { session_id?: string }[] }).dataLayer;
    expect(layer[0]?.session_id).toBeTruthy();
    expect(layer[1]?.session_id).toBe(layer[0]?.session_id);
  });
});

async function waitUntil(done: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !done(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
