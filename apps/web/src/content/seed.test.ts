import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findSeedPath, loadSeed, parseSeed, SeedError } from './seed';

describe('seed dataset parsing', () => {
  it('reads one document per line and skips blank lines', () => {
    const documents = parseSeed('{"_id":"a","_type":"tag"}\n\n{"_id":"b","_type":"tag"}\n');
    expect(documents.map((document) => document._id)).toEqual(['a', 'b']);
  });

  it('names the line of a document that is not JSON', () => {
    expect(() => parseSeed('{"_id":"a","_type":"tag"}\n{oops', 'nova.ndjson')).toThrow(
      'Malformed seed document at nova.ndjson line 2: not valid JSON.',
    );
  });

  it('names the document that has no type', () => {
    expect(() => parseSeed('{"_id":"checkup.x"}')).toThrow(/"checkup.x".*missing _type/);
  });

  it('refuses a document without an id and a duplicated id', () => {
    expect(() => parseSeed('{"_type":"tag"}')).toThrow(SeedError);
    expect(() => parseSeed('{"_id":"a","_type":"tag"}\n{"_id":"a","_type":"tag"}')).toThrow(
      /Duplicate/,
    );
  });

  it('finds the repository seed from a nested working directory', () => {
    expect(findSeedPath(join(__dirname, '..', '..'))).toMatch(/studio[/\\]seed[/\\]nova\.ndjson$/);
  });

  it('re-reads the file after it changes', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nova-seed-')), 'seed.ndjson');
    writeFileSync(path, '{"_id":"a","_type":"tag"}\n');
    expect(loadSeed(path)).toHaveLength(1);
    writeFileSync(path, '{"_id":"a","_type":"tag"}\n{"_id":"b","_type":"tag"}\n');
    const later = new Date(Date.now() + 5000);
    utimesSync(path, later, later);
    expect(loadSeed(path)).toHaveLength(2);
  });
});
