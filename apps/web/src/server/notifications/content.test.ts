// Editors' email texts come from UI copy in the message's own language, never another language's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageOf } from '../../booking/locale';
import { LOCALES } from '../../booking/types';
import { findSeedPath } from '../../content/seed';
import { embeddedSource } from '../../content/source';
import { loadEmailOverrides } from './content';
import { EMAIL_COPY } from './messages';

describe('email overrides from UI copy', () => {
  it('finds in the seed only the preparation texts, worded as the dictionary words them', async () => {
    // They are in the seed so editors find them in the Studio; until changed, customers read the same.
    const source = embeddedSource(findSeedPath());
    for (const locale of LOCALES) {
      const language = languageOf(locale);
      expect(await loadEmailOverrides(source, locale)).toEqual({
        'email.whatToBring': EMAIL_COPY[language].whatToBring,
        'email.howToPrepare': EMAIL_COPY[language].howToPrepare,
      });
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
