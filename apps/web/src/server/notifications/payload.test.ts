// An outbox payload is read back field by field: malformed ones are refused, extra personal data is dropped.

import { composeMessage } from './compose';
import { InvalidNotificationPayload, parseBookingMessageData } from './payload';
import { messageData, SETTINGS } from './test-fixtures';
import { MESSAGE_KINDS } from './types';

/** Through JSON, as the outbox's jsonb column stores it. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('outbox payload', () => {
  it.each(MESSAGE_KINDS)('reads a stored %s back as it was written', (kind) => {
    const data = messageData(kind, 'fr');
    expect(parseBookingMessageData(stored(data))).toEqual(data);
  });

  it('drops whatever else a payload carries', () => {
    const data = messageData('confirmation');
    const bloated = {
      ...data,
      birthDate: '1980-01-01',
      recipient: { ...data.recipient, phone: '+41790000000', lastName: 'Muster' },
    };
    const parsed = parseBookingMessageData(stored(bloated));
    expect(JSON.stringify(parsed)).not.toMatch(/birthDate|phone|lastName|Muster/);
  });

  it('reads a confirmation queued before add-ons were carried, which is then sent without them', async () => {
    // As such a row was stored: a `whatToBring` of null, no `addOns`.
    const older: Record<string, unknown> = { ...messageData('confirmation'), whatToBring: null };
    delete older.addOns;
    const parsed = parseBookingMessageData(stored(older));
    expect(parsed).toMatchObject({ kind: 'confirmation', addOns: null });
    expect((await composeMessage(parsed, SETTINGS)).text).not.toContain('Add-ons');
  });

  it.each([
    ['no object', null],
    ['an unknown kind', { ...messageData('confirmation'), kind: 'newsletter' }],
    ['a start without offset', { ...messageData('confirmation'), start: '2026-12-01T09:00:00' }],
    ['an unknown locale', { ...messageData('reminder'), locale: 'it-ch' }],
    [
      'a fractional amount',
      { ...messageData('confirmation'), amounts: { ...messageData('pay-later'), total: 1.5 } },
    ],
    [
      'a pay-later link that is not http',
      { ...messageData('pay-later'), links: { payLater: 'javascript:alert(1)' } },
    ],
    ['a partner invitation without its link', { ...messageData('partner-invitation'), links: {} }],
    [
      'add-ons that are no list of titles',
      { ...messageData('reminder'), addOns: { customer: 'Low-dose lung CT', partner: null } },
    ],
  ])('refuses %s, naming the field but no value', (_, payload) => {
    expect(() => parseBookingMessageData(stored(payload))).toThrow(InvalidNotificationPayload);
    try {
      parseBookingMessageData(stored(payload));
    } catch (error) {
      expect(String(error)).not.toContain('@example.com');
    }
  });
});
