// A missing translation shows in English and is logged once, however often the copy is read.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger } from '../server/log';
import { loadUiCopy } from './catalogue';
import { embeddedSource } from './source';

describe('missing translations at run time', () => {
  it('falls back to English and logs the missing key once', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'nova-missing-')), 'seed.ndjson');
    const document = {
      _id: 'uiCopy.nav.back',
      _type: 'uiCopy',
      key: 'nav.back',
      text: { _type: 'localeText', en: 'Back', de: 'Zurück', fr: '' },
    };
    writeFileSync(path, `${JSON.stringify(document)}\n`);
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const source = embeddedSource(path);
    expect((await loadUiCopy(source, 'fr-ch'))['nav.back']).toBe('Back');
    await loadUiCopy(source, 'fr-ch');
    await loadUiCopy(source, 'de-ch');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { document: 'uiCopy.nav.back', field: 'text', language: 'fr' },
      'missing-translation',
    );
    warn.mockRestore();
  });
});
