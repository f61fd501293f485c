// The consent a reservation needs: both boxes ticked, the current version, and the texts' links.
import { acceptConsent, consentTextParts } from './consent';
import { consentSchema } from './consent-schema';
import { BookingError } from './errors';
import { reservationCreateSchema } from './reservation-payload';
import { validatePayload } from './validation';

const NOW = new Date('2027-03-01T08:00:00Z');
const GIVEN = { version: '2026-12-01', terms: true, healthData: true };

describe('the consent a create request carries', () => {
  it('accepts both boxes ticked with a version', () => {
    expect(validatePayload(consentSchema(), GIVEN)).toEqual({ ok: true, value: GIVEN });
  });

  it.each([
    ['terms unticked', { ...GIVEN, terms: false }, 'terms'],
    ['health data unticked', { ...GIVEN, healthData: false }, 'healthData'],
    ['health data missing', { version: GIVEN.version, terms: true }, 'healthData'],
    ['no version', { terms: true, healthData: true }, 'version'],
  ])('refuses %s as consent-required, naming the box', (_case, consent, field) => {
    const result = validatePayload(consentSchema(), consent);
    expect(result).toMatchObject({ ok: false, error: 'consent-required', fields: [field] });
  });

  it('names the consent among the fields of a body wrong elsewhere too', () => {
    const schema = reservationCreateSchema({ today: '2027-03-01' });
    const result = validatePayload(schema, { reservationData: {}, url: 'https://x.ch' });
    expect(result).toMatchObject({ ok: false, error: 'validation-failed' });
    if (!result.ok) expect(result.fields).toContain('reservationData.consent');
  });

  it('does not take "true" as a tick', () => {
    const result = validatePayload(consentSchema(), { ...GIVEN, terms: 'true' });
    expect(result).toMatchObject({ ok: false, fields: ['terms'] });
  });
});

describe('accepting consent', () => {
  it('records the current version and the server time', () => {
    expect(acceptConsent(GIVEN, '2026-12-01', NOW)).toEqual({
      version: '2026-12-01',
      acceptedAt: NOW,
    });
  });

  it('refuses consent to an earlier wording so the page loads the current one', () => {
    expect(() => acceptConsent(GIVEN, '2027-01-15', NOW)).toThrow(
      new BookingError('consent-version-outdated'),
    );
  });

  it('refuses a box left unticked before looking at the version', () => {
    expect(() => acceptConsent({ ...GIVEN, healthData: false }, 'other', NOW)).toThrow(
      new BookingError('consent-required'),
    );
  });
});

describe('a consent text with links', () => {
  it('cuts the text into runs and links, in order, a site path leading to the page of the locale', () => {
    expect(
      consentTextParts(
        'I accept the [terms](https://a.ch/terms) and the [notice](/privacy).',
        'de-ch',
      ),
    ).toEqual([
      { text: 'I accept the ' },
      { text: 'terms', href: 'https://a.ch/terms' },
      { text: ' and the ' },
      { text: 'notice', href: '/de-ch/privacy' },
      { text: '.' },
    ]);
  });

  it('shows a link to anything but https or a path as its label alone', () => {
    expect(consentTextParts('[click](javascript:alert(1)) [x](//evil.example)', 'en-ch')).toEqual([
      { text: '[click](javascript:alert(1)) ' },
      { text: 'x' },
    ]);
  });

  it('leaves a text without links as one run', () => {
    expect(consentTextParts('I consent.', 'en-ch')).toEqual([{ text: 'I consent.' }]);
  });
});
