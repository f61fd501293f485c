// The time slot API under load, for `npm run bench -- --slots`: another visitor's own calendar latency alone, beside 40 visitors choosing a time at once, beside one client held to no limit, and beside one held to the per-client limit.
import autocannon from 'autocannon';
import { answersOf, BENCH_SECONDS, type ServerUnderTest } from './bench-server';

/** Issue 36's figure: one client with 40 connections; issue 42's: 40 visitors at once. */
const FLOOD_CONNECTIONS = 40;
const CHECKUP = 'whole_body_scan_with_blood_test';
const CLINICS = ['zurich_bellevue', 'bern', 'basel_zentral', 'geneva'];
/** The flooding client's address, held to the limit; the server exempts the other one (NOVA_RATE_LIMIT_EXEMPT). */
const FLOODER = '10.99.0.1';
export const UNLIMITED_FLOODER = '10.99.0.2';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SlotResult {
  name: string;
  database: string;
  /** The visitor's own requests, one after another: how many, and their latency. */
  visitorRequests: number;
  p50: number;
  p99: number;
  /** The flood's requests per second and answers, or null when there is none. */
  floodPerSecond: number | null;
  floodAnswers: string;
}

/** A day from tomorrow on, varied per request, so kept answers do not hide the work. */
function dayAfter(offset: number): string {
  return new Date(Date.now() + (2 + (offset % 120)) * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar of a clinic, a first day and a length that few other requests ask for. */
function calendarPath(n: number): string {
  const clinic = CLINICS[n % CLINICS.length];
  const days = 28 + (n % 15);
  return `/api/timeslots/fetch-time-slots?location=${clinic}&checkup=${CHECKUP}&startDate=${dayAfter(n)}&days=${days}`;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

let visitors = 0;

/** Another visitor's calendar requests, one at a time for `seconds`: each from a new address, as many people do. */
async function visitorLatencies(url: string, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    visitors += 1;
    const started = performance.now();
    const response = await fetch(`${url}${calendarPath(visitors * 7)}`, {
      headers: { 'x-forwarded-for': `10.98.${(visitors >> 8) & 255}.${visitors & 255}` },
    });
    await response.arrayBuffer();
    if (response.ok) latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

/**
 * What 40 visitors choosing a time at once ask: each from an address of its own, within the limits,
 * the calendar of the month ahead or the one after at one of the clinics, the checks a tap on a
 * day sends in between. Many ask the same calendars, as visitors of one campaign do.
 */
function visitorCalendarPath(n: number): string {
  const clinic = CLINICS[n % CLINICS.length];
  const month = Math.floor(n / CLINICS.length) % 2;
  return `/api/timeslots/fetch-time-slots?location=${clinic}&checkup=${CHECKUP}&startDate=${dayAfter(month * 28)}&days=28`;
}

type Crowd = { kind: 'one client'; address: string } | { kind: 'visitors' };

async function measure(
  server: ServerUnderTest,
  name: string,
  crowd: Crowd | null,
): Promise<SlotResult> {
  let sent = 0;
  const flood =
    crowd === null
      ? null
      : autocannon({
          url: server.url,
          connections: FLOOD_CONNECTIONS,
          duration: BENCH_SECONDS,
          // A person taps a day or a month about once a second, not as fast as answers come.
          ...(crowd.kind === 'visitors' ? { connectionRate: 1 } : {}),
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                sent += 1;
                // One address per connection: 40 people, each well within the per-client limit.
                const visitor = `10.97.0.${sent % FLOOD_CONNECTIONS}`;
                return crowd.kind === 'one client'
                  ? {
                      ...request,
                      path: calendarPath(sent),
                      headers: { ...request.headers, 'x-forwarded-for': crowd.address },
                    }
                  : {
                      ...request,
                      path: visitorCalendarPath(sent),
                      headers: { ...request.headers, 'x-forwarded-for': visitor },
                    };
              },
            },
          ],
        });
  // The flood's first second fills its connections; the visitor measures the rest.
  if (flood !== null) await new Promise((resolve) => setTimeout(resolve, 1000));
  const latencies = await visitorLatencies(server.url, BENCH_SECONDS - 2);
  const result = flood === null ? null : await flood;
  return {
    name,
    database: server.database,
    visitorRequests: latencies.length,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    floodPerSecond: result === null ? null : result.requests.average,
    floodAnswers: result === null ? '—' : answersOf([result]),
  };
}

/**
 * The visitor alone; beside a client exempt from the limit (as every client was before issue 36,
 * though answers are now kept); beside a client held to the limit.
 */
export async function runSlotBenchmarks(server: ServerUnderTest): Promise<SlotResult[]> {
  return [
    await measure(server, 'visitor alone', null),
    await measure(server, `${FLOOD_CONNECTIONS} visitors at once (issue 42)`, { kind: 'visitors' }),
    await measure(server, `1 client × ${FLOOD_CONNECTIONS} connections, no limit`, {
      kind: 'one client',
      address: UNLIMITED_FLOODER,
    }),
    await measure(server, `1 client × ${FLOOD_CONNECTIONS} connections, limited`, {
      kind: 'one client',
      address: FLOODER,
    }),
  ];
}

export const SLOT_SETTINGS = `${BENCH_SECONDS} s each, loopback, 4-6 week calendars of varied clinics and days`;
