// Start-up refuses a malformed seed document or a half-configured integration, naming what is wrong.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript } from '../support/scripts';

const preflight = (env: Record<string, string>) =>
  runScript('preflight.ts', env, { reactServer: true });

function seedFile(lines: string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'nova-preflight-')), 'seed.ndjson');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

describe('start-up checks', () => {
  jest.setTimeout(30_000);

  it('accepts the committed seed dataset and reports what it loaded', () => {
    const { status, output } = preflight({});
    expect(output).toContain('4 check-ups, 17 services, 11 locations');
    expect(status).toBe(0);
  });

  it('stops on a seed line that is not JSON and names the line', () => {
    const path = seedFile(['{"_id":"tag.popular","_type":"tag"}', '{not json']);
    const { status, output } = preflight({ NOVA_SEED_PATH: path });
    expect(status).toBe(1);
    expect(output).toContain('line 2: not valid JSON');
  });

  it('stops on a check-up without a duration and names the document', () => {
    const path = seedFile([
      JSON.stringify({
        _id: 'checkup.broken',
        _type: 'checkup',
        slug: { _type: 'slug', current: 'broken' },
        title: { en: 'Broken', de: 'Kaputt', fr: 'Cassé' },
        price: { chf: 100 },
      }),
    ]);
    const { status, output } = preflight({ NOVA_SEED_PATH: path });
    expect(status).toBe(1);
    expect(output).toContain('"checkup.broken" is malformed: durationMinutes is missing');
  });

  it('stops when a Sanity project is set without its dataset and names the variable', () => {
    const { status, output } = preflight({ SANITY_PROJECT_ID: 'abc123' });
    expect(status).toBe(1);
    expect(output).toContain('SANITY_DATASET');
  });
});
