// `npm run content:check` lists localised fields without a language, UI texts whose placeholders differ or that are not ICU, and missing UI keys, and fails when there is one.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runScript } from '../support/scripts';

const contentCheck = (env: Record<string, string> = {}) => runScript('content-check.ts', env);

describe('content:check', () => {
  jest.setTimeout(30_000);

  it('finds nothing missing in the committed seed', () => {
    const { status, output } = contentCheck();
    expect(output).toMatch(/nova\.ndjson \(\d+ documents\):\n {2}0 missing translation\(s\)/);
    expect(output).toMatch(/^ {2}0 wording\(s\) for an unknown locale/m);
    expect(output).toMatch(/^ {2}0 UI text\(s\) not valid ICU or with other placeholders/m);
    expect(output).toMatch(/^ {2}0 UI copy key\(s\) missing/m);
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

  it('lists a German text with another placeholder than English, and a key the storefront reads that is gone, and fails', () => {
    const seed = readFileSync(join(ROOT, 'studio', 'seed', 'nova.ndjson'), 'utf8');
    const path = join(mkdtempSync(join(tmpdir(), 'nova-check-')), 'seed.ndjson');
    const edited = seed
      .replace('"de":"Schritt {current} von {total}"', '"de":"Schritt {aktuell} von {total}"')
      .split('\n')
      .filter((line) => !line.includes('"_id":"uiCopy.nav.skip"'))
      .join('\n');
    writeFileSync(path, edited);
    const { status, output } = contentCheck({ NOVA_SEED_PATH: path });
    expect(output).toContain(
      "uiCopy.nav.stepOf\tde\tplaceholders {aktuell, total} differ from en's {current, total}",
    );
    expect(output).toContain('uiCopy\tnav.skip\tmissing: the storefront reads this key');
    expect(output).toContain('1 UI text(s) not valid ICU or with other placeholders');
    expect(output).toContain('1 UI copy key(s) missing');
    expect(status).toBe(1);
  });
});
