// The content source: the same GROQ queries run on the embedded seed (groq-js) or on a Sanity project.
import 'server-only';
import type { SanityClient } from '@sanity/client';
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

export function sanitySource(config: Extract<ContentConfig, { mode: 'sanity' }>): ContentSource {
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

let source: ContentSource | null = null;

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

/** Tests switch the configured content between cases, as an editor publishing would. */
export function resetContentSource(): void {
  source = null;
}
