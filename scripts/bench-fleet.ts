// Fleet benchmarks for `npm run bench -- --fleet`: a page and reservation creates through nginx in front of three processes, beside one of them asked directly and behind nginx alone; medians of alternating rounds.
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bookableStarts, createBody, nextVisitor } from './bench-api';
import { benchPage, type Figures, startStaticNginx } from './bench-pages';
import { answersOf, BENCH_SECONDS, median } from './bench-server';
import { BASE_PORT, type Fleet, startFleet } from './fleet/fleet';
import { DEBIAN_HTTP, startDocumentedFront, startNginx } from './fleet/nginx';

const CONNECTIONS = 10;
/** The single process and the fleet take turns, so a slow spell of a busy machine falls on both. */
const ROUNDS = 3;
const PAGE = '/en-ch/check-up';

export interface FleetFigures {
  requestsPerSecond: number;
  p99: number;
  answers: string;
}

export interface FleetResult {
  name: string;
  /** One process asked directly. */
  single: FleetFigures;
  /** nginx in front of that one process: what nginx alone costs. */
  singleBehindNginx: FleetFigures;
  /** nginx in front of the three. */
  fleet: FleetFigures;
}

function figuresOf(results: autocannon.Result[]): FleetFigures {
  return {
    requestsPerSecond: median(results.map((result) => result.requests.average)),
    p99: median(results.map((result) => result.latency.p99)),
    answers: answersOf(results),
  };
}

function loadPage(base: string): Promise<autocannon.Result> {
  return autocannon({ url: `${base}${PAGE}`, connections: CONNECTIONS, duration: BENCH_SECONDS });
}

/** Every create's own customer across rounds: an email's second pending booking is refused (429). */
let customers = 0;

/** Creates of free starts (asked for again each round, so a round books only what is still free). */
async function loadCreates(base: string): Promise<autocannon.Result> {
  const bookings = await bookableStarts(base);
  // An empty calendar would send bodiless requests and count their 400s as throughput.
  if (bookings.length === 0) throw new Error(`no free start left to book at ${base}`);
  let sent = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: BENCH_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/reservation/create',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          sent += 1;
          const booking = bookings[(sent - 1) % bookings.length] ?? bookings[0];
          if (booking === undefined) return request;
          // Each booking from its own visitor: one client's hold limit would refuse the rest.
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
            body: createBody(booking, ++customers),
          };
        },
      },
    ],
  });
}

type Targets = Record<'single' | 'singleBehindNginx' | 'fleet', string>;

async function alternate(
  name: string,
  targets: Targets,
  load: (base: string) => Promise<autocannon.Result>,
  /** Before each run: the creates give every target the same free calendar. */
  before: () => Promise<void> = async () => {},
): Promise<FleetResult> {
  const runs: Record<keyof Targets, autocannon.Result[]> = {
    single: [],
    singleBehindNginx: [],
    fleet: [],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of ['single', 'singleBehindNginx', 'fleet'] as const) {
      await before();
      runs[target].push(await load(targets[target]));
    }
  }
  return {
    name,
    single: figuresOf(runs.single),
    singleBehindNginx: figuresOf(runs.singleBehindNginx),
    fleet: figuresOf(runs.fleet),
  };
}

export interface FrontResult {
  page: string;
  /** 'gzip' when asked as a browser asks (Accept-Encoding), 'none' as a client without it. */
  encoding: string;
  bytes: number;
  /** What the documented front said of the page: HIT when its microcache answered. */
  cache: string;
  front: Figures;
  /** nginx serving the same bytes from a file. */
  files: Figures;
}

const CHECKUP = 'whole_body_scan_with_blood_test';
const SELECTION = `checkup=${CHECKUP}&location=zurich_bellevue`;

/** The step pages a campaign's visitors open, with the selection each needs to be entered. */
async function stepPages(base: string): Promise<{ name: string; path: string }[]> {
  const answer = await fetch(`${base}/api/timeslots/fetch-time-slots?${SELECTION}&days=14`);
  if (!answer.ok) throw new Error(`the calendar answered ${answer.status}: ${await answer.text()}`);
  const calendar = (await answer.json()) as { days: { slots: string[] }[] };
  const start = calendar.days.flatMap((day) => day.slots)[0];
  if (start === undefined) throw new Error('no free start for the summary page');
  return [
    { name: 'check-up', path: '/en-ch/check-up' },
    { name: 'add-ons', path: `/en-ch/add-ons?checkup=${CHECKUP}` },
    { name: 'location', path: `/en-ch/location?checkup=${CHECKUP}` },
    { name: 'timeslot', path: `/en-ch/timeslot?${SELECTION}` },
    {
      name: 'summary',
      path: `/en-ch/summary?${SELECTION}&timeslot-start=${encodeURIComponent(start)}`,
    },
  ];
}

/** The answer's bytes as sent (fetch would unpack a gzipped body) and its cache status. */
function rawPage(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: Buffer; cache: string }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          cache: String(response.headers['x-cache-status'] ?? '-'),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** A phone's browser asks for gzip; a client without Accept-Encoding gets the page as it is. */
const ENCODINGS: { name: string; headers: Record<string, string> }[] = [
  { name: 'gzip', headers: { 'accept-encoding': 'gzip' } },
  { name: 'none', headers: {} },
];

/**
 * Issue 42: the step pages through the documented front (deploy/nginx/nova.conf, its microcache,
 * in front of the three processes) beside nginx serving the same bytes from files, in alternating
 * rounds. A page the front had to ask a process for every time would show as a fraction of nginx.
 */
async function runFrontBenchmarks(fleet: Fleet): Promise<FrontResult[]> {
  const front = await startDocumentedFront(
    fleet.folder,
    // The fleet has BASE_PORT (its balancer), the next three (the processes) and +9 (the
    // content stand-in); +8 is the balancer of one process below.
    BASE_PORT + 7,
    fleet.processes.map((app) => app.port),
  );
  const folder = join(fleet.folder, 'files');
  mkdirSync(join(folder, 'pages'), { recursive: true });
  let files: Awaited<ReturnType<typeof startStaticNginx>> | null = null;
  try {
    const pages = [];
    for (const page of await stepPages(front.url)) {
      for (const encoding of ENCODINGS) {
        // Twice: the first answer fills the microcache, the second shows it answers from there.
        await rawPage(`${front.url}${page.path}`, encoding.headers);
        const answer = await rawPage(`${front.url}${page.path}`, encoding.headers);
        if (answer.status !== 200) {
          throw new Error(`${page.path} answered ${answer.status} through the front`);
        }
        const file = `${page.name}.${encoding.name}.html`;
        writeFileSync(join(folder, 'pages', file), answer.body);
        pages.push({ ...page, encoding, file, bytes: answer.body.length, cache: answer.cache });
      }
    }
    files = await startStaticNginx(folder, pages[0]?.file ?? '', DEBIAN_HTTP);
    const results: FrontResult[] = [];
    for (const page of pages) {
      const url = `${front.url}${page.path}`;
      const figures = await benchPage(url, files.url, page.file, page.encoding.headers);
      if (figures.nginx === null) throw new Error('nginx serving files gave no figures');
      results.push({
        page: page.name,
        encoding: page.encoding.name,
        bytes: page.bytes,
        cache: page.cache,
        front: figures.next,
        files: figures.nginx,
      });
    }
    return results;
  } finally {
    await files?.stop();
    await front.stop();
  }
}

/** Builds (unless BENCH_SKIP_BUILD=1), starts the fleet, measures, tears it down. */
export async function runFleetBenchmarks(): Promise<{
  fleet: FleetResult[];
  front: FrontResult[];
}> {
  const fleet = await startFleet({ build: process.env.BENCH_SKIP_BUILD !== '1' });
  try {
    const [first] = fleet.processes;
    if (!first) throw new Error('the fleet has no process');
    // A second nginx, in front of the first process only, as the fleet's is in front of three.
    const alone = await startNginx(fleet.folder, BASE_PORT + 8, [first.port], 'nginx-one');
    const targets = { single: first.url, singleBehindNginx: alone.url, fleet: fleet.url };
    // Warm: every process has rendered the page once.
    for (const app of fleet.processes) await (await fetch(`${app.url}${PAGE}`)).arrayBuffer();
    try {
      const front = await runFrontBenchmarks(fleet);
      const results = [
        await alternate(`GET ${PAGE}`, targets, loadPage),
        await alternate('POST /api/reservation/create', targets, loadCreates, async () => {
          // Every run books the same free calendar: the runs before would otherwise have taken it.
          await fleet.db.query('truncate reservations cascade');
        }),
      ];
      return { fleet: results, front };
    } finally {
      await alone.stop();
    }
  } finally {
    await fleet.teardown();
  }
}

export const FLEET_SETTINGS = `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${BENCH_SECONDS} s each, medians, one machine; one process asked directly, nginx in front of it, and nginx in front of three (no upstream keepalive), on PostgreSQL and Redis`;

export const FRONT_SETTINGS = `deploy/nginx/nova.conf in front of the three processes, beside nginx serving each page's bytes from a file, both with Debian's sendfile and tcp_nopush; 10 connections, 3 alternating rounds of ${BENCH_SECONDS} s each, medians; each page asked for gzipped, as a browser asks, and as it is`;
