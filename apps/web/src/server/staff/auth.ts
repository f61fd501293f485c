// Staff sign-in through Better Auth (decision 0071): one-time email links only, sessions in the app's own database (PGlite or PostgreSQL), no passwords.
import 'server-only';
import type { BetterAuthOptions } from 'better-auth';
import { siteUrl } from '../config';
import { type Database, getDatabase } from '../db/client';
import { staffAccounts, staffSessions, staffUsers, staffVerifications } from '../db/schema';
import { processWide } from '../process-wide';

type Env = Readonly<Record<string, string | undefined>>;

/** Where Better Auth's own endpoints answer; only the link's verification is routed to it. */
export const STAFF_AUTH_BASE_PATH = '/api/staff/auth';

/** A shift and some: a session ends this long after signing in, whatever happens in between. */
export const STAFF_SESSION_SECONDS = 10 * 60 * 60;

/** A sign-in link is good for this long, and once. */
export const SIGN_IN_LINK_SECONDS = 10 * 60;

/**
 * The secret Better Auth signs its cookies with: STAFF_AUTH_SECRET (32 characters at least). The
 * embedded default (development, or the demo's dev mailbox) uses a fixed one, since what it signs in
 * to is a local demo; production without a secret has no staff sign-in.
 */
export function staffAuthSecret(env: Env = process.env): string | null {
  const secret = env.STAFF_AUTH_SECRET?.trim();
  if (secret && secret.length >= 32) return secret;
  if (env.NODE_ENV !== 'production' || env.NOVA_DEV_MAILBOX?.trim() === 'true') {
    return 'nova-embedded-staff-secret-for-local-demos-only';
  }
  return null;
}

export class StaffAuthUnavailable extends Error {
  constructor() {
    super('STAFF_AUTH_SECRET is not set: staff sign-in is off');
    this.name = 'StaffAuthUnavailable';
  }
}

/** What sends a sign-in link: the outbox's staff topic (sign-in.ts), a test's recorder. */
export type SendSignInLink = (db: Database, link: { email: string; url: string }) => Promise<void>;

/** Everything but the database and the plugin, which load() adds. */
function baseOptions(secret: string): BetterAuthOptions {
  return {
    secret,
    baseURL: siteUrl(),
    basePath: STAFF_AUTH_BASE_PATH,
    telemetry: { enabled: false },
    emailAndPassword: { enabled: false },
    session: {
      expiresIn: STAFF_SESSION_SECONDS,
      // Never extended: a session ends a fixed time after signing in.
      disableSessionRefresh: true,
    },
    // Limits are the app's own (limits/requests.ts), counted before Better Auth is asked.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { disableIpTracking: true },
      cookiePrefix: 'nova-staff',
    },
    logger: { level: 'error' },
  };
}

/** A signed-in staff browser, as far as the app needs it. */
export interface StaffSession {
  email: string;
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

/** What the app asks of Better Auth. */
export interface StaffAuth {
  /** Answers a request to one of Better Auth's endpoints (the link's verification). */
  handler(request: Request): Promise<Response>;
  /** Makes a one-time link for `email` and hands it to the sender. */
  requestLink(email: string): Promise<void>;
  /** The session the request's cookie names, or null (none, unknown, expired). */
  session(headers: Headers): Promise<StaffSession | null>;
  /** Ends the request's session; answers the headers that clear its cookie. */
  signOut(headers: Headers): Promise<Headers>;
}

/** Where a link leads after signing in, and after a link that no longer works. */
export const AFTER_SIGN_IN = '/staff';
export const SIGN_IN_PAGE = '/staff/sign-in';

type Loaded = StaffAuth;

const state = processWide('staff.auth', () => ({
  loaded: null as Promise<Loaded> | null,
  db: null as Database | null,
  sender: null as SendSignInLink | null,
}));

/** Tests send links elsewhere, and open a new database per file. */
export function setSignInSender(send: SendSignInLink | null): void {
  state.sender = send;
  state.loaded = null;
}

async function load(env: Env): Promise<Loaded> {
  const secret = staffAuthSecret(env);
  if (secret === null) throw new StaffAuthUnavailable();
  const db = await getDatabase();
  // Loaded on first use, as ES modules: the storefront's requests never pay for them.
  const [{ betterAuth }, { drizzleAdapter }, { magicLink }, { queueSignInLink }] =
    await Promise.all([
      import('better-auth'),
      import('better-auth/adapters/drizzle'),
      import('better-auth/plugins/magic-link'),
      import('./sign-in-email'),
    ]);
  const send = state.sender ?? queueSignInLink;
  const auth = betterAuth({
    ...baseOptions(secret),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
      },
    }),
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: ({ email, url }) => send(db, { email, url }),
      }),
    ],
  });
  return {
    handler: (request) => auth.handler(request),
    async requestLink(email) {
      await auth.api.signInMagicLink({
        body: { email, callbackURL: AFTER_SIGN_IN, errorCallbackURL: SIGN_IN_PAGE },
        headers: new Headers(),
      });
    },
    async session(headers) {
      const found = await auth.api.getSession({ headers });
      if (found === null) return null;
      return {
        email: found.user.email,
        userId: found.user.id,
        sessionId: found.session.id,
        expiresAt: new Date(found.session.expiresAt),
      };
    },
    async signOut(headers) {
      const { headers: answer } = await auth.api.signOut({ headers, returnHeaders: true });
      return answer;
    },
  };
}

/** Better Auth on this process's database, made once (again after a test changes the sender or database). */
export async function staffAuth(env: Env = process.env): Promise<StaffAuth> {
  const db = await getDatabase();
  if (state.db !== db) {
    state.db = db;
    state.loaded = null;
  }
  state.loaded ??= load(env).catch((error: unknown) => {
    state.loaded = null;
    throw error;
  });
  return state.loaded;
}
