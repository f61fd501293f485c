// The generated message modules match the seed: a key added to the seed is typed, and its English is the build's last resort.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { findSeedPath, loadSeed } from '../apps/web/src/content/seed';
import {
  formatMessage,
  isPlainMessage,
  loadMessageFormat,
} from '../apps/web/src/ui/message-format';
import { generatedMessageFiles, MESSAGE_KEYS_PATH, messagesIn } from './messages-generated';

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

describe('the seed’s texts', () => {
  it('that are plain ({name} only) come out without intl-messageformat exactly as it writes them', async () => {
    await loadMessageFormat();
    const seed = loadSeed(findSeedPath());
    for (const language of ['en', 'de', 'fr'] as const) {
      for (const [, text] of messagesIn(seed, language).filter(([, text]) =>
        isPlainMessage(text),
      )) {
        const names = [...text.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1] ?? '');
        const values = Object.fromEntries(names.map((name, index) => [name, `v${index}`]));
        const icu = new IntlMessageFormat(text, language, undefined, { ignoreTag: true });
        expect(formatMessage(text, values, language)).toBe(String(icu.format(values)));
      }
    }
  });
});
