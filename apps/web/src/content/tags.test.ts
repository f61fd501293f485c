// The Sanity webhook the deploy guide sets up fires for every content type the site caches, so no published change waits for a deploy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_TAGS } from './tags';

describe("the deploy guide's revalidation webhook", () => {
  it('names every cached content type in its filter, and no other', () => {
    const guide = readFileSync(join(__dirname, '../../../../docs/deploy.md'), 'utf8');
    const filter = guide.match(/filter: `_type in \[([^\]]*)\]`/)?.[1] ?? '';
    const types = [...filter.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    expect(types.sort()).toEqual(Object.keys(CONTENT_TAGS).sort());
  });
});
