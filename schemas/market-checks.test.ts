// content:check on a market's words: a company or address other than the market's legal entity, the cancellation policy written out, and Swiss-only German on de-de.
import { legalIdentityProblems, policyWordingProblems, swissWordProblems } from './market-checks';

const settings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  legalEntities: {
    ch: { name: 'Nova Health AG', address: 'Bellerivestrasse 10\n8008 Zürich' },
    de: { name: 'Nova Health GmbH', address: 'Leopoldstraße 10\n80802 München' },
  },
};

const uiCopy = (
  key: string,
  text: Record<string, string>,
  overrides: Record<string, string> = {},
) => ({
  _id: `uiCopy.${key}`,
  _type: 'uiCopy',
  key,
  text: { _type: 'localeText', ...text },
  localeOverrides: Object.entries(overrides).map(([locale, wording]) => ({
    _key: locale,
    _type: 'localeOverride',
    locale,
    text: wording,
  })),
});

const legalPage = (kind: string, body: Record<string, string>) => ({
  _id: `legalPage.${kind}`,
  _type: 'legalPage',
  kind,
  body: Object.fromEntries(
    Object.entries(body).map(([language, text]) => [
      language,
      [{ _type: 'block', children: [{ _type: 'span', text, marks: [] }] }],
    ]),
  ),
});

describe('one company per market', () => {
  it('fails an imprint naming another street than the Swiss entity, and the Swiss AG on German pages', () => {
    const imprint = legalPage('imprint', {
      en: 'Nova Health AG, Bahnhofstrasse 10, 8001 Zurich.',
      fr: 'Nova Health AG, Bellerivestrasse 10, 8008 Zurich.',
    });
    const problems = legalIdentityProblems([settings, imprint]);
    const said = problems.map(({ where, problem }) => {
      const [, named, market] = /names the \w+ "([^"]+)", but the (\w+)/.exec(problem) ?? [];
      return `${where}: ${named} (${market})`;
    });
    // French pages are Swiss only: the AG at the entity's address is right there.
    expect(said).toEqual([
      'en: Nova Health AG (DE)',
      'en: Bahnhofstrasse 10 (CH)',
      'en: Bahnhofstrasse 10 (DE)',
    ]);
    expect(problems[1]?.problem).toContain('CH legal entity');
    expect(problems[0]?.path).toBe('body.en[0].children[0].text');
  });

  it('accepts a locale’s own wording naming its market’s company, and text naming none', () => {
    const footerNote = uiCopy(
      'footer.note',
      { en: 'Booked with Nova.', de: 'Gebucht bei Nova.', fr: 'Réservé chez Nova.' },
      { 'de-de': 'Ihr Vertragspartner: Nova Health GmbH, Leopoldstraße 10.' },
    );
    expect(legalIdentityProblems([settings, footerNote])).toEqual([]);
  });

  it('fails a company named in a locale whose market sells through another', () => {
    const wrong = uiCopy('footer.note', { en: 'Nova' }, { 'de-de': 'Nova Health AG, Zürich' });
    expect(legalIdentityProblems([settings, wrong])).toEqual([
      expect.objectContaining({ where: 'de-de', path: 'localeOverrides[0].text' }),
    ]);
  });

  it('leaves the clinics’ own addresses alone', () => {
    const clinic = {
      _id: 'location.bern',
      _type: 'location',
      address: { en: 'Bundesplatz 1, 3011 Bern', de: 'Bundesplatz 1, 3011 Bern' },
    };
    expect(legalIdentityProblems([settings, clinic])).toEqual([]);
  });
});

describe('the cancellation policy from site settings only', () => {
  it('fails terms that write the hours out and a page promising cancelling "at any time"', () => {
    const terms = legalPage('terms', {
      en: 'You may move or cancel free of charge up to 48 hours before it starts.',
      de: 'Sie können bis 48 Stunden vor Beginn kostenlos stornieren.',
    });
    const success = uiCopy('success.manageText', {
      en: 'See or cancel your booking at any time with your personal link.',
      fr: 'Annulez votre réservation à tout moment.',
    });
    expect(policyWordingProblems([terms, success]).map((problem) => problem.problem)).toEqual([
      expect.stringContaining('"48 hours"'),
      expect.stringContaining('"48 Stunden"'),
      expect.stringContaining('"at any time"'),
      expect.stringContaining('"à tout moment"'),
    ]);
  });

  it('accepts hours from a placeholder, and "at any time" about something else', () => {
    const texts = [
      uiCopy('terms.policy.tier', {
        en: '{percent} % refunded if you cancel at least {hours} hours before the start.',
      }),
      uiCopy('consent.text', { en: 'You can change your choice at any time.' }),
      uiCopy('waitlist', { de: 'Bitte bestätigen Sie innerhalb von 24 Stunden.' }),
    ];
    expect(policyWordingProblems(texts)).toEqual([]);
  });
});

describe('German for Germany on de-de', () => {
  it('fails Swiss-only words in German that de-de shows, naming what Germany writes', () => {
    const total = uiCopy('manage.total', { de: 'Total' });
    const quotes = uiCopy('notice.location', { de: 'Der Standort «{value}»' });
    const privacy = legalPage('privacy', {
      de: 'Wir bearbeiten Ihre Personendaten gemäss Gesetz.',
    });
    const problems = swissWordProblems([total, quotes, privacy]).map((problem) => problem.problem);
    expect(problems).toEqual([
      expect.stringContaining('"Total"'),
      expect.stringContaining('"«"'),
      expect.stringContaining('"gemäss"'),
      expect.stringContaining('"Personendaten"'),
      expect.stringContaining('"bearbeiten"'),
    ]);
    expect(problems[2]).toContain('gemäß');
  });

  it('accepts Swiss German where de-de has its own wording, and the wording when it is German', () => {
    const street = uiCopy(
      'form.street',
      { de: 'Strasse und Hausnummer' },
      { 'de-de': 'Straße und Hausnummer' },
    );
    expect(swissWordProblems([street])).toEqual([]);
    const stillSwiss = uiCopy('form.street', { de: 'Strasse' }, { 'de-de': 'Strasse' });
    expect(swissWordProblems([stillSwiss])).toEqual([expect.objectContaining({ where: 'de-de' })]);
  });

  it('leaves English and French alone', () => {
    expect(swissWordProblems([uiCopy('summary.total', { en: 'Total', fr: 'Total' })])).toEqual([]);
  });
});
