// Site settings' reminder time, waiting-list reach and per-market support contacts: the seed's are valid, and the rules refuse what could not work.
import { markersOf, seedDocument } from './testing/changed';

function settingsWith(fields: Record<string, unknown>) {
  const settings = seedDocument('siteSettings');
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) delete settings[name];
    else settings[name] = value;
  }
  return settings;
}

describe.each<{
  field: string;
  what: string;
  accepted: number[];
  refused: [number | undefined, string][];
}>([
  {
    field: 'reminderHoursBefore',
    what: 'reminder time: whole hours from 1 to 336 (two weeks)',
    accepted: [1, 24, 48, 336],
    refused: [
      [undefined, 'value.required'],
      [0, 'number.minimum'],
      [337, 'number.maximum'],
      [1.5, 'number.integer'],
    ],
  },
  {
    field: 'waitlistNotifyCount',
    what: 'people a freed time is emailed to: whole numbers from 1 to 20',
    accepted: [1, 3, 20],
    refused: [
      [undefined, 'value.required'],
      [0, 'number.minimum'],
      [21, 'number.maximum'],
      [2.5, 'number.integer'],
    ],
  },
])('site settings’ $what', ({ field, accepted, refused }) => {
  it('takes every value within the bounds', async () => {
    for (const value of accepted) {
      expect(await markersOf(settingsWith({ [field]: value }))).toEqual([]);
    }
  });

  it('refuses no value, below, above and a part, on that field alone', async () => {
    for (const [value, rule] of refused) {
      const markers = await markersOf(settingsWith({ [field]: value }));
      expect(markers).toContain(`error ${field}: ${rule}`);
      expect(markers.every((marker) => marker.startsWith(`error ${field}: `))).toBe(true);
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
