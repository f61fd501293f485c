// Runs once when a server starts (next start, Vercel): a misconfigured production stops here, one message per problem; a long-running server then opens (and migrates) its database and starts delivering its outbox and sweeping lapsed holds by itself.
export async function register() {
  // A block, not an early return: the bundler drops it whole from any build for another runtime.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { stopOnStartupProblems } = await import('./src/server/startup-checks');
    stopOnStartupProblems();
    const { databaseOpenedAtStart, openDatabaseAtStart } = await import('./src/server/db/startup');
    if (databaseOpenedAtStart(process.env)) await openDatabaseAtStart();
    const { startServerDeliveryTimer } = await import('./src/server/outbox/timer');
    startServerDeliveryTimer();
  }
}
