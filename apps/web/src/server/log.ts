// The server's structured logger (pino): JSON lines on stdout; personal data never goes in, and these paths are redacted should it slip.
import 'server-only';
import pino from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

function levelOf(env: Readonly<Record<string, string | undefined>>): Level {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  const known = LEVELS.find((level) => level === wanted);
  if (known !== undefined) return known;
  // Tests read their assertions, not log lines.
  return env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** Field names that hold personal data anywhere in the product; a second line of defence. */
export const PERSONAL_FIELDS = [
  'email',
  'phone',
  'phoneNumber',
  'firstName',
  'lastName',
  'birthDate',
  'street',
  'postalCode',
  'city',
  'personalData',
  'personalDataPartner',
];

export const logger = pino({
  level: levelOf(process.env),
  base: { service: 'nova-web' },
  redact: {
    paths: PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
    censor: '[redacted]',
  },
});
