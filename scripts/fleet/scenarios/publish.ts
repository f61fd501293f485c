// Scenario publish: a price change with Sanity's signed webhook sent to one process only; every process, asked directly, shows and charges the new price within the bound.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import {
  CHECKUP,
  createReservation,
  freeStarts,
  priceOnPage,
  reservationBody,
  reservationOf,
  startPayment,
  summaryTotal,
} from '../client';
import { type Fleet, WEBHOOK_SECRET } from '../fleet';
import { bound, figure, seconds, sleep } from '../report';
import type { Scenario } from './index';

const BOUND_MS = Number(process.env.FLEET_PUBLISH_BOUND_MS ?? 10_000);
/** How long to keep looking after the bound: the figure says how late a late process was. */
const WATCH_MS = BOUND_MS + 5_000;
const DOCUMENT = `checkup.${CHECKUP}`;

interface Seen {
  page: string | null;
  total: number | null;
}

const pageText = (chf: number) => `CHF ${chf.toLocaleString('de-CH').replace(/['’]/g, '’')}.00`;

async function seenBy(url: string): Promise<Seen> {
  const [page, total] = await Promise.all([priceOnPage(url), summaryTotal(url)]);
  return { page, total };
}

/** The amount create-intent charges a new reservation made on `url`. */
async function charged(url: string, index: number): Promise<number | null> {
  const { starts } = await freeStarts(url, 'zurich_bellevue');
  const start = starts[Math.floor(Math.random() * starts.length)];
  if (start === undefined) return null;
  const email = `publish-${index}-${process.pid}@example.ch`;
  const created = await createReservation(
    url,
    reservationBody({ location: 'zurich_bellevue', start, email }),
  );
  const reservation = reservationOf(created, email);
  if (reservation === null) return null;
  const started = await startPayment(url, reservation);
  return typeof started.body.amount === 'number' ? started.body.amount : null;
}

async function run(fleet: Fleet): Promise<boolean> {
  const before = await Promise.all(fleet.processes.map((app) => seenBy(app.url)));
  const oldChf = (before[0]?.total ?? 0) / 100;
  const newChf = oldChf + 100;
  figure('before, per process', before.map((seen) => `${seen.page} / ${seen.total}`).join(' | '));
  let ok = bound(
    'every process shows on its page the price it charges, the same on all, before the publish',
    before.every(
      (seen) =>
        seen.total !== null &&
        seen.total === before[0]?.total &&
        seen.page === pageText(seen.total / 100),
    ),
  );

  fleet.sanity.edit(DOCUMENT, (document) => ({
    ...document,
    price: { _type: 'price', chf: newChf, eur: newChf },
  }));
  const body = JSON.stringify({ _type: 'checkup', _id: DOCUMENT });
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
  const published = Date.now();
  const [first] = fleet.processes;
  if (!first) return false;
  const answer = await fetch(`${first.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
    body,
  });
  figure('webhook to process 1 only', `${answer.status} ${await answer.text()}`);
  ok = bound('the webhook is accepted', answer.status === 200) && ok;

  // Each process, asked directly (not through nginx), until its page and summary show the new price.
  const caughtUp: Array<number | null> = fleet.processes.map(() => null);
  while (Date.now() - published < WATCH_MS && caughtUp.some((at) => at === null)) {
    await Promise.all(
      fleet.processes.map(async (app, index) => {
        if (caughtUp[index] !== null) return;
        const seen = await seenBy(app.url);
        if (seen.total === newChf * 100 && seen.page === pageText(newChf))
          caughtUp[index] = Date.now() - published;
      }),
    );
    await sleep(250);
  }
  figure('new price', `${pageText(newChf)} (${newChf * 100} minor units), was ${pageText(oldChf)}`);
  figure(
    'page and summary price new, per process',
    caughtUp
      .map(
        (at, index) =>
          `process ${index + 1}: ${at === null ? `not within ${seconds(WATCH_MS)}` : seconds(at)}`,
      )
      .join(', '),
  );
  const all = caughtUp.every((at) => at !== null) ? Math.max(...(caughtUp as number[])) : null;
  figure('until all processes agree', all === null ? 'never, within the watch' : seconds(all));
  ok =
    bound(
      `every process shows and prices the new price within ${seconds(BOUND_MS)}`,
      all !== null && all <= BOUND_MS,
    ) && ok;

  // What a CDN or nginx in front may keep the page for (issue 37: a year, before).
  const page = await fetch(`${fleet.url}/de-ch/check-up`);
  await page.arrayBuffer();
  figure("the page's Cache-Control through nginx", page.headers.get('cache-control') ?? 'none');
  const amounts = await Promise.all(fleet.processes.map((app, index) => charged(app.url, index)));
  figure('charged by create-intent, per process', amounts.join(', '));
  ok =
    bound(
      'every process charges the new price',
      amounts.every((amount) => amount === newChf * 100),
    ) && ok;
  return ok;
}

export const publish: Scenario = {
  name: 'publish',
  title: `a price published with the webhook to one process reaches all within ${seconds(BOUND_MS)}`,
  run,
};
