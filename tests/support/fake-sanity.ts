// A stand-in Sanity Content Lake on loopback: answers GROQ queries over an editable copy of the seed.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { parseSeed, type SeedDocument } from '../../apps/web/src/content/seed';

export interface FakeSanity {
  url: string;
  /** Changes a document, as an editor publishing in the Studio would. */
  edit(id: string, change: (document: SeedDocument) => SeedDocument): void;
  queries: number;
  close(): Promise<void>;
}

function paramsOf(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of search)
    if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
  return params;
}

export async function startFakeSanity(): Promise<FakeSanity> {
  const seedPath = join(__dirname, '..', '..', 'studio', 'seed', 'nova.ndjson');
  let documents = parseSeed(readFileSync(seedPath, 'utf8'));
  const state = { queries: 0 };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = url.searchParams.get('query');
    if (!url.pathname.includes('/data/query/') || !query) {
      response.writeHead(404).end('{}');
      return;
    }
    state.queries += 1;
    const params = paramsOf(url.searchParams);
    const result = await (
      await evaluate(parse(query, { params }), { dataset: documents, params })
    ).get();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ms: 1, query, result }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    edit(id, change) {
      documents = documents.map((document) => (document._id === id ? change(document) : document));
    },
    get queries() {
      return state.queries;
    },
    async close() {
      server.close();
      await once(server, 'close');
    },
  };
}
