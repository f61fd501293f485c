// Site settings as the storefront and messages read them: each market's support contact, and the reminder time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadReminderHoursBefore, loadSiteSettings } from './catalogue';
import { findSeedPath, loadSeed } from './seed';
import { embeddedSource } from './source';
import { supportContactOf } from './support-contacts';

const general = { supportEmail: 'support@novahealth.ch', supportPhone: '+41 44 505 12 00' };
const GENERAL = { email: 'support@novahealth.ch', phone: '+41 44 505 12 00' };
const GERMAN = { email: 'support@novahealth.de', phone: '+49 89 2154 8800' };

describe('support contact of a market', () => {
  it('is the market’s own when site settings have one', () => {
    const settings = { ...general, supportContacts: { de: GERMAN } };
    expect(supportContactOf(settings, 'de')).toEqual(GERMAN);
    expect(supportContactOf(settings, 'ch')).toEqual(GENERAL);
  });

  it('falls back field by field, and on blanks, to the general contact', () => {
    const settings = {
      ...general,
      supportContacts: { ch: { email: '  ', phone: '+41 58 000 00 00' }, de: null },
    };
    expect(supportContactOf(settings, 'ch')).toEqual({ ...GENERAL, phone: '+41 58 000 00 00' });
    expect(supportContactOf({ ...general, supportContacts: null }, 'de').email).toBe(
      'support@novahealth.ch',
    );
  });
});

describe('site settings in the seed', () => {
  const source = embeddedSource(findSeedPath(__dirname));

  it('give Germany its own support contact and Switzerland the general one', async () => {
    const settings = await loadSiteSettings(source);
    if (settings === null) throw new Error('the seed has no site settings');
    expect(supportContactOf(settings, 'de')).toEqual(GERMAN);
    expect(supportContactOf(settings, 'ch')).toEqual(GENERAL);
  });

  it('remind as many hours ahead as an editor set, and 48 for a value the Studio would refuse', async () => {
    const seed = loadSeed(findSeedPath(__dirname));
    const dir = await mkdtemp(join(tmpdir(), 'nova-settings-'));
    const published = async (reminderHoursBefore: unknown) => {
      const path = join(dir, `${String(reminderHoursBefore)}.ndjson`);
      const documents = seed.map((document) =>
        document._id === 'siteSettings' ? { ...document, reminderHoursBefore } : document,
      );
      await writeFile(path, documents.map((document) => JSON.stringify(document)).join('\n'));
      return embeddedSource(path);
    };
    try {
      expect(await loadReminderHoursBefore(source)).toBe(48);
      expect(await loadReminderHoursBefore(await published(24))).toBe(24);
      expect(await loadReminderHoursBefore(await published(0))).toBe(48);
      expect(await loadReminderHoursBefore(await published(null))).toBe(48);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
