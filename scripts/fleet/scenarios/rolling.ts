// Scenario rolling: steady booking load through nginx while each process in turn is taken out of the upstream (nginx reloaded), sent SIGTERM, awaited (exit 0), started again and put back once ready, as docs/deploy.md tells operators; no request may fail.
import { bookAndPay, LOCATIONS, type Outcome, statusCounts } from '../client';
import type { Fleet } from '../fleet';
import { bound, figure, seconds, sleep } from '../report';
import type { Scenario } from './index';

const CLIENTS = Number(process.env.FLEET_ROLLING_CLIENTS ?? 4);

/** A failure is no answer or any refusal but 409 (another customer took the room first). */
const failed = (outcome: Outcome) =>
  outcome.status === 0 || (outcome.status >= 400 && outcome.status !== 409);

async function run(fleet: Fleet): Promise<boolean> {
  const outcomes: Outcome[] = [];
  let stop = false;
  let bookings = 0;
  let paid = 0;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let turn = 0; !stop; turn += 1) {
      const result = await bookAndPay(fleet.url, {
        email: `rolling-${client}-${turn}-${process.pid}@example.ch`,
        location: LOCATIONS[(client + turn) % LOCATIONS.length] ?? 'zurich_bellevue',
        outcomes,
        // nginx's reloads close kept-alive client connections; browsers send again on a new one.
        asBrowsers: true,
      });
      bookings += 1;
      if (result.paid) paid += 1;
      // A customer turned away tries again a moment later, not in a tight loop.
      if (result.reservation === null) await sleep(250);
    }
  });

  let ok = true;
  await sleep(2_000);
  for (const app of fleet.processes) {
    // Without this step a request nginx sent at the instant the port closed was reset unanswered
    // (1 in 784 in one CI run): SIGTERM alone cannot tell nginx, which has no readiness probe.
    await fleet.balance(app.index, true);
    const exit = await fleet.signal(app.index, 'SIGTERM');
    const ready = await fleet.start(app.index);
    await fleet.balance(app.index, false);
    figure(
      `process ${app.index + 1}`,
      `exit ${exit.code ?? `by ${exit.signal}`} after ${seconds(exit.ms)}, ready again after ${seconds(ready)}`,
    );
    ok = bound(`process ${app.index + 1} exits 0 on SIGTERM`, exit.code === 0) && ok;
  }
  await sleep(2_000);
  stop = true;
  await Promise.all(clients);

  const failures = outcomes.filter(failed);
  figure('clients', CLIENTS);
  figure('requests', `${outcomes.length} (${statusCounts(outcomes)})`);
  figure('customers', `${bookings} started, ${paid} paid`);
  figure(
    'sent again on a new connection (a reload closed the kept-alive one)',
    outcomes.filter((outcome) => outcome.resent).length,
  );
  figure('failed requests', failures.length);
  for (const failure of failures.slice(0, 5))
    figure(
      '  a failure',
      `${failure.path}: ${failure.status || failure.error} after ${seconds(failure.ms)}`,
    );
  ok = bound('no request failed during the rolling restart', failures.length === 0) && ok;
  ok = bound('the load went on (customers paid)', paid > 0) && ok;
  return ok;
}

export const rolling: Scenario = {
  name: 'rolling',
  title: `rolling restart of every process under ${CLIENTS} booking clients through nginx, 0 failed requests`,
  run,
};
