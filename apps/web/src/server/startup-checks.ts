// Every configuration problem of every integration at once, so an operator fixes them in one pass.
import 'server-only';
import { configurationProblems } from './config';
import { mailConfigProblems } from './notifications/mail-config';

type Env = Readonly<Record<string, string | undefined>>;

export function startupProblems(env: Env = process.env): string[] {
  return [...configurationProblems(env), ...mailConfigProblems(env)];
}
