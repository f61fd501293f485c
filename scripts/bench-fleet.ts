// Fleet benchmarks for `npm run bench -- --fleet`: a page and reservation creates through nginx in front of three processes, beside one of them asked directly and behind nginx alone; medians of alternating rounds.
import autocannon from 'autocannon';
import { bookableStarts, createBody, nextVisitor } from './bench-api';
import { answersOf, BENCH_SECONDS, median } from './bench-server';
import { BASE_PORT, startFleet } from './fleet/fleet';
import { startNginx } from './fleet/nginx';

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

/** Builds (unless BENCH_SKIP_BUILD=1), starts the fleet, measures, tears it down. */
export async function runFleetBenchmarks(): Promise<FleetResult[]> {
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
      return [
        await alternate(`GET ${PAGE}`, targets, loadPage),
        await alternate('POST /api/reservation/create', targets, loadCreates, async () => {
          // Every run books the same free calendar: the runs before would otherwise have taken it.
          await fleet.db.query('truncate reservations cascade');
        }),
      ];
    } finally {
      await alone.stop();
    }
  } finally {
    await fleet.teardown();
  }
}

export const FLEET_SETTINGS = `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${BENCH_SECONDS} s each, medians, one machine; one process asked directly, nginx in front of it, and nginx in front of three (no upstream keepalive), on PostgreSQL and Redis`;
