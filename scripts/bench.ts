// Benchmarks (`npm run bench`): the booking domain's median timings, then pages beside nginx, the API under autocannon, a visitor's calendar beside one client's flood and three processes behind nginx beside one (`--domain`, `--pages`, `--api`, `--slots` or `--fleet` for some parts).
import { DEFAULT_BOOKING_HORIZON_DAYS } from '../apps/web/src/booking/horizon';
import { availableSlots, isSlotAvailable } from '../apps/web/src/booking/slots';
import { type Location, type RoomHold, WEEKDAYS } from '../apps/web/src/booking/types';
import { API_SETTINGS, type ApiResult, runApiBenchmarks } from './bench-api';
import {
  FLEET_SETTINGS,
  type FleetResult,
  FRONT_SETTINGS,
  type FrontResult,
  runFleetBenchmarks,
} from './bench-fleet';
import { PAGE_SETTINGS, type PageResult, runPageBenchmarks } from './bench-pages';
import { median, onEachServer } from './bench-server';
import {
  runSlotBenchmarks,
  SLOT_SETTINGS,
  type SlotResult,
  UNLIMITED_FLOODER,
} from './bench-slots';

interface Benchmark {
  name: string;
  /** Builds the input outside the timing and answers the work to time. */
  prepare: () => () => unknown;
  runs?: number;
}

const DEFAULT_RUNS = 15;
const WARM_UP_RUNS = 2;
const MINUTE_MS = 60_000;
const NOW = new Date('2026-11-30T09:00:00+01:00');
const FIRST_DAY = '2026-12-01';
const DAYS = 42;

/** The busiest location we can imagine: four rooms, open 06:00-22:00 every day, a 5-minute grid. */
const busiestLocation: Location = {
  slug: 'bench_busiest',
  notionId: null,
  isComingSoon: false,
  country: 'ch',
  title: { en: 'Busiest', de: 'Busiest', fr: 'Busiest' },
  address: { en: '', de: '', fr: '' },
  center: null,
  leadTimeDays: 0,
  discountAmount: null,
  unsupportedServiceSlugs: [],
  rooms: [1, 2, 3, 4].map((n) => ({ roomId: `room-${n}`, name: `MRI ${n}` })),
  openingHours: WEEKDAYS.map((weekday) => ({ weekday, open: '06:00', close: '22:00' })),
  closures: [],
  slotStepMinutes: 5,
  bufferMinutes: 5,
};

/** A small seeded generator (mulberry32), so every run of the script times the same holds. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Short holds (15 to 45 minutes) scattered over the 42 days' opening hours, all four rooms. */
function holdsAtBusiest(count: number): RoomHold[] {
  const random = seededRandom(count);
  const firstOpening = Date.parse(`${FIRST_DAY}T06:00:00+01:00`);
  return Array.from({ length: count }, () => {
    const day = Math.floor(random() * DAYS);
    const start =
      firstOpening + day * 24 * 60 * MINUTE_MS + Math.floor(random() * 192) * 5 * MINUTE_MS;
    const minutes = 15 + Math.floor(random() * 7) * 5;
    return {
      locationSlug: busiestLocation.slug,
      roomId: `room-${1 + Math.floor(random() * 4)}`,
      start: new Date(start),
      end: new Date(start + minutes * MINUTE_MS),
    };
  });
}

function slotCalendarBenchmark(holdCount: number, persons: 1 | 2): Benchmark {
  const who = persons === 1 ? 'one person' : 'a pair';
  return {
    name: `availableSlots: 42 days, ${who}, ${holdCount.toLocaleString('en')} holds`,
    prepare: () => {
      const holds = holdsAtBusiest(holdCount);
      return () =>
        availableSlots({
          location: busiestLocation,
          durationMinutes: persons === 1 ? [90] : [90, 155],
          persons,
          startDate: FIRST_DAY,
          days: DAYS,
          now: NOW,
          holds,
          horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
        });
    },
  };
}

const BENCHMARKS: Benchmark[] = [
  slotCalendarBenchmark(0, 1),
  slotCalendarBenchmark(1_000, 1),
  slotCalendarBenchmark(10_000, 1),
  slotCalendarBenchmark(10_000, 2),
  {
    name: 'isSlotAvailable: one start, 10,000 holds',
    runs: 50,
    prepare: () => {
      const holds = holdsAtBusiest(10_000);
      return () =>
        isSlotAvailable({
          location: busiestLocation,
          durationMinutes: [90],
          persons: 1,
          start: new Date('2026-12-20T14:05:00+01:00'),
          now: NOW,
          holds,
          horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
        });
    },
  },
];

interface BenchmarkResult {
  name: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

function measure(benchmark: Benchmark): BenchmarkResult {
  const work = benchmark.prepare();
  const runs = benchmark.runs ?? DEFAULT_RUNS;
  for (let i = 0; i < WARM_UP_RUNS; i += 1) work();
  const times = Array.from({ length: runs }, () => {
    const began = performance.now();
    work();
    return performance.now() - began;
  });
  return {
    name: benchmark.name,
    runs,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
  };
}

/** A Markdown table: the first column left-aligned, the figures right-aligned. */
function printTable(rows: string[][]): void {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  const [header, ...body] = rows;
  if (header === undefined) return;
  console.log(line(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of body) console.log(line(row));
}

function domainRows(results: BenchmarkResult[]): string[][] {
  return [
    ['benchmark', 'runs', 'median ms', 'min ms', 'max ms'],
    ...results.map((r) => [
      r.name,
      String(r.runs),
      r.medianMs.toFixed(2),
      r.minMs.toFixed(2),
      r.maxMs.toFixed(2),
    ]),
  ];
}

/** autocannon records whole milliseconds: a p99 under one reads 0, and counts as 1 in a ratio. */
function milliseconds(p99: number): string {
  return p99 < 1 ? '<1' : String(p99);
}

function pageRows(results: PageResult[]): string[][] {
  return [
    [
      'page',
      'Next req/s',
      'nginx req/s',
      'ratio',
      'Next p99 ms',
      'nginx p99 ms',
      'p99 ratio',
      'bytes',
      'Next answers',
    ],
    ...results.map(({ page, next, nginx, bytes }) => [
      page,
      next.requestsPerSecond.toFixed(0),
      nginx?.requestsPerSecond.toFixed(0) ?? '—',
      nginx === null ? '—' : (next.requestsPerSecond / nginx.requestsPerSecond).toFixed(3),
      milliseconds(next.p99),
      nginx === null ? '—' : milliseconds(nginx.p99),
      nginx === null ? '—' : (Math.max(next.p99, 1) / Math.max(nginx.p99, 1)).toFixed(1),
      bytes.toLocaleString('en'),
      next.answers,
    ]),
  ];
}

function apiRows(results: ApiResult[]): string[][] {
  return [
    ['API benchmark', 'database', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'answers'],
    ...results.map((r) => [
      r.name,
      r.database,
      String(r.connections),
      r.requestsPerSecond.toFixed(0),
      String(r.p50),
      String(r.p99),
      r.answers,
    ]),
  ];
}

function slotRows(results: SlotResult[]): string[][] {
  return [
    [
      'Slot API',
      'database',
      'visitor requests',
      'visitor p50 ms',
      'visitor p99 ms',
      'flood req/s',
      'flood answers',
    ],
    ...results.map((r) => [
      r.name,
      r.database,
      String(r.visitorRequests),
      String(r.p50),
      String(r.p99),
      r.floodPerSecond === null ? '—' : r.floodPerSecond.toFixed(0),
      r.floodAnswers,
    ]),
  ];
}

function fleetRows(results: FleetResult[]): string[][] {
  return [
    [
      'benchmark',
      '1 process req/s',
      'nginx + 1 req/s',
      'nginx + 3 req/s',
      '3 : 1 behind nginx',
      '1 p99 ms',
      'nginx + 1 p99 ms',
      'nginx + 3 p99 ms',
      '1 process answers',
      'nginx + 3 answers',
    ],
    ...results.map(({ name, single, singleBehindNginx, fleet }) => [
      name,
      single.requestsPerSecond.toFixed(0),
      singleBehindNginx.requestsPerSecond.toFixed(0),
      fleet.requestsPerSecond.toFixed(0),
      (fleet.requestsPerSecond / Math.max(singleBehindNginx.requestsPerSecond, 1e-9)).toFixed(2),
      milliseconds(single.p99),
      milliseconds(singleBehindNginx.p99),
      milliseconds(fleet.p99),
      single.answers,
      fleet.answers,
    ]),
  ];
}

/** Issue 42's targets for the step pages through the documented front: 0.9 of nginx's rate, p99 within 2x. */
function frontRows(results: FrontResult[]): string[][] {
  return [
    [
      'page',
      'encoding',
      'bytes',
      'front cache',
      'front req/s',
      'files req/s',
      'rate : files',
      'front p99 ms',
      'files p99 ms',
      'p99 : files',
      'front answers',
      'target',
    ],
    ...results.map(({ page, encoding, bytes, cache, front, files }) => {
      const rate = front.requestsPerSecond / Math.max(files.requestsPerSecond, 1e-9);
      const p99 = front.p99 / Math.max(files.p99, 1);
      return [
        page,
        encoding,
        String(bytes),
        cache,
        front.requestsPerSecond.toFixed(0),
        files.requestsPerSecond.toFixed(0),
        rate.toFixed(2),
        milliseconds(front.p99),
        milliseconds(files.p99),
        p99.toFixed(2),
        front.answers,
        rate >= 0.9 && p99 <= 2 ? 'met' : 'not met',
      ];
    }),
  ];
}

const PARTS = ['--domain', '--pages', '--api', '--slots', '--fleet'] as const;

async function main(): Promise<void> {
  const named = process.argv.slice(2).filter((arg) => (PARTS as readonly string[]).includes(arg));
  // No part named: all of them.
  const wants = (part: (typeof PARTS)[number]) => named.length === 0 || named.includes(part);
  if (wants('--domain')) {
    console.log(
      `Booking domain benchmarks (Node ${process.version}, ${DEFAULT_RUNS} runs unless noted)\n`,
    );
    printTable(domainRows(BENCHMARKS.map(measure)));
  }
  if (wants('--pages') || wants('--api') || wants('--slots')) await serverBenchmarks(wants);
  // Its own build (Sanity mode, apps/web/.next-sanity-test) and servers: after the others are stopped.
  if (wants('--fleet')) {
    const { fleet, front } = await runFleetBenchmarks();
    console.log(`\nThree processes behind nginx beside one (autocannon, ${FLEET_SETTINGS})\n`);
    printTable(fleetRows(fleet));
    console.log(`\nStep pages through the documented front (autocannon, ${FRONT_SETTINGS})\n`);
    printTable(frontRows(front));
  }
}

async function serverBenchmarks(wants: (part: (typeof PARTS)[number]) => boolean): Promise<void> {
  const pages: PageResult[] = [];
  const api: ApiResult[] = [];
  const slots: SlotResult[] = [];
  // The flood "before the limit" comes from an address the servers exempt, as an operator's own.
  if (wants('--slots')) process.env.NOVA_RATE_LIMIT_EXEMPT = UNLIMITED_FLOODER;
  await onEachServer({ postgres: wants('--api') || wants('--slots') }, async (server) => {
    // Pages read no bookings: the first server (PGlite, or BENCH_URL) serves them, before any create.
    if (wants('--pages') && pages.length === 0)
      pages.push(...(await runPageBenchmarks(server.url)));
    // Before the creates: calendars of an empty database, alike on every run.
    if (wants('--slots')) slots.push(...(await runSlotBenchmarks(server)));
    if (wants('--api')) api.push(...(await runApiBenchmarks(server)));
  });
  if (pages.length > 0) {
    console.log(`\nPages beside nginx serving the same bytes (autocannon, ${PAGE_SETTINGS})\n`);
    printTable(pageRows(pages));
  }
  if (api.length > 0) {
    console.log(`\nAPI benchmarks (autocannon, ${API_SETTINGS})\n`);
    printTable(apiRows(api));
  }
  if (slots.length > 0) {
    console.log(`\nAnother visitor's calendar beside one client's flood (${SLOT_SETTINGS})\n`);
    printTable(slotRows(slots));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
