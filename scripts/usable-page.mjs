// Time to usable of one page for `npm run audit -- --usable` (issue 42): on Lighthouse's mobile profile, in a fresh browser context each run, the time from
// navigation until the page's main control is shown and hydrated; then the control is pressed, and a page that does not answer the press gives no figure.
// Plain JavaScript on purpose: functions sent into the page must not carry the helpers a TypeScript loader adds.
// The job comes as JSON in the first argument (address, the path the page must stay on, Chromium, runs, session, the control); `{ "runs": [ms, …] }` goes to stdout.
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

const job = JSON.parse(process.argv[2] ?? '{}');

/**
 * Lighthouse's mobile profile, applied by the browser itself rather than simulated: 4x CPU,
 * 1.6 Mbit/s down, 150 ms round trip (added to every request: a phone's first connection set-up,
 * about three more round trips, is not in it), 750 kbit/s up; the moto g power's screen and agent.
 */
const PHONE = throttling.mobileSlow4G;
const SCREEN = screenEmulationMetrics.mobile;
const NETWORK = {
  latency: PHONE.rttMs,
  download: (PHONE.throughputKbps * 1024) / 8,
  upload: (750 * 1024) / 8,
};
/** Longer than any phone would be waited on: past it the control counts as never usable. */
const USABLE_WITHIN_MS = 60_000;
const ANSWER_WITHIN_MS = 30_000;

/** Runs in every new document of the tab, before its scripts: the session the real flow would have left. */
function seedSession(origin, items) {
  if (window.location.origin !== origin) return;
  for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
}

/**
 * Runs in every new document of the tab, before its scripts. Each frame it looks for the control:
 * shown (laid out, not hidden) and hydrated, which is when React has given the pressed element,
 * one inside it (the input in a label) or the form it submits its props with an event handler.
 * A frame runs only when the page's own work lets it, as a press would wait; the time is from
 * navigation start.
 */
function watchControl(control) {
  const state = { usableAt: null, element: null, pressed: false };
  window.__novaUsable = state;
  const find = (target) =>
    [...document.querySelectorAll(target.selector)].find(
      (element) => target.text === undefined || element.textContent?.trim() === target.text,
    ) ?? null;
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      })
    );
  };
  const handles = (node) =>
    Object.keys(node).some(
      (key) =>
        key.startsWith('__reactProps$') &&
        Object.entries(node[key] ?? {}).some(
          ([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function',
        ),
    );
  // A submit button's press is its form's to handle (onSubmit): the form then counts as hydrated.
  const hydrated = (element) =>
    [element, ...element.querySelectorAll('*'), element.type === 'submit' ? element.form : null]
      .filter((node) => node !== null)
      .some(handles);
  const check = () => {
    const shows = find(control.shows);
    const press = control.press === undefined ? shows : find(control.press);
    if (shows && press && shown(shows) && shown(press) && hydrated(press)) {
      state.usableAt = performance.now();
      state.element = press;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * In the page, just before the press: what already matches the answer's selector, and the address,
 * do not count as an answer; where the press lands is reported; the control is scrolled to the
 * middle of the screen, clear of the cookie banner at the bottom.
 */
function beforePress(answers) {
  const state = window.__novaUsable;
  state.pressed = true;
  state.before = new Set(answers.appears ? document.querySelectorAll(answers.appears) : []);
  state.address = window.location.href;
  window.addEventListener(
    'pointerdown',
    (event) => window.__novaUsableLanded(state.element.contains(event.target)),
    { capture: true, once: true },
  );
  state.element.scrollIntoView({ block: 'center' });
}

/**
 * In the page, polled after the press: 'reloaded' when a new document replaced the pressed one
 * (a link or form the browser followed itself: React did not answer), 'answered' once the page
 * shows the answer, else false.
 */
function answerOf(answers) {
  const state = window.__novaUsable;
  if (state === undefined || !state.pressed) return 'reloaded';
  if (answers.appears) {
    const now = [...document.querySelectorAll(answers.appears)];
    return now.some((element) => !state.before.has(element)) ? 'answered' : false;
  }
  if (answers.address) {
    const address = window.location.href;
    return address !== state.address && address.includes(answers.address) ? 'answered' : false;
  }
  // A request is watched from outside the page; here only that the page stayed.
  return 'answered';
}

async function phoneTab(context) {
  const page = await context.newPage();
  await page.setViewport({
    width: SCREEN.width,
    height: SCREEN.height,
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await page.setUserAgent({ userAgent: userAgents.mobile });
  await page.emulateCPUThrottling(PHONE.cpuSlowdownMultiplier);
  await page.emulateNetworkConditions(NETWORK);
  if (job.session) {
    await page.evaluateOnNewDocument(seedSession, new URL(job.url).origin, job.session);
  }
  await page.evaluateOnNewDocument(watchControl, job.control);
  return page;
}

/** Taps the timed control, as a finger would, and waits for the page's answer; throws without one. */
async function pressAndWaitForAnswer(page) {
  const { answers } = job.control;
  const requested = answers.requests
    ? page.waitForRequest((sent) => new URL(sent.url()).pathname === answers.requests, {
        timeout: ANSWER_WITHIN_MS,
      })
    : null;
  // Caught here and awaited below: without a press the wait would reject unobserved.
  requested?.catch(() => undefined);
  // Where the finger came down, told before anything the press sets off (a new page) can hide it.
  let onControl = null;
  await page.exposeFunction('__novaUsableLanded', (inside) => {
    onControl ??= inside;
  });
  await page.evaluate(beforePress, answers);
  const control = await page.evaluateHandle(() => window.__novaUsable.element);
  await control.tap();
  const missed = () => {
    if (onControl === false) {
      throw new Error('the press landed beside the control: the page moved it (a layout shift)');
    }
  };
  const unanswered = () => {
    missed();
    throw new Error(`the page did not answer the press within ${ANSWER_WITHIN_MS} ms`);
  };
  if (requested) await requested.catch(unanswered);
  const answer = await page
    .waitForFunction(answerOf, { polling: 100, timeout: ANSWER_WITHIN_MS }, answers)
    .then((handle) => handle.jsonValue(), unanswered);
  if (answer === 'reloaded') {
    missed();
    throw new Error('the press loaded a new page: React did not answer it');
  }
}

/**
 * AUDIT_TRACE=1: where the time went, from the page's own timings: the document, each script,
 * style and request (start → end, ms from navigation), and the moment the control was usable.
 */
async function timeline(page, usableAt) {
  const entries = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const rows = [
      ['document', navigation.requestStart, navigation.responseEnd, navigation.encodedBodySize],
      [
        'DOMContentLoaded',
        navigation.domContentLoadedEventEnd,
        navigation.domContentLoadedEventEnd,
      ],
    ];
    for (const entry of performance.getEntriesByType('resource')) {
      const { pathname } = new URL(entry.name);
      rows.push([pathname.slice(-60), entry.startTime, entry.responseEnd, entry.encodedBodySize]);
    }
    for (const entry of performance.getEntriesByType('paint')) {
      rows.push([entry.name, entry.startTime, entry.startTime]);
    }
    return rows;
  });
  entries.push(['usable', usableAt, usableAt]);
  entries.sort((a, b) => a[2] - b[2]);
  return entries
    .map(
      ([name, start, end, bytes]) =>
        `${String(Math.round(start)).padStart(6)} → ${String(Math.round(end)).padStart(6)}  ${bytes === undefined ? '      ' : `${(bytes / 1024).toFixed(1).padStart(5)}K`}  ${name}`,
    )
    .join('\n');
}

/** One cold load: a new context (no cache, no storage), the phone's profile, the time, then the press. */
async function measure(browser, { press }) {
  const context = await browser.createBrowserContext({ downloadBehavior: { policy: 'deny' } });
  try {
    const page = await phoneTab(context);
    await page.goto(job.url, { waitUntil: 'domcontentloaded' });
    const usableAt = await page
      .waitForFunction(() => window.__novaUsable?.usableAt ?? false, {
        polling: 250,
        timeout: USABLE_WITHIN_MS,
      })
      .then(
        (handle) => handle.jsonValue(),
        () => {
          throw new Error(`the control was not shown and hydrated within ${USABLE_WITHIN_MS} ms`);
        },
      );
    const landed = new URL(page.url()).pathname;
    if (landed !== job.expectPath) throw new Error(`landed on ${landed}, not ${job.expectPath}`);
    if (job.trace) process.stderr.write(`${await timeline(page, usableAt)}\n`);
    if (press) await pressAndWaitForAnswer(page);
    return Math.round(usableAt);
  } finally {
    await context.close();
  }
}

const browser = await puppeteer.launch({
  executablePath: job.chromePath,
  args: job.chromeFlags,
  headless: true,
});
try {
  // A first, uncounted load: the server has then loaded the code of the page and of the requests it
  // makes, as for a customer who is not its first visitor since a restart.
  await measure(browser, { press: false });
  const runs = [];
  for (let run = 0; run < job.runs; run += 1) runs.push(await measure(browser, { press: true }));
  process.stdout.write(JSON.stringify({ runs }));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
