// `npm run test:fleet`: builds once, starts the fleet (three processes behind nginx on PostgreSQL and Redis) and runs the issue 37 scenarios, each printing its figures and PASS or FAIL; exits 1 when any fails.
// FLEET_SCENARIOS=publish,rolling picks some; FLEET_SKIP_BUILD=1 serves the last build of apps/web/.next-sanity-test (which the site suite builds too).
import { startFleet } from './fleet';
import { seconds } from './report';
import { SCENARIOS } from './scenarios';

async function main(): Promise<void> {
  const began = Date.now();
  const wanted = (process.env.FLEET_SCENARIOS ?? '')
    .split(',')
    .filter((name) => name.trim() !== '');
  const unknown = wanted.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length > 0) throw new Error(`No scenario ${unknown.join(', ')}.`);
  const chosen = SCENARIOS.filter(
    (scenario) => wanted.length === 0 || wanted.includes(scenario.name),
  );
  const buildStarted = Date.now();
  const fleet = await startFleet({ build: process.env.FLEET_SKIP_BUILD !== '1' });
  const fleetStarted = Date.now();
  // Whatever ends this run (a crash, Ctrl-C, CI's timeout) stops the fleet and drops its database.
  const abandon = (reason: unknown) => {
    console.error(reason instanceof Error ? (reason.stack ?? reason.message) : String(reason));
    void fleet.teardown().finally(() => process.exit(1));
  };
  process.once('uncaughtException', abandon);
  process.once('unhandledRejection', abandon);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abandon(signal));
  const results: Array<{ name: string; passed: boolean; ms: number }> = [];
  try {
    for (const scenario of chosen) {
      console.log(`\n== ${scenario.name}: ${scenario.title}`);
      const scenarioBegan = Date.now();
      let passed: boolean;
      try {
        passed = await scenario.run(fleet);
      } catch (error) {
        console.log(
          `  error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        passed = false;
      }
      const ms = Date.now() - scenarioBegan;
      console.log(`${passed ? 'PASS' : 'FAIL'} ${scenario.name} (${seconds(ms)})`);
      results.push({ name: scenario.name, passed, ms });
    }
  } finally {
    console.log(`\nRedis keys the fleet wrote (REDIS_URL's database): ${fleet.redisKeys()}`);
    if (results.some((result) => !result.passed))
      console.log(`\nLogs of the fleet:\n${fleet.logs()}`);
    await fleet.teardown();
  }
  console.log('\n== fleet summary');
  for (const { name, passed, ms } of results)
    console.log(`${passed ? 'PASS' : 'FAIL'}  ${name.padEnd(10)} ${seconds(ms)}`);
  console.log(
    `build and start ${seconds(fleetStarted - buildStarted)}, scenarios ${seconds(Date.now() - fleetStarted)}, total ${seconds(Date.now() - began)}`,
  );
  if (results.some((result) => !result.passed)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
