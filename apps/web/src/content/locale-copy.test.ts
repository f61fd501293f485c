// A locale reads its own wording of a UI text where editors wrote one, else its language's text, else English.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadUiCopy, loadUiCopyOverrides } from './catalogue';
import { embeddedSource } from './source';

const STREET = {
  _id: 'uiCopy.form.street',
  _type: 'uiCopy',
  key: 'form.street',
  text: { _type: 'localeText', en: 'Street', de: 'Strasse', fr: 'Rue' },
  localeOverrides: [
    { _key: 'de', _type: 'localeOverride', locale: 'de-de', text: 'Straße' },
    { _key: 'blank', _type: 'localeOverride', locale: 'en-de', text: '  ' },
  ],
};
const SIGNATURE = {
  _id: 'uiCopy.email.teamSignature',
  _type: 'uiCopy',
  key: 'email.teamSignature',
  text: { _type: 'localeText', en: 'Your {brand} team', de: 'Ihr {brand}-Team' },
  localeOverrides: [
    { _key: 'de', _type: 'localeOverride', locale: 'de-de', text: 'Viele Grüße, Ihr {brand}-Team' },
    { _key: 'fr', _type: 'localeOverride', locale: 'fr-ch', text: 'Votre équipe {brand}' },
  ],
};

function sourceOf(...documents: object[]) {
  const path = join(mkdtempSync(join(tmpdir(), 'nova-locale-copy-')), 'seed.ndjson');
  writeFileSync(path, documents.map((document) => JSON.stringify(document)).join('\n'));
  return embeddedSource(path);
}

describe('UI copy per locale', () => {
  const source = sourceOf(STREET, SIGNATURE);

  it('gives de-de its own wording and de-ch the language’s Swiss text', async () => {
    expect((await loadUiCopy(source, 'de-de'))['form.street']).toBe('Straße');
    expect((await loadUiCopy(source, 'de-ch'))['form.street']).toBe('Strasse');
  });

  it('gives a locale without its own wording (or with a blank one) its language’s text', async () => {
    expect((await loadUiCopy(source, 'en-de'))['form.street']).toBe('Street');
    expect((await loadUiCopy(source, 'fr-ch'))['form.street']).toBe('Rue');
  });

  it('gives emails of a locale its own wording, and no English where its language has none', async () => {
    expect(await loadUiCopyOverrides(source, 'de-de', 'email.')).toEqual({
      'email.teamSignature': 'Viele Grüße, Ihr {brand}-Team',
    });
    expect(await loadUiCopyOverrides(source, 'de-ch', 'email.')).toEqual({
      'email.teamSignature': 'Ihr {brand}-Team',
    });
    // French has no text of its own, but fr-ch has its wording; a French message takes that.
    expect(await loadUiCopyOverrides(source, 'fr-ch', 'email.')).toEqual({
      'email.teamSignature': 'Votre équipe {brand}',
    });
  });
});
