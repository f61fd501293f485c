// Validation names the fix: what an editor reads under a field that stops publishing, or warns.
import { seedDocument } from './testing/changed';
import { loadSeed, pathText, type SeedDocument, validate } from './testing/validate';

const seed = loadSeed();

/** "level path: message" of each marker of `document` validated in place of its seed version. */
async function messagesOf(document: SeedDocument): Promise<string[]> {
  const dataset = [...seed.filter((other) => other._id !== document._id), document];
  const { markers } = await validate(document, dataset);
  return markers.map((marker) => `${marker.level} ${pathText(marker)}: ${marker.message}`);
}

describe('a check-up', () => {
  it('sold in Germany without a EUR price asks for the EUR amount', async () => {
    const checkup = seedDocument('checkup.whole_body_scan');
    checkup.countries = ['ch', 'de'];
    expect(await messagesOf(checkup)).toContain(
      'error price.eur: Add the EUR amount: this is sold in Germany (or untick Germany under "Sold in").',
    );
  });

  it('without a German title asks for the German text, as a warning', async () => {
    const checkup = seedDocument('checkup.whole_body_scan');
    checkup.title = { _type: 'localeString', en: 'Whole Body Scan', fr: 'Scan du corps entier' };
    expect(await messagesOf(checkup)).toEqual([
      'warning title.de: Add the German text: until then English is shown.',
    ]);
  });

  it('says what to fill in rather than "Required", and keeps a rule’s own message beside it', async () => {
    const checkup = seedDocument('checkup.whole_body_scan');
    delete checkup.durationMinutes;
    checkup.reservationType = 'downpayment';
    delete checkup.downpaymentAmount;
    expect(await messagesOf(checkup)).toEqual([
      'error durationMinutes: Add the duration in minutes.',
      'error reservationType: Set the downpayment amount below.',
    ]);
  });
});

describe('a location', () => {
  it('taking bookings without rooms or hours says to add them or mark it coming soon', async () => {
    const location = seedDocument('location.bern');
    location.rooms = [];
    location.openingHours = [];
    expect(await messagesOf(location)).toEqual([
      'error rooms: Add at least one room, or mark the location “Coming soon”.',
      'error openingHours: Add opening hours for at least one weekday, or mark the location “Coming soon”.',
    ]);
  });

  it('with a day closing before it opens, or without an opening time, names the time to fix', async () => {
    const location = seedDocument('location.bern');
    const [monday, tuesday] = Array.isArray(location.openingHours) ? location.openingHours : [];
    location.openingHours = [
      { ...monday, open: '18:00', close: '08:00' },
      { ...tuesday, open: undefined },
    ];
    const messages = await messagesOf(location);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/close: Pick a closing time after the opening time\.$/);
    expect(messages[1]).toMatch(/open: Add the time it opens, or tick “Closed all day”\.$/);
  });
});

describe('a discount code', () => {
  it('of more than 100 % asks to lower the value', async () => {
    const code = seedDocument('discountCode.NOVA10');
    code.value = 150;
    expect(await messagesOf(code)).toEqual([
      'error value: Lower the value to 100 or less: a discount cannot exceed 100 %.',
    ]);
  });

  it('ending before it starts asks for a later end', async () => {
    const code = seedDocument('discountCode.NOVA10');
    code.validUntil = '2025-12-31';
    expect(await messagesOf(code)).toEqual([
      'error validUntil: Pick an end on or after "Valid from", or move "Valid from" earlier.',
    ]);
  });
});

describe('site settings’ legal entity per market', () => {
  it('are valid in the seed, one for each market', async () => {
    expect(await messagesOf(seedDocument('siteSettings'))).toEqual([]);
  });

  it('name each missing imprint detail of a market', async () => {
    const settings = seedDocument('siteSettings');
    settings.legalEntities = {
      ch: {
        _type: 'legalEntity',
        name: 'Nova Health AG',
        address: 'Bellerivestrasse 10\n8008 Zürich',
      },
    };
    const messages = await messagesOf(settings);
    expect(messages.filter((message) => message.startsWith('error'))).toEqual([
      'error legalEntities.ch.registerNumber: Add the commercial register entry (register and number).',
      'error legalEntities.ch.responsiblePerson: Add the person responsible for the content.',
      'error legalEntities.de.name: Add the company’s registered name.',
      'error legalEntities.de.address: Add the company’s registered address.',
      'error legalEntities.de.registerNumber: Add the commercial register entry (register and number).',
      'error legalEntities.de.responsiblePerson: Add the person responsible for the content.',
    ]);
  });
});
