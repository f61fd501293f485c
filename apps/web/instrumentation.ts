// Runs once when a server starts (next start, Vercel): a misconfigured production stops here, one message per problem.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { stopOnStartupProblems } = await import('./src/server/startup-checks');
  stopOnStartupProblems();
}
