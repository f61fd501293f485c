// One Lighthouse run for `npm run audit`, as its CLI does it, with the tab's session seeded before the page's own scripts.
// Plain JavaScript on purpose: functions sent into the page must not carry the helpers a TypeScript loader adds.
// The job comes as JSON in the first argument (address, categories, Chromium, session, cookies, a Puppeteer selector the page
// must show, where to keep the whole report); the scores, the final address and whether the page showed the selector go to stdout.
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const job = JSON.parse(process.argv[2] ?? '{}');

/** Runs in every new document of the tab, before its scripts: the session the real flow would have left. */
function seedSession(origin, items) {
  if (window.location.origin !== origin) return;
  for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
}

// The CLI's own launcher and page: the same Chromium flags and settings, so figures stay comparable.
const chrome = await launch({ chromePath: job.chromePath, chromeFlags: job.chromeFlags });
try {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  // A cookie the visitor already holds (the stored cookie choice, to measure a page without its banner).
  if (job.cookies) {
    await page.setCookie(...job.cookies.map((cookie) => ({ ...cookie, url: job.url })));
  }
  if (job.session) {
    await page.evaluateOnNewDocument(seedSession, new URL(job.url).origin, job.session);
  }
  const result = await lighthouse(
    job.url,
    { logLevel: 'error', output: 'json', onlyCategories: job.categories },
    undefined,
    page,
  );
  if (result === undefined) throw new Error('Lighthouse answered no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  if (job.reportPath) writeFileSync(job.reportPath, JSON.stringify(lhr));
  // Lighthouse leaves the tab on the measured page (back from its back/forward cache check).
  const shows = job.selector
    ? await page.waitForSelector(job.selector, { timeout: 15_000 }).then(
        () => true,
        () => false,
      )
    : null;
  const scores = Object.fromEntries(
    job.categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  process.stdout.write(JSON.stringify({ finalDisplayedUrl: lhr.finalDisplayedUrl, scores, shows }));
  await browser.disconnect();
} finally {
  chrome.kill();
}
