// A limit counts against the address the platform vouches for: a forged X-Forwarded-For does not reset it, and clients without an address share no bucket.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readClientAddressConfig, stampForwardedFor } from '@/server/client-address';
import { POST as lead } from '../../../apps/web/app/api/lead/route';
import { NOW, post } from '../../support/api';
import { useTestDatabase } from '../../support/db';

useTestDatabase(NOW);

/** Six leads a minute from one client: the limit is five. */
async function sixLeads(headersOf: (n: number) => Record<string, string>): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < 6; n += 1) {
    const answer = await post(lead, '/api/lead', { email: `visitor${n}@example.ch` }, headersOf(n));
    statuses.push(answer.status);
  }
  return statuses;
}

const LIMITED = [201, 201, 201, 201, 201, 429];

afterEach(() => {
  delete process.env.NOVA_TRUSTED_PROXIES;
  delete process.env.VERCEL;
});

/** The lead route behind apps/web/server.ts's stamp, reached over a real socket from 127.0.0.1. */
async function throughTheServer(forwardedFor: string[]): Promise<number[]> {
  const server = createServer(async (incoming: IncomingMessage, response) => {
    stampForwardedFor(incoming, readClientAddressConfig());
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const answer = await lead(
      new Request('http://localhost/api/lead', {
        method: 'POST',
        headers,
        body: Buffer.concat(chunks),
      }),
    );
    response.statusCode = answer.status;
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const statuses: number[] = [];
  for (const [n, forged] of forwardedFor.entries()) {
    statuses.push(
      await new Promise<number>((resolve, reject) => {
        const sent = httpRequest(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/lead',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
          },
          (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)),
        );
        sent.on('error', reject);
        sent.end(JSON.stringify({ email: `visitor${n}@example.ch` }));
      }),
    );
  }
  await new Promise((resolve) => server.close(resolve));
  return statuses;
}

describe('the address a limit counts against', () => {
  it('with no proxy in front is the socket: a new forged X-Forwarded-For on every request changes nothing', async () => {
    const forged = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'];
    expect(await throughTheServer([...forged, '203.0.113.6'])).toEqual(LIMITED);
  });

  it('behind one trusted proxy is the entry it appended, whatever the client wrote before it', async () => {
    process.env.NOVA_TRUSTED_PROXIES = '1';
    const statuses = await sixLeads((n) => ({
      'x-forwarded-for': `198.51.100.${n}, 203.0.113.40`,
    }));
    expect(statuses).toEqual(LIMITED);
  });

  it("on Vercel is Vercel's header, whatever X-Forwarded-For arrives", async () => {
    process.env.VERCEL = '1';
    const statuses = await sixLeads((n) => ({
      'x-vercel-forwarded-for': '203.0.113.41',
      'x-forwarded-for': `198.51.100.${n}`,
    }));
    expect(statuses).toEqual(LIMITED);
  });

  it('counts an IPv6 client by its /64: picking another address in it does not reset the limit', async () => {
    const statuses = await sixLeads((n) => ({ 'x-forwarded-for': `2001:db8:7:8::${n + 1}` }));
    expect(statuses).toEqual(LIMITED);
  });

  it('puts clients without an address into no shared bucket: one of them cannot shut the others out', async () => {
    // Behind two proxies, a chain of one entry vouches for no address.
    process.env.NOVA_TRUSTED_PROXIES = '2';
    expect(await sixLeads(() => ({}))).toEqual(Array(6).fill(201));
    expect(await sixLeads(() => ({ 'x-forwarded-for': '203.0.113.42' }))).toEqual(
      Array(6).fill(201),
    );
  });
});
