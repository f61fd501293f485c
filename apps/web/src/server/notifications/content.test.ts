// Editors' email texts come from UI copy in the message's own language, never another language's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageOf } from '../../booking/locale';
import { richTextWords } from '../../booking/rich-text';
import { LANGUAGES, LOCALES } from '../../booking/types';
import { loadPreparation } from '../../content/catalogue';
import { findSeedPath } from '../../content/seed';
import { embeddedSource } from '../../content/source';
import { loadEmailOverrides } from './content';
import { EMAIL_COPY } from './messages';

describe('email overrides from UI copy', () => {
  it('reads every email text of the seed in each locale’s language, as compiled into the build', async () => {
    const source = embeddedSource(findSeedPath());
    for (const locale of LOCALES) {
      const compiled = EMAIL_COPY[languageOf(locale)];
      expect(await loadEmailOverrides(source, locale)).toEqual(
        Object.fromEntries(Object.entries(compiled).map(([key, text]) => [`email.${key}`, text])),
      );
    }
  });

  it('reads the preparation of the seed as rich text in every language, with the words of the dictionary', async () => {
    const preparation = await loadPreparation(embeddedSource(findSeedPath()));
    for (const language of LANGUAGES) {
      // What to bring became a list of the same things; how to prepare keeps the dictionary's text.
      expect(richTextWords(preparation?.howToPrepare?.[language])).toBe(
        EMAIL_COPY[language].howToPrepare,
      );
      expect(
        preparation?.whatToBring?.[language].every((block) => block.listItem === 'bullet'),
      ).toBe(true);
    }
  });

  it('takes only email keys, in exactly the language asked for', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nova-seed-'));
    const seed = join(dir, 'seed.ndjson');
    const rows = [
      {
        _id: 'a',
        _type: 'uiCopy',
        key: 'email.greeting',
        text: { en: 'Hi {firstName},', de: 'Hallo {firstName},' },
      },
      { _id: 'b', _type: 'uiCopy', key: 'email.teamSignature', text: { en: 'Cheers' } },
      { _id: 'c', _type: 'uiCopy', key: 'checkup.heading', text: { de: 'Check-ups' } },
    ];
    await writeFile(seed, rows.map((row) => JSON.stringify(row)).join('\n'));
    try {
      expect(await loadEmailOverrides(embeddedSource(seed), 'de-ch')).toEqual({
        'email.greeting': 'Hallo {firstName},',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
