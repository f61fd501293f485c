// Every configuration problem of every integration at once, so an operator fixes them in one pass.
import 'server-only';
import { clientAddressProblems } from './client-address';
import { configurationProblems } from './config';
import { mailConfigProblems } from './notifications/mail-config';

type Env = Readonly<Record<string, string | undefined>>;

export function startupProblems(env: Env = process.env): string[] {
  return [...configurationProblems(env), ...mailConfigProblems(env), ...clientAddressProblems(env)];
}

/** Stops the process with every problem listed: serving half-configured would take bookings it cannot honour. */
export function stopOnStartupProblems(env: Env = process.env): void {
  const problems = startupProblems(env);
  if (problems.length === 0) return;
  console.error(`Nova cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
