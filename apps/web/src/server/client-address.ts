// The client address a request's limits count against: only what the platform vouches for, never a value the client chose.
// No 'server-only' here: apps/web/server.ts, run by plain Node, stamps the socket address with it too.
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

type Env = Readonly<Record<string, string | undefined>>;

export interface ClientAddressConfig {
  /** On Vercel its edge sets the client's address itself and drops what the client sent. */
  onVercel: boolean;
  /** Reverse proxies in front of the server that each append their peer to X-Forwarded-For. */
  trustedProxies: number;
}

const TRUSTED_PROXIES = 'NOVA_TRUSTED_PROXIES';
const EXEMPT = 'NOVA_RATE_LIMIT_EXEMPT';

function trustedProxiesOf(env: Env): number | null {
  const raw = env[TRUSTED_PROXIES]?.trim();
  if (!raw) return 0;
  return /^\d{1,2}$/.test(raw) ? Number(raw) : null;
}

function exemptEntries(env: Env): { keys: Set<string>; invalid: string[] } {
  const keys = new Set<string>();
  const invalid: string[] = [];
  for (const entry of (env[EXEMPT] ?? '').split(',')) {
    if (entry.trim() === '') continue;
    const key = clientKeyOf(entry);
    if (key === null) invalid.push(entry.trim());
    else keys.add(key);
  }
  return { keys, invalid };
}

/** The operator's own addresses (NOVA_RATE_LIMIT_EXEMPT), as client keys. */
export function exemptClientKeys(env: Env = process.env): ReadonlySet<string> {
  return exemptEntries(env).keys;
}

/** Start-up problems: a number of trusted proxies that is not one, an exempt entry that is no address. */
export function clientAddressProblems(env: Env = process.env): string[] {
  const problems = exemptEntries(env).invalid.map(
    (entry) => `${EXEMPT} lists "${entry}", which is not an IP address.`,
  );
  if (trustedProxiesOf(env) === null) {
    problems.unshift(
      `${TRUSTED_PROXIES} must be the number of reverse proxies in front of the server (0 to 99).`,
    );
  }
  return problems;
}

export function readClientAddressConfig(env: Env = process.env): ClientAddressConfig {
  return { onVercel: env.VERCEL === '1', trustedProxies: trustedProxiesOf(env) ?? 0 };
}

function hextetsOf(address: string): string[] | null {
  const [head = '', tail, ...more] = address.split('::');
  if (more.length > 0) return null;
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const expand = (groups: string[]): string[] =>
    groups.flatMap((group) => {
      if (!group.includes('.')) return [group];
      // An IPv4 tail (::ffff:192.0.2.1) is the last two hextets.
      const octets = group.split('.').map(Number);
      const [a = 0, b = 0, c = 0, d = 0] = octets;
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = expand(part(head));
  const right = tail === undefined ? [] : expand(part(tail));
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}

/**
 * The key of one client for an address: an IPv4 address itself, an IPv6 address's /64 network
 * (one household or phone gets a whole /64 and can pick any address in it), an IPv4 address
 * mapped into IPv6 as IPv4. Ports, brackets and zones are dropped; anything else is no address.
 */
export function clientKeyOf(entry: string): string | null {
  let address = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const hextets = hextetsOf(address.toLowerCase());
  if (hextets === null) return null;
  if (hextets.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [high = 0, low = 0] = hextets.slice(6).map((group) => Number.parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${hextets.slice(0, 4).join(':')}::/64`;
}

function entries(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The requesting client's key, or null when the platform vouches for no address. On Vercel its
 * own headers. Otherwise X-Forwarded-For as `next start` passes it on: a client-sent value is
 * kept and the socket address filled in only when there was none, so the entry counted is the
 * one the nearest trusted proxy appended (the Nth from the right), or with no proxy the one
 * apps/web/server.ts stamped from the socket.
 */
export function clientAddress(
  headers: Headers,
  config: ClientAddressConfig = readClientAddressConfig(),
): string | null {
  if (config.onVercel) {
    const vouched =
      entries(headers.get('x-vercel-forwarded-for'))[0] ??
      entries(headers.get('x-real-ip'))[0] ??
      entries(headers.get('x-forwarded-for'))[0];
    return vouched === undefined ? null : clientKeyOf(vouched);
  }
  const chain = entries(headers.get('x-forwarded-for'));
  const entry = chain[chain.length - Math.max(config.trustedProxies, 1)];
  return entry === undefined ? null : clientKeyOf(entry);
}

/**
 * Sets the X-Forwarded-For the server hands Next.js. With no trusted proxy whatever the client
 * sent is replaced by the socket's address; behind proxies their chain stays as they wrote it.
 */
export function stampForwardedFor(request: IncomingMessage, config: ClientAddressConfig): void {
  if (config.trustedProxies > 0) return;
  const socketAddress = request.socket.remoteAddress;
  if (socketAddress === undefined) delete request.headers['x-forwarded-for'];
  else request.headers['x-forwarded-for'] = socketAddress;
}
