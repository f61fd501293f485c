// The generated message modules match the seed: a key added to the seed is typed, and its English is the build's last resort.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSeedPath, loadSeed } from '../apps/web/src/content/seed';
import { generatedMessageFiles, MESSAGE_KEYS_PATH } from './messages-generated';

describe('the generated message modules', () => {
  const files = generatedMessageFiles(loadSeed(findSeedPath()));

  it.each(Object.keys(files))('%s is current (else run npm run messages:generate)', (path) => {
    expect(readFileSync(join(__dirname, '..', path), 'utf8')).toBe(files[path]);
  });

  it('types each key with the kinds of its placeholders', () => {
    const keys = generatedMessageFiles([
      { _type: 'uiCopy', key: 'a.count', text: { en: '{n, plural, one {# day} other {# days}}' } },
      { _type: 'uiCopy', key: 'a.when', text: { en: 'On {day, date, long}, {name}' } },
      { _type: 'uiCopy', key: 'a.plain', text: { en: 'Back' } },
    ])[MESSAGE_KEYS_PATH];
    expect(keys).toContain('| "a.count"\n  | "a.plain"\n  | "a.when";');
    expect(keys).toContain('"a.count": { n: number };');
    expect(keys).toContain('"a.when": { day: Date | number; name: string | number };');
    expect(keys).not.toContain('"a.plain": {');
  });
});
