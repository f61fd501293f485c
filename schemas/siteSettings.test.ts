// Site settings' reminder time and per-market support contacts: the seed's are valid, and the rules refuse what could not work.
import { markersOf, seedDocument } from './testing/changed';

function settingsWith(fields: Record<string, unknown>) {
  const settings = seedDocument('siteSettings');
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) delete settings[name];
    else settings[name] = value;
  }
  return settings;
}

describe('site settings’ reminder time', () => {
  it('takes whole hours from 1 to 336 (two weeks)', async () => {
    for (const hours of [1, 24, 48, 336]) {
      expect(await markersOf(settingsWith({ reminderHoursBefore: hours }))).toEqual([]);
    }
  });

  it('refuses no value, zero, more than two weeks and part hours', async () => {
    const refusals: [number | undefined, string][] = [
      [undefined, 'value.required'],
      [0, 'number.minimum'],
      [337, 'number.maximum'],
      [1.5, 'number.integer'],
    ];
    for (const [hours, rule] of refusals) {
      const markers = await markersOf(settingsWith({ reminderHoursBefore: hours }));
      expect(markers).toContain(`error reminderHoursBefore: ${rule}`);
      expect(markers.every((marker) => marker.startsWith('error reminderHoursBefore: '))).toBe(
        true,
      );
    }
  });
});

describe('site settings’ support contacts per market', () => {
  const contacts = (de: Record<string, unknown>) => ({
    supportContacts: { de: { _type: 'supportContact', ...de } },
  });

  it('may leave out a market, or a field of one (the general contact stands in)', async () => {
    expect(await markersOf(settingsWith({ supportContacts: undefined }))).toEqual([]);
    expect(await markersOf(settingsWith(contacts({ phone: '+49 89 2154 8800' })))).toEqual([]);
  });

  it('refuses an email that is none and a phone not in international format', async () => {
    expect(
      await markersOf(settingsWith(contacts({ email: 'support at nova', phone: '089 2154 8800' }))),
    ).toEqual([
      'error supportContacts.de.email: string.email',
      'error supportContacts.de.phone: string.regex-mismatch',
    ]);
  });
});
