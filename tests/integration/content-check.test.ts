// `npm run content:check` lists localised fields without a language and fails when there is one.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runScript } from '../support/scripts';

const contentCheck = (env: Record<string, string> = {}) => runScript('content-check.ts', env);

describe('content:check', () => {
  jest.setTimeout(30_000);

  it('finds nothing missing in the committed seed', () => {
    const { status, output } = contentCheck();
    expect(output).toMatch(/^0 missing translation\(s\) in \d+ documents/m);
    expect(output).toMatch(/^0 wording\(s\) for an unknown locale/m);
    expect(status).toBe(0);
  });

  it('lists a French text an editor left empty, by document and field, and fails', () => {
    const seed = readFileSync(join(ROOT, 'studio', 'seed', 'nova.ndjson'), 'utf8');
    const path = join(mkdtempSync(join(tmpdir(), 'nova-check-')), 'seed.ndjson');
    writeFileSync(path, seed.replace('"fr":"Retour"', '"fr":""'));
    const { status, output } = contentCheck({ NOVA_SEED_PATH: path });
    expect(output).toMatch(/uiCopy\.\S+\tuiCopy\.\S+\.text\tmissing fr/);
    expect(output).toContain('1 missing translation(s)');
    expect(status).toBe(1);
  });

  it('lists a per-locale wording of a locale the storefront does not serve, and fails', () => {
    const seed = readFileSync(join(ROOT, 'studio', 'seed', 'nova.ndjson'), 'utf8');
    const path = join(mkdtempSync(join(tmpdir(), 'nova-check-')), 'seed.ndjson');
    const back = { _key: 'at', _type: 'localeOverride', locale: 'de-at', text: 'Zurück' };
    const lines = seed
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { _id: string; localeOverrides?: unknown[] })
      .map((document) =>
        document._id === 'uiCopy.nav.back' ? { ...document, localeOverrides: [back] } : document,
      );
    writeFileSync(path, lines.map((document) => JSON.stringify(document)).join('\n'));
    const { status, output } = contentCheck({ NOVA_SEED_PATH: path });
    expect(output).toContain(
      'uiCopy.nav.back\tuiCopy.nav.back.localeOverrides[0]\tunknown locale "de-at"',
    );
    expect(output).toContain('1 wording(s) for an unknown locale');
    expect(status).toBe(1);
  });
});
