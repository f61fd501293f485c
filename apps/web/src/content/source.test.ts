// The embedded source answers repeated queries from memory, and an edit of the seed file on the next query.
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedSource, overlayFilter, previewPerspective } from './source';

const TITLE = '*[_type == "tag"][0].title';

describe('the embedded content source', () => {
  it('answers from the edited seed file on the next query after an edit', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nova-source-')), 'seed.ndjson');
    writeFileSync(path, '{"_id":"tag.a","_type":"tag","title":"Popular"}\n');
    const source = embeddedSource(path);
    expect(await source.fetch(TITLE)).toBe('Popular');
    expect(await source.fetch(TITLE)).toBe('Popular');
    writeFileSync(path, '{"_id":"tag.a","_type":"tag","title":"Beliebt"}\n');
    const later = new Date(Date.now() + 5000);
    utimesSync(path, later, later);
    expect(await source.fetch(TITLE)).toBe('Beliebt');
  });

  it('leaves drafts out, as the published perspective does', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nova-source-')), 'seed.ndjson');
    writeFileSync(path, '{"_id":"drafts.tag.a","_type":"tag","title":"Draft"}\n');
    expect(await embeddedSource(path).fetch(TITLE)).toBeNull();
  });

  it('gives each caller its own copy of a cached result', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nova-source-')), 'seed.ndjson');
    writeFileSync(path, '{"_id":"tag.a","_type":"tag","title":"Popular"}\n');
    const source = embeddedSource(path);
    const first = await source.fetch<{ title: string }[]>('*[_type == "tag"]{title}');
    const [tag] = first;
    if (tag) tag.title = 'changed by a caller';
    expect(await source.fetch('*[_type == "tag"]{title}')).toEqual([{ title: 'Popular' }]);
  });
});

describe("draft mode's visual-editing marks (stega)", () => {
  const marks = (sourcePath: (string | number)[], value = 'Ganzkörper-Check-up') =>
    overlayFilter({
      sourcePath,
      value,
      resultPath: sourcePath,
      sourceDocument: { _id: 'checkup.a', _type: 'checkup' },
      filterDefault: () => true,
    });

  it("marks an editor's titles, descriptions and copy in each language, so the overlay opens them", () => {
    expect(marks(['title', 'de'])).toBe(true);
    expect(marks(['description', 'fr'])).toBe(true);
    expect(marks(['text', 'en'], 'Weiter')).toBe(true);
  });

  it('leaves what the pages compare clean: market codes, slugs, copy keys, empty texts', () => {
    expect(marks(['countries', 0], 'ch')).toBe(false);
    expect(marks(['country'], 'de')).toBe(false);
    expect(marks(['slug', 'current'], 'full-body')).toBe(false);
    expect(marks(['key'], 'checkup.heading')).toBe(false);
    expect(marks(['title', 'de'], ' ')).toBe(false);
  });
});

describe("draft mode's perspective", () => {
  it('shows the drafts unless the editor chose a release or the published content in the Presentation tool', () => {
    expect(previewPerspective(undefined)).toBe('drafts');
    expect(previewPerspective('published')).toBe('published');
    expect(previewPerspective('rSpring,drafts')).toEqual(['rSpring', 'drafts']);
  });

  it('falls back to the drafts on a malformed cookie', () => {
    expect(previewPerspective('rSpring,"x"')).toBe('drafts');
    expect(previewPerspective('')).toBe('drafts');
  });
});
