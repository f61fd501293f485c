// Runs once when a server starts (next start, Vercel): a misconfigured production stops here, one message per problem; a long-running server then starts delivering its outbox and sweeping lapsed holds by itself.
export async function register() {
  // A block, not an early return: the bundler drops it whole from any build for another runtime.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { stopOnStartupProblems } = await import('./src/server/startup-checks');
    stopOnStartupProblems();
    const { startServerDeliveryTimer } = await import('./src/server/outbox/timer');
    startServerDeliveryTimer();
  }
}
