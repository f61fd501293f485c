// A stand-in Sanity Content Lake on loopback: answers GROQ queries over an editable copy of the seed,
// published documents by default and drafts under the `drafts` perspective with the read token.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { parseSeed, type SeedDocument } from '../../apps/web/src/content/seed';

export interface FakeSanity {
  url: string;
  /** The read token: perspectives other than `published` need it, as in Sanity. */
  token: string;
  /** Changes a document, as an editor publishing in the Studio would. */
  edit(id: string, change: (document: SeedDocument) => SeedDocument): void;
  /** Saves a draft of a published document (`drafts.<id>`), as an editor typing in the Studio would. */
  draft(id: string, change: (document: SeedDocument) => SeedDocument): void;
  /**
   * The secret the Presentation tool stores when it opens the site (a `sanity.previewUrlSecret`
   * document, valid for an hour) and hands the site's enable route in its address.
   */
  previewSecret(): string;
  queries: number;
  close(): Promise<void>;
}

function paramsOf(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of search)
    if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
  return params;
}

const DRAFT_PREFIX = 'drafts.';

/**
 * The documents a perspective sees: `raw` all of them, `drafts` each draft in place of its
 * published document (under the published id, `_originalId` the draft's), `published` no drafts.
 */
function inPerspective(documents: SeedDocument[], perspective: string): SeedDocument[] {
  if (perspective === 'raw') return documents;
  const published = documents.filter((document) => !document._id.startsWith(DRAFT_PREFIX));
  if (perspective !== 'drafts') return published;
  const drafts = new Map(
    documents
      .filter((document) => document._id.startsWith(DRAFT_PREFIX))
      .map((draft) => [draft._id.slice(DRAFT_PREFIX.length), draft]),
  );
  const asPublished = (id: string, draft: SeedDocument) => ({
    ...draft,
    _id: id,
    _originalId: draft._id,
  });
  const shown = published.map((document) => {
    const draft = drafts.get(document._id);
    return draft ? asPublished(document._id, draft) : document;
  });
  const ids = new Set(published.map((document) => document._id));
  const unpublished = [...drafts]
    .filter(([id]) => !ids.has(id))
    .map(([id, draft]) => asPublished(id, draft));
  return [...shown, ...unpublished];
}

export async function startFakeSanity(): Promise<FakeSanity> {
  const token = `sk-test-${randomUUID()}`;
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
    const perspective = url.searchParams.get('perspective') ?? 'published';
    if (perspective !== 'published' && request.headers.authorization !== `Bearer ${token}`) {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ error: 'Unauthorized', message: 'a token is needed to read drafts' }),
        );
      return;
    }
    state.queries += 1;
    const params = paramsOf(url.searchParams);
    const dataset = inPerspective(documents, perspective);
    const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ms: 1, query, result }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    edit(id, change) {
      documents = documents.map((document) => (document._id === id ? change(document) : document));
    },
    draft(id, change) {
      const draftId = `${DRAFT_PREFIX}${id}`;
      const current =
        documents.find((document) => document._id === draftId) ??
        documents.find((document) => document._id === id);
      if (!current) throw new Error(`no document ${id} to draft`);
      const draft = { ...change(current), _id: draftId };
      documents = [...documents.filter((document) => document._id !== draftId), draft];
    },
    previewSecret() {
      const secret = randomUUID();
      documents = [
        ...documents,
        {
          _id: `sanity-preview-url-secret.${randomUUID()}`,
          _type: 'sanity.previewUrlSecret',
          _updatedAt: new Date().toISOString(),
          secret,
          studioUrl: 'http://localhost:3333',
        },
      ];
      return secret;
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
