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
  /** Saves a document's version in a content release (`versions.<release>.<id>`), not yet published. */
  release(release: string, id: string, change: (document: SeedDocument) => SeedDocument): void;
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
const VERSION_PREFIX = 'versions.';

/** Where a perspective's layer keeps its copy of a document: `drafts.<id>`, `versions.<release>.<id>`. */
function layerId(layer: string, id: string): string {
  if (layer === 'published') return id;
  return layer === 'drafts' ? `${DRAFT_PREFIX}${id}` : `${VERSION_PREFIX}${layer}.${id}`;
}

/** The published id of a draft or a release's version. */
function publishedId(id: string): string {
  if (id.startsWith(DRAFT_PREFIX)) return id.slice(DRAFT_PREFIX.length);
  if (id.startsWith(VERSION_PREFIX)) return id.split('.').slice(2).join('.');
  return id;
}

/**
 * The documents a perspective sees, as Sanity's query API does: `raw` all of them, `published`
 * no drafts or versions, and a stack (`drafts`, or a release over `drafts`: `rSpring,drafts`) each
 * document's first copy in the stack's order, else the published one, under the published id
 * (`_originalId` the copy's).
 */
function inPerspective(documents: SeedDocument[], perspective: string): SeedDocument[] {
  if (perspective === 'raw') return documents;
  const byId = new Map(documents.map((document) => [document._id, document]));
  const published = documents.filter((document) => publishedId(document._id) === document._id);
  if (perspective === 'published') return published;
  const layers = perspective.split(',');
  const ids = new Set(documents.map((document) => publishedId(document._id)));
  return [...ids].flatMap((id) => {
    const copy = [...layers, 'published']
      .map((layer) => byId.get(layerId(layer, id)))
      .find((document) => document !== undefined);
    return copy ? [{ ...copy, _id: id, _originalId: copy._id }] : [];
  });
}

/** `port`: a fixed one (a build and the servers started later must find it at the same address); else any free one. */
export async function startFakeSanity(options: { port?: number } = {}): Promise<FakeSanity> {
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
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  /** Writes the copy `copyId` of document `id`, starting from the copy already there, else the published one. */
  const save = (copyId: string, id: string, change: (document: SeedDocument) => SeedDocument) => {
    const current =
      documents.find((document) => document._id === copyId) ??
      documents.find((document) => document._id === id);
    if (!current) throw new Error(`no document ${id} to change`);
    documents = [
      ...documents.filter((document) => document._id !== copyId),
      { ...change(current), _id: copyId },
    ];
  };
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    edit(id, change) {
      documents = documents.map((document) => (document._id === id ? change(document) : document));
    },
    draft(id, change) {
      save(layerId('drafts', id), id, change);
    },
    release(release, id, change) {
      save(layerId(release, id), id, change);
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
