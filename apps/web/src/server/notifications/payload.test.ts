// An outbox payload is read back field by field: malformed ones are refused, extra personal data is dropped.
import { InvalidNotificationPayload, parseBookingMessageData } from './payload';
import { messageData } from './test-fixtures';
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
  ])('refuses %s, naming the field but no value', (_, payload) => {
    expect(() => parseBookingMessageData(stored(payload))).toThrow(InvalidNotificationPayload);
    try {
      parseBookingMessageData(stored(payload));
    } catch (error) {
      expect(String(error)).not.toContain('@example.com');
    }
  });
});
