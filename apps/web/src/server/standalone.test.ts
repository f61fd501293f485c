// The standalone output's configuration: taken from the build's record only where next.config.ts is absent.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyBuiltConfigWhenStandalone } from './standalone';

function folder({ config, built }: { config: boolean; built: boolean }): string {
  const dir = mkdtempSync(join(tmpdir(), 'nova-standalone-'));
  if (config) writeFileSync(join(dir, 'next.config.ts'), 'export default {};\n');
  if (built) {
    mkdirSync(join(dir, '.next'));
    const manifest = { version: 1, config: { distDir: '.next', poweredByHeader: false } };
    writeFileSync(join(dir, '.next', 'required-server-files.json'), JSON.stringify(manifest));
  }
  return dir;
}

const KEY = '__NEXT_PRIVATE_STANDALONE_CONFIG';

describe('the standalone configuration', () => {
  it('hands Next.js the recorded configuration in a build without next.config.ts', () => {
    const env: Record<string, string | undefined> = {};
    expect(applyBuiltConfigWhenStandalone(folder({ config: false, built: true }), env)).toBe(true);
    expect(JSON.parse(env[KEY] ?? '')).toEqual({ distDir: '.next', poweredByHeader: false });
  });

  it('changes nothing in the repository, where next.config.ts is', () => {
    const env: Record<string, string | undefined> = {};
    expect(applyBuiltConfigWhenStandalone(folder({ config: true, built: true }), env)).toBe(false);
    expect(env[KEY]).toBeUndefined();
  });

  it('changes nothing without a build', () => {
    const env: Record<string, string | undefined> = {};
    expect(applyBuiltConfigWhenStandalone(folder({ config: false, built: false }), env)).toBe(
      false,
    );
    expect(env[KEY]).toBeUndefined();
  });
});
