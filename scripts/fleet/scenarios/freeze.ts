// Scenario freeze: the database hangs for 30 s (the proxy stops every byte); booking requests meanwhile are answered 503 with Retry-After or completed within their deadline, and none answered 503 left a hold behind.
import {
  call,
  createReservation,
  freeStarts,
  LOCATIONS,
  type Outcome,
  reservationBody,
  statusCounts,
} from '../client';
import { type Fleet, REQUEST_DEADLINE_MS } from '../fleet';
import { bound, figure, seconds, sleep } from '../report';
import type { Scenario } from './index';

const FREEZE_MS = Number(process.env.FLEET_FREEZE_MS ?? 30_000);
const REQUESTS = Number(process.env.FLEET_FREEZE_REQUESTS ?? 12);
/** What a deadline may overrun by: the answer's own way back through nginx on a busy machine. */
const SLACK_MS = 1_500;
/** A calendar is waited for past the freeze: a request that hung shows how long it hung. */
const CLIENT_TIMEOUT_MS = FREEZE_MS + 20_000;
/** A customer booking gives up some seconds after the deadline, as the customers did. */
const GIVE_UP_MS = REQUEST_DEADLINE_MS + 5_000;

interface Fired {
  kind: 'create' | 'calendar';
  paymentId: string | null;
  outcome: Outcome;
}

async function run(fleet: Fleet): Promise<boolean> {
  // The free starts are read before the freeze, as a customer's open calendar would have them.
  const calendars = await Promise.all(LOCATIONS.map((location) => freeStarts(fleet.url, location)));
  fleet.proxy.freeze();
  const frozenAt = Date.now();
  figure(
    'database frozen',
    `${seconds(FREEZE_MS)}; request deadline ${seconds(REQUEST_DEADLINE_MS)}`,
  );

  // Spread over the first two thirds of the freeze: creates, and every third one a calendar.
  const fired = Array.from({ length: REQUESTS }, async (_, index): Promise<Fired> => {
    await sleep(((FREEZE_MS * 2) / 3 / REQUESTS) * index);
    const location = LOCATIONS[index % LOCATIONS.length] ?? 'zurich_bellevue';
    if (index % 3 === 2) {
      const params = new URLSearchParams({ checkup: 'whole_body_scan_with_blood_test', location });
      const outcome = await call(`${fleet.url}/api/timeslots/fetch-time-slots?${params}`, {
        timeoutMs: CLIENT_TIMEOUT_MS,
      });
      return { kind: 'calendar', paymentId: null, outcome };
    }
    const starts = calendars[index % LOCATIONS.length]?.starts ?? [];
    const start = starts[(40 + index * 7) % Math.max(starts.length, 1)] ?? '';
    const body = reservationBody({
      location,
      start,
      email: `freeze-${process.pid}-${index}@example.ch`,
    });
    const outcome = await createReservation(fleet.url, body, GIVE_UP_MS);
    return { kind: 'create', paymentId: body.reservationData.paymentId, outcome };
  });

  await sleep(Math.max(0, FREEZE_MS - (Date.now() - frozenAt)));
  fleet.proxy.thaw();
  figure('thawed', `after ${seconds(Date.now() - frozenAt)}`);
  const results = await Promise.all(fired);
  // A request that hung and then committed commits within moments of the thaw.
  await sleep(3_000);

  const outcomes = results.map((result) => result.outcome);
  const maxMs = Math.max(...outcomes.map((outcome) => outcome.ms));
  figure('requests during the freeze', `${results.length} (${statusCounts(outcomes)})`);
  figure('latency max', `${(maxMs / 1000).toFixed(2)} s`);
  const wellAnswered = (outcome: Outcome) =>
    (outcome.status === 503 &&
      outcome.retryAfter !== null &&
      outcome.body.error === 'service-unavailable') ||
    ((outcome.status === 200 || outcome.status === 201 || outcome.status === 409) &&
      outcome.ms <= REQUEST_DEADLINE_MS + SLACK_MS);
  const badly = outcomes.filter((outcome) => !wellAnswered(outcome));
  for (const outcome of badly.slice(0, 5))
    figure(
      '  not as promised',
      `${outcome.status || outcome.error} after ${seconds(outcome.ms)}, Retry-After ${outcome.retryAfter ?? 'none'}, ${JSON.stringify(outcome.body).slice(0, 80)}`,
    );
  const late = outcomes.filter((outcome) => outcome.ms > REQUEST_DEADLINE_MS + SLACK_MS);

  // Every create the customer did not see succeed (refused, or given up) must have left nothing behind.
  const refused = results.filter(
    (result) =>
      result.kind === 'create' && result.outcome.status !== 201 && result.outcome.status !== 200,
  );
  const { rows } = await fleet.db.query<{ count: string }>(
    'select count(*)::text as count from reservations where payment_id = any($1::text[])',
    [refused.map((result) => result.paymentId)],
  );
  const hidden = Number(rows[0]?.count ?? 0);
  figure(
    'creates not answered with a reservation',
    `${refused.length}, of which ${refused.filter((result) => result.outcome.status === 0).length} given up by the customer after ${seconds(GIVE_UP_MS)}`,
  );
  figure('reservations stored for them anyway (hidden holds)', hidden);

  // The fleet recovers by itself: every process answers again.
  const recovered = await Promise.all(fleet.processes.map((app) => freeStarts(app.url, 'bern')));
  figure(
    'after the thaw, calendars per process',
    statusCounts(recovered.map((result) => result.outcome)),
  );

  let ok = bound(
    `every request answered 503 with Retry-After or completed within its deadline (+${seconds(SLACK_MS)})`,
    badly.length === 0,
  );
  ok =
    bound(
      `no request took longer than the deadline (+${seconds(SLACK_MS)}): ${late.length} did`,
      late.length === 0,
    ) && ok;
  ok = bound('no hidden holds after the thaw', hidden === 0) && ok;
  ok =
    bound(
      'every process answers again after the thaw',
      recovered.every((result) => result.outcome.status === 200),
    ) && ok;
  return ok;
}

export const freeze: Scenario = {
  name: 'freeze',
  title: `database frozen ${seconds(FREEZE_MS)}: 503 or done within ${seconds(REQUEST_DEADLINE_MS)}, no hidden holds`,
  run,
};
