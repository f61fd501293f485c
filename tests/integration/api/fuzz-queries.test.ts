// Every GET API route, fed mutated valid queries (far dates, repeated and prototype-named parameters, odd text, unstorable text, unparsable addresses): never a 5xx, always an error id.
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { GET as drainOutbox } from '../../../apps/web/app/api/cron/drain-outbox/route';
import { GET as expireHolds } from '../../../apps/web/app/api/cron/expire-holds/route';
import { GET as disableDraftMode } from '../../../apps/web/app/api/draft-mode/disable/route';
import { GET as fetchDuration } from '../../../apps/web/app/api/reservation/fetch-duration/route';
import { GET as fetchEndDate } from '../../../apps/web/app/api/reservation/fetch-end-date/route';
import { GET as occupation } from '../../../apps/web/app/api/timeslots/check-time-slot-occupation/route';
import { GET as timeSlots } from '../../../apps/web/app/api/timeslots/fetch-time-slots/route';
import { at, NOW, OPEN_DAY } from '../../support/api';
import { useTestDatabase } from '../../support/db';
import {
  callRoute,
  expectNoServerError,
  FAR_DATES,
  FUZZ_RUNS,
  FUZZ_SEED,
  mutatedQuery,
  quietServerLog,
  UNPARSABLE_ADDRESSES,
  UNSTORABLE_TEXTS,
} from '../../support/fuzz';

useTestDatabase(NOW);

// Outside a request Next.js has no draft mode to turn off; the route's answer is what is fuzzed.
jest.mock('next/headers', () => ({ draftMode: async () => ({ disable: () => undefined }) }));

type Handler = (request: Request) => Promise<Response>;

const CHECKUP = 'whole_body_scan_with_blood_test';

quietServerLog();

const ROUTES: [string, Handler, () => Record<string, string>][] = [
  [
    '/api/timeslots/fetch-time-slots',
    timeSlots,
    () => ({
      location: 'zurich_bellevue',
      checkup: CHECKUP,
      services: 'dxa',
      partner: 'false',
      startDate: OPEN_DAY,
      days: '42',
    }),
  ],
  [
    '/api/timeslots/check-time-slot-occupation',
    occupation,
    () => ({ location: 'zurich_bellevue', checkup: CHECKUP, timeSlotStart: at('10:00') }),
  ],
  [
    '/api/reservation/fetch-duration',
    fetchDuration,
    () => ({ checkupSlug: CHECKUP, services: 'dxa' }),
  ],
  [
    '/api/reservation/fetch-end-date',
    fetchEndDate,
    () => ({ timeSlotStart: at('10:00'), checkupSlug: CHECKUP, services: 'dxa', locale: 'de-ch' }),
  ],
];

describe.each(ROUTES)('GET %s with a mutated query', (path, handler, validQuery) => {
  it('answers a 4xx with an error id of the catalogue, or a success, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedQuery(validQuery()), async (query) => {
        expectNoServerError(await callRoute(handler, path, { query }));
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });

  it.each([...UNSTORABLE_TEXTS, ...UNPARSABLE_ADDRESSES])(
    'answers %j in any parameter without a 5xx',
    async (text) => {
      for (const name of Object.keys(validQuery())) {
        const query = new URLSearchParams({ ...validQuery(), [name]: text });
        expectNoServerError(await callRoute(handler, path, { query }));
      }
    },
  );

  it.each(FAR_DATES)('answers the far date %s in any parameter without a 5xx', async (date) => {
    for (const name of Object.keys(validQuery())) {
      const query = new URLSearchParams({ ...validQuery(), [name]: date });
      expectNoServerError(await callRoute(handler, path, { query }));
    }
  });
});

describe('GET /api/draft-mode/disable with any redirect', () => {
  const redirect = fc.oneof(
    fc.constantFrom(...UNPARSABLE_ADDRESSES, ...UNSTORABLE_TEXTS, ...FAR_DATES),
    fc.string({ maxLength: 40 }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
  );

  it('answers a redirect to a page of the site, never a 5xx nor another site', async () => {
    const site = new URL('http://localhost:3000');
    await fc.assert(
      fc.asyncProperty(redirect, async (value) => {
        const response = await disableDraftMode(
          new NextRequest(
            `http://127.0.0.1:3000/api/draft-mode/disable?${new URLSearchParams({ redirect: value })}`,
          ),
        );
        expect(response.status).toBe(307);
        expect(new URL(response.headers.get('location') ?? '').origin).toBe(site.origin);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});

describe.each([
  ['/api/cron/expire-holds', expireHolds],
  ['/api/cron/drain-outbox', drainOutbox],
] as const)('GET %s with any authorization', (path, handler) => {
  const saved = process.env.CRON_SECRET;
  beforeAll(() => {
    process.env.CRON_SECRET = 'cron-fuzz-secret';
  });
  afterAll(() => {
    process.env.CRON_SECRET = saved;
  });

  it('answers 401 or its run, never a 5xx', async () => {
    const header = fc.oneof(
      fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
      fc.constantFrom('Bearer cron-fuzz-secret', 'Bearer ', 'Bearer cron-fuzz-secret ', 'bearer'),
    );
    await fc.assert(
      fc.asyncProperty(header, async (authorization) => {
        const answer = await callRoute(handler, path, { headers: { authorization } });
        expectNoServerError(answer, ['unauthorized']);
      }),
      { numRuns: 40, seed: FUZZ_SEED },
    );
  });
});
