// Reads and checks the server's configuration once; every problem names the variable at fault.

type Env = Readonly<Record<string, string | undefined>>;

export type ContentConfig =
  | { mode: 'embedded'; seedPath: string | null }
  | {
      mode: 'sanity';
      projectId: string;
      dataset: string;
      token: string | null;
      apiVersion: string;
      /** Another API host (a proxy, or a stand-in Content Lake in tests); null for Sanity's own. */
      apiHost: string | null;
      /** The secret Sanity signs its webhook with; null leaves revalidation off. */
      revalidateSecret: string | null;
      /** Where the Studio runs: it may frame the site in draft mode, and overlays link to it. */
      studioUrl: string;
    };

export const SANITY_API_VERSION = '2026-09-01';

/** The Studio of `npm run studio` (sanity dev), when SANITY_STUDIO_URL names no other. */
export const DEFAULT_STUDIO_URL = 'http://localhost:3333';

/** Raised when the configuration cannot work; `problems` holds one sentence per problem. */
export class ConfigurationError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Nova cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
    this.problems = problems;
  }
}

function value(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/** Problems with the content settings: a Sanity project needs its dataset, and the other way round. */
function contentProblems(env: Env): string[] {
  const projectId = value(env, 'SANITY_PROJECT_ID');
  const dataset = value(env, 'SANITY_DATASET');
  const problems: string[] = [];
  if (projectId && !dataset) {
    problems.push('SANITY_PROJECT_ID is set but SANITY_DATASET is missing: set the dataset name.');
  }
  if (dataset && !projectId) {
    problems.push('SANITY_DATASET is set but SANITY_PROJECT_ID is missing: set the project id.');
  }
  if (projectId && !/^[a-z0-9-]+$/.test(projectId)) {
    problems.push('SANITY_PROJECT_ID may only contain a-z, 0-9 and dashes.');
  }
  const studioUrl = value(env, 'SANITY_STUDIO_URL');
  if (studioUrl && !URL.canParse(studioUrl)) {
    problems.push(
      'SANITY_STUDIO_URL is not a URL: set the Studio address, e.g. https://nova.sanity.studio.',
    );
  }
  if (projectId && env.NODE_ENV === 'production' && !value(env, 'SANITY_REVALIDATE_SECRET')) {
    problems.push(
      'SANITY_PROJECT_ID is set but SANITY_REVALIDATE_SECRET is missing: edits in the Studio would never reach the site.',
    );
  }
  return problems;
}

export type PaymentConfig =
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      publishableKey: string;
      /** Another Stripe API address (a stand-in Stripe in tests); null for Stripe's own. */
      apiUrl: URL | null;
    }
  | { provider: 'test' };

/** Stripe needs all three keys; without Stripe the test gateway runs, but never silently in production. */
function paymentProblems(env: Env): string[] {
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  const problems: string[] = [];
  if (secretKey) {
    if (!value(env, 'STRIPE_WEBHOOK_SECRET')) {
      problems.push(
        'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing: payments could never be confirmed.',
      );
    }
    if (!value(env, 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY')) {
      problems.push(
        'STRIPE_SECRET_KEY is set but NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is missing: the payment form cannot load.',
      );
    }
  } else if (env.NODE_ENV === 'production' && value(env, 'NOVA_ALLOW_TEST_GATEWAY') !== 'true') {
    problems.push(
      'STRIPE_SECRET_KEY is missing in production: the test gateway takes no real money. Set the Stripe keys, or NOVA_ALLOW_TEST_GATEWAY=true for a demo.',
    );
  }
  return problems;
}

/**
 * NOVA_SITE_URL as an origin, with what is wrong with it. Links in emails and provider return URLs
 * point there, so production must say where the site is: an address taken from a request could be
 * anyone's.
 */
function siteUrlSetting(env: Env): { origin: string | null; problems: string[] } {
  const raw = value(env, 'NOVA_SITE_URL');
  if (raw === null) {
    const problems =
      env.NODE_ENV === 'production'
        ? [
            "NOVA_SITE_URL is missing in production: links in emails and payment return addresses need the site's address, e.g. https://www.novahealth.ch.",
          ]
        : [];
    return { origin: null, problems };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return {
      origin: null,
      problems: [
        'NOVA_SITE_URL is not an absolute address: set it to e.g. https://www.novahealth.ch.',
      ],
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { origin: null, problems: ['NOVA_SITE_URL must be an http or https address.'] };
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return {
      origin: null,
      problems: [
        `NOVA_SITE_URL must be the site's origin alone (e.g. ${url.origin}), without a path, query or credentials.`,
      ],
    };
  }
  return { origin: url.origin, problems: [] };
}

/**
 * The site's origin (no trailing slash), from which every link in a message and every payment
 * return URL is built: NOVA_SITE_URL, or this server on localhost outside production. Never an
 * address from a request, whose Host header and body the client chooses.
 */
export function siteUrl(env: Env = process.env): string {
  const { origin, problems } = siteUrlSetting(env);
  if (problems.length > 0) throw new ConfigurationError(problems);
  if (origin !== null) return origin;
  const port = value(env, 'PORT');
  return `http://localhost:${port !== null && /^\d{1,5}$/.test(port) ? port : '3000'}`;
}

/** How long the MRI safety answers are kept after the appointment when nothing says otherwise. */
export const DEFAULT_SCREENING_RETENTION_DAYS = 30;
const MAX_SCREENING_RETENTION_DAYS = 3650;

/**
 * NOVA_SCREENING_RETENTION_DAYS: whole days after a booking's appointment ends until its safety
 * answers are deleted (decision 0072); 0 deletes them once the appointment is over.
 */
function screeningRetentionSetting(env: Env): { days: number; problems: string[] } {
  const raw = value(env, 'NOVA_SCREENING_RETENTION_DAYS');
  if (raw === null) return { days: DEFAULT_SCREENING_RETENTION_DAYS, problems: [] };
  const days = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(days <= MAX_SCREENING_RETENTION_DAYS)) {
    return {
      days: DEFAULT_SCREENING_RETENTION_DAYS,
      problems: [
        `NOVA_SCREENING_RETENTION_DAYS must be a whole number of days from 0 to ${MAX_SCREENING_RETENTION_DAYS}, e.g. 30.`,
      ],
    };
  }
  return { days, problems: [] };
}

export function screeningRetentionDays(env: Env = process.env): number {
  const { days, problems } = screeningRetentionSetting(env);
  if (problems.length > 0) throw new ConfigurationError(problems);
  return days;
}

/** Where the clinic's webhook receives booking events, and the secret its calls are signed with. */
export interface ClinicWebhookConfig {
  url: string;
  secret: string;
  /** The local receiver of the embedded mode (/_dev/clinic-webhook), not the clinic's own. */
  local: boolean;
}

/** The secret calls to the local receiver are signed with: it guards nothing, the receiver is local. */
export const DEV_CLINIC_WEBHOOK_SECRET = 'nova-dev-clinic-webhook-secret';
/** Where the local receiver takes events. */
export const DEV_CLINIC_WEBHOOK_PATH = '/_dev/clinic-webhook/receive';

/**
 * The local clinic receiver is served, and receives when no CLINIC_WEBHOOK_URL is set, in the
 * embedded demo (`npm start`: NOVA_DEV_MAILBOX=true) and in `next dev`: there nothing waits for ever.
 */
export function devClinicReceiverEnabled(env: Env = process.env): boolean {
  return value(env, 'NOVA_DEV_MAILBOX') === 'true' || env.NODE_ENV === 'development';
}

/** A webhook address must be http(s); production must sign with a secret of its own. */
function clinicWebhookProblems(env: Env): string[] {
  const url = value(env, 'CLINIC_WEBHOOK_URL');
  if (url === null) return [];
  const problems: string[] = [];
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    problems.push(
      'CLINIC_WEBHOOK_URL is not an http(s) address: set the clinic receiver, e.g. https://crm.example.ch/nova.',
    );
  }
  if (env.NODE_ENV === 'production' && !value(env, 'CLINIC_WEBHOOK_SECRET')) {
    problems.push(
      "CLINIC_WEBHOOK_URL is set but CLINIC_WEBHOOK_SECRET is missing: the clinic could not tell our calls from anyone else's.",
    );
  }
  return problems;
}

/**
 * The clinic webhook: CLINIC_WEBHOOK_URL with CLINIC_WEBHOOK_SECRET (outside production a missing
 * secret is the local one); without a URL the local receiver where it is served, else null: the
 * events wait in the outbox until a URL is set.
 */
export function readClinicWebhookConfig(env: Env = process.env): ClinicWebhookConfig | null {
  const problems = clinicWebhookProblems(env);
  if (problems.length > 0) throw new ConfigurationError(problems);
  const url = value(env, 'CLINIC_WEBHOOK_URL');
  const secret = value(env, 'CLINIC_WEBHOOK_SECRET') ?? DEV_CLINIC_WEBHOOK_SECRET;
  if (url !== null) return { url, secret, local: false };
  if (!devClinicReceiverEnabled(env)) return null;
  return { url: `${siteUrl(env)}${DEV_CLINIC_WEBHOOK_PATH}`, secret, local: true };
}

/** The content, payment, site address and clinic webhook problems; startup-checks.ts adds the other integrations'. */
export function configurationProblems(env: Env = process.env): string[] {
  return [
    ...contentProblems(env),
    ...paymentProblems(env),
    ...siteUrlSetting(env).problems,
    ...screeningRetentionSetting(env).problems,
    ...clinicWebhookProblems(env),
  ];
}

export function readPaymentConfig(env: Env = process.env): PaymentConfig {
  const problems = paymentProblems(env);
  if (problems.length > 0) throw new ConfigurationError(problems);
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET');
  const publishableKey = value(env, 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY');
  if (secretKey && webhookSecret && publishableKey) {
    const apiUrl = value(env, 'STRIPE_API_URL');
    return {
      provider: 'stripe',
      secretKey,
      webhookSecret,
      publishableKey,
      apiUrl: apiUrl ? new URL(apiUrl) : null,
    };
  }
  return { provider: 'test' };
}

export function readContentConfig(env: Env = process.env): ContentConfig {
  const problems = contentProblems(env);
  if (problems.length > 0) throw new ConfigurationError(problems);
  const projectId = value(env, 'SANITY_PROJECT_ID');
  const dataset = value(env, 'SANITY_DATASET');
  if (projectId && dataset) {
    return {
      mode: 'sanity',
      projectId,
      dataset,
      token: value(env, 'SANITY_API_READ_TOKEN'),
      apiVersion: SANITY_API_VERSION,
      apiHost: value(env, 'SANITY_API_HOST'),
      revalidateSecret: value(env, 'SANITY_REVALIDATE_SECRET'),
      studioUrl: value(env, 'SANITY_STUDIO_URL') ?? DEFAULT_STUDIO_URL,
    };
  }
  return { mode: 'embedded', seedPath: value(env, 'NOVA_SEED_PATH') };
}
