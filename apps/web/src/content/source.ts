// The content source: the same GROQ queries run on the embedded seed (groq-js) or on a Sanity project.
import 'server-only';
import type { FilterDefault, SanityClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { type ContentConfig, readContentConfig } from '../server/config';
import { findSeedPath, loadSeed, type SeedDocument } from './seed';
import type { ContentTag } from './tags';

export type QueryParams = Record<string, string | number | boolean | null>;

export interface ContentSource {
  readonly mode: ContentConfig['mode'];
  /** `tags` name the document types the result depends on; Sanity reads are cached under them. */
  fetch<Result>(query: string, params?: QueryParams, tags?: readonly ContentTag[]): Promise<Result>;
}

/** Query results per seed version: loadSeed answers the same array until the file changes. */
const resultsBySeed = new WeakMap<readonly SeedDocument[], Map<string, unknown>>();

/** Runs GROQ on the seed dataset, published documents only, as Sanity's `published` perspective does. */
export function embeddedSource(seedPath: string): ContentSource {
  return {
    mode: 'embedded',
    async fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      const seed = loadSeed(seedPath);
      let results = resultsBySeed.get(seed);
      if (results === undefined) {
        results = new Map();
        resultsBySeed.set(seed, results);
      }
      const key = `${query}\u0000${JSON.stringify(params)}`;
      if (!results.has(key)) {
        const dataset = seed.filter((document) => !document._id.startsWith('drafts.'));
        const result = await evaluate(parse(query, { params }), { dataset, params });
        results.set(key, await result.get());
      }
      // A copy, so no caller can change what the next one reads.
      return structuredClone(results.get(key)) as Result;
    },
  };
}

export function sanitySource(config: SanityConfig): ContentSource {
  // Loaded on first use: the embedded mode never needs the client.
  let client: Promise<SanityClient> | null = null;
  const connect = async () => {
    const { createClient } = await import('@sanity/client');
    return createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      token: config.token ?? undefined,
      useCdn: config.token === null && config.apiHost === null,
      perspective: 'published',
      ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    });
  };
  return {
    mode: 'sanity',
    async fetch<Result>(
      query: string,
      params: QueryParams = {},
      tags: readonly ContentTag[] = [],
    ): Promise<Result> {
      client ??= connect();
      // Cached until the Sanity webhook expires one of the tags (app/api/revalidate).
      return (await client).fetch<Result>(query, params, {
        cache: 'force-cache',
        next: { tags: [...tags] },
      });
    },
  };
}

type SanityConfig = Extract<ContentConfig, { mode: 'sanity' }>;

/** Fields whose texts carry the overlays' hidden marks: editors' prose, never codes, keys or slugs. */
const OVERLAY_FIELDS = new Set(['title', 'twoPersonTitle', 'description', 'text', 'label']);
const LANGUAGE_CODES = new Set(['en', 'de', 'fr']);

/**
 * Which strings of a draft read carry visual editing's hidden marks (stega): a language's text of
 * an editor's title, description or copy only. A marked string no longer equals itself, so market
 * codes, slugs, keys and currencies, which the pages compare, stay clean.
 */
export const overlayFilter: FilterDefault = ({ sourcePath, value }) => {
  const [field, language] = sourcePath.slice(-2);
  return (
    value.trim() !== '' &&
    typeof field === 'string' &&
    OVERLAY_FIELDS.has(field) &&
    typeof language === 'string' &&
    LANGUAGE_CODES.has(language)
  );
};

/**
 * The client draft mode reads with: the `drafts` perspective (a draft over its published
 * document) with the server's read token, no CDN. Null without a project or a token.
 */
export async function previewClient(config: ContentConfig): Promise<SanityClient | null> {
  const access = previewAccess(config);
  if (access === null) return null;
  const { createClient } = await import('@sanity/client');
  return createClient({
    ...access,
    perspective: 'drafts',
    stega: { enabled: true, studioUrl: access.studioUrl, filter: overlayFilter },
  });
}

/**
 * The project, dataset and read token that see drafts, uncached (no CDN); null where there are no
 * drafts to see (the embedded seed) or no token to read them with. Plain settings, so next-sanity's
 * own client (another @sanity/client major) can take them too.
 */
export function previewAccess(config: ContentConfig) {
  if (config.mode !== 'sanity' || config.token === null) return null;
  return {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    studioUrl: config.studioUrl,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  };
}

/**
 * What draft mode shows: `drafts` (each draft over its published document), or the perspective the
 * editor chose in the Presentation tool (a content release's id over the drafts, or `published`).
 */
export type PreviewPerspective = 'drafts' | 'published' | string[];

/** A release id, `drafts` or `published`: the names a stacked perspective may hold. */
const PERSPECTIVE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The Presentation tool's choice (its cookie: names joined by commas), `drafts` when it is unset or malformed. */
export function previewPerspective(chosen: string | undefined): PreviewPerspective {
  const names = (chosen ?? '').split(',').map((name) => name.trim());
  if (names.length === 1 && (names[0] === 'published' || names[0] === 'drafts')) return names[0];
  if (names.some((name) => !PERSPECTIVE_NAME.test(name))) return 'drafts';
  return names;
}

/** Draft mode's reads: never cached, so the next refresh shows an editor's last keystroke. */
export function draftSource(
  client: () => Promise<SanityClient>,
  perspective: PreviewPerspective,
): ContentSource {
  return {
    mode: 'sanity',
    async fetch<Result>(query: string, params: QueryParams = {}): Promise<Result> {
      return (await client()).fetch<Result>(query, params, { cache: 'no-store', perspective });
    },
  };
}

let source: ContentSource | null = null;
let drafts: Promise<SanityClient> | null = null;

/** The configured source, made once per process. */
export function contentSource(): ContentSource {
  if (source) return source;
  const config = readContentConfig();
  source =
    config.mode === 'sanity'
      ? sanitySource(config)
      : embeddedSource(config.seedPath ?? findSeedPath());
  return source;
}

/**
 * The drafts (or the chosen release) of the configured Sanity project; null where there are none
 * (the embedded seed, no read token).
 */
export function draftContentSource(perspective: PreviewPerspective): ContentSource | null {
  const config = readContentConfig();
  if (config.mode !== 'sanity' || config.token === null) return null;
  // One client per process; each request brings its own perspective.
  const client = async () => {
    drafts ??= previewClient(config).then((made) => {
      if (made === null) throw new Error('draft mode needs SANITY_API_READ_TOKEN');
      return made;
    });
    return drafts;
  };
  return draftSource(client, perspective);
}

/** Tests switch the configured content between cases, as an editor publishing would. */
export function resetContentSource(): void {
  source = null;
  drafts = null;
}
