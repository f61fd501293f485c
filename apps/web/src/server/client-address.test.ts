// The client address limits count against: what Vercel, the trusted proxies or the socket vouch for, never what the client wrote.
import type { IncomingMessage } from 'node:http';
import {
  type ClientAddressConfig,
  clientAddress,
  clientAddressProblems,
  clientKeyOf,
  exemptClientKeys,
  readClientAddressConfig,
  stampForwardedFor,
} from './client-address';

const NO_PROXY: ClientAddressConfig = { onVercel: false, trustedProxies: 0 };
const ONE_PROXY: ClientAddressConfig = { onVercel: false, trustedProxies: 1 };
const TWO_PROXIES: ClientAddressConfig = { onVercel: false, trustedProxies: 2 };
const VERCEL: ClientAddressConfig = { onVercel: true, trustedProxies: 0 };

const from = (headers: Record<string, string>, config: ClientAddressConfig) =>
  clientAddress(new Headers(headers), config);

describe('the client address', () => {
  it('behind proxies is the entry the nearest trusted proxy appended, whatever the client put before it', () => {
    expect(from({ 'x-forwarded-for': '198.51.100.7' }, ONE_PROXY)).toBe('198.51.100.7');
    expect(from({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }, ONE_PROXY)).toBe(
      '198.51.100.7',
    );
    expect(
      from({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.7, 10.0.0.2' }, TWO_PROXIES),
    ).toBe('198.51.100.7');
  });

  it('is none when the chain is shorter than the proxies it must have passed', () => {
    expect(from({ 'x-forwarded-for': '198.51.100.7' }, TWO_PROXIES)).toBeNull();
    expect(from({}, ONE_PROXY)).toBeNull();
  });

  it('with no proxy is what the server stamped from the socket', () => {
    expect(from({ 'x-forwarded-for': '198.51.100.7' }, NO_PROXY)).toBe('198.51.100.7');
    expect(from({ 'x-real-ip': '198.51.100.7' }, NO_PROXY)).toBeNull();
  });

  it("on Vercel is Vercel's own header, not an X-Forwarded-For a proxy in front may have set", () => {
    expect(
      from({ 'x-vercel-forwarded-for': '198.51.100.7', 'x-forwarded-for': '203.0.113.9' }, VERCEL),
    ).toBe('198.51.100.7');
    expect(from({ 'x-real-ip': '198.51.100.7' }, VERCEL)).toBe('198.51.100.7');
    expect(from({}, VERCEL)).toBeNull();
  });

  it('counts an IPv6 client by its /64, and an IPv4 address in IPv6 clothing as IPv4', () => {
    expect(clientKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('[2001:db8:1:2::5]:443')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(clientKeyOf('198.51.100.7:51234')).toBe('198.51.100.7');
  });

  it('is none for what is not an address', () => {
    for (const entry of ['unknown', '', '_hidden', '999.1.1.1', 'example.com', '1::2::3']) {
      expect(clientKeyOf(entry)).toBeNull();
    }
  });

  it('reads the number of trusted proxies and Vercel from the environment, and refuses nonsense', () => {
    expect(readClientAddressConfig({})).toEqual(NO_PROXY);
    expect(readClientAddressConfig({ NOVA_TRUSTED_PROXIES: '2', VERCEL: '1' })).toEqual({
      onVercel: true,
      trustedProxies: 2,
    });
    expect(clientAddressProblems({ NOVA_TRUSTED_PROXIES: '1' })).toEqual([]);
    expect(clientAddressProblems({ NOVA_TRUSTED_PROXIES: 'two' })).toEqual([
      expect.stringContaining('NOVA_TRUSTED_PROXIES'),
    ]);
  });

  it('reads the exempt operator addresses as client keys, and names an entry that is no address', () => {
    const env = { NOVA_RATE_LIMIT_EXEMPT: '192.0.2.50, 2001:db8:5:6::1' };
    expect([...exemptClientKeys(env)]).toEqual(['192.0.2.50', '2001:db8:5:6::/64']);
    expect(clientAddressProblems(env)).toEqual([]);
    expect(clientAddressProblems({ NOVA_RATE_LIMIT_EXEMPT: '192.0.2.50,frontdesk' })).toEqual([
      'NOVA_RATE_LIMIT_EXEMPT lists "frontdesk", which is not an IP address.',
    ]);
  });
});

describe("the server's stamp", () => {
  /** The parts of a Node request the stamp reads and writes. */
  function stamped(config: ClientAddressConfig, forwardedFor: string | null) {
    const request = {
      headers: forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;
    stampForwardedFor(request, config);
    return request.headers['x-forwarded-for'];
  }

  it('replaces a forged X-Forwarded-For by the socket address when no proxy is trusted', () => {
    expect(stamped(NO_PROXY, '203.0.113.9')).toBe('127.0.0.1');
    expect(stamped(NO_PROXY, null)).toBe('127.0.0.1');
  });

  it("keeps the proxies' chain when they are trusted", () => {
    expect(stamped(ONE_PROXY, '203.0.113.9, 198.51.100.7')).toBe('203.0.113.9, 198.51.100.7');
  });
});
