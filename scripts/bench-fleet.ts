// Fleet benchmarks for `npm run bench -- --fleet`: a page and reservation creates through nginx in front of three processes, beside one of those processes asked directly; medians of alternating rounds.
import autocannon from 'autocannon';
import { bookableStarts, createBody, nextVisitor } from './bench-api';
import { answersOf, BENCH_SECONDS, median } from './bench-server';
import { startFleet } from './fleet/fleet';

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
  single: FleetFigures;
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

/** Creates of free starts (asked for again each round, so a round books only what is still free). */
async function loadCreates(base: string): Promise<autocannon.Result> {
  const bookings = await bookableStarts(base);
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
            body: createBody(booking, sent),
          };
        },
      },
    ],
  });
}

async function alternate(
  name: string,
  targets: { single: string; fleet: string },
  load: (base: string) => Promise<autocannon.Result>,
): Promise<FleetResult> {
  const single: autocannon.Result[] = [];
  const fleet: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    single.push(await load(targets.single));
    fleet.push(await load(targets.fleet));
  }
  return { name, single: figuresOf(single), fleet: figuresOf(fleet) };
}

/** Builds (unless BENCH_SKIP_BUILD=1), starts the fleet, measures, tears it down. */
export async function runFleetBenchmarks(): Promise<FleetResult[]> {
  const fleet = await startFleet({ build: process.env.BENCH_SKIP_BUILD !== '1' });
  try {
    const [first] = fleet.processes;
    if (!first) throw new Error('the fleet has no process');
    const targets = { single: first.url, fleet: fleet.url };
    // Warm: every process has rendered the page once.
    for (const app of fleet.processes) await (await fetch(`${app.url}${PAGE}`)).arrayBuffer();
    return [
      await alternate(`GET ${PAGE}`, targets, loadPage),
      await alternate('POST /api/reservation/create', targets, loadCreates),
    ];
  } finally {
    await fleet.teardown();
  }
}

export const FLEET_SETTINGS = `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${BENCH_SECONDS} s each, medians, one machine; one process asked directly beside nginx in front of three, on PostgreSQL and Redis`;
