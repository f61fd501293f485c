import { CAMPAIGN_VALUE_MAX_LENGTH } from '../booking/campaign';
import { readCampaign, readRawQuery } from '../booking/query-params';
import { validatePayload } from '../booking/validation';
import { idlePopupSchema, leadRequestSchema } from './schema';

describe('a lead from the idle popup', () => {
  it('takes an email alone, or a phone number alone', () => {
    expect(
      validatePayload(leadRequestSchema, { email: ' anna@example.ch ', locale: 'de-ch' }),
    ).toMatchObject({
      ok: true,
      value: { email: 'anna@example.ch', phoneNumber: '', locale: 'de-ch' },
    });
    expect(validatePayload(leadRequestSchema, { phoneNumber: '+41 79 123 45 67' })).toMatchObject({
      ok: true,
      value: { email: '', phoneNumber: '+41791234567' },
    });
  });

  it('refuses neither, a malformed email or a short phone number, with the popup message ids', () => {
    expect(validatePayload(leadRequestSchema, {})).toMatchObject({
      ok: false,
      messages: { email: 'idleTimeModal.inputEmailError' },
    });
    expect(validatePayload(leadRequestSchema, { email: 'anna@example' })).toMatchObject({
      ok: false,
      fields: ['email'],
    });
    for (const email of ['foo@bar.c', 'anna@gmail'])
      expect(validatePayload(idlePopupSchema, { email })).toMatchObject({
        ok: false,
        messages: { email: 'idleTimeModal.inputEmailError' },
      });
    expect(
      validatePayload(leadRequestSchema, { email: 'anna@example.ch', phoneNumber: '123' }),
    ).toMatchObject({
      ok: false,
      messages: { phoneNumber: 'idleTimeModal.inputPhoneError' },
    });
  });

  it('keeps campaign values and drops what it does not know', () => {
    const result = validatePayload(leadRequestSchema, {
      email: 'a@b.ch',
      campaign: { utmSource: 'newsletter', evil: 'x' },
      extra: 1,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { campaign: { utmSource: 'newsletter', gclid: null } },
    });
    expect(result.ok && 'extra' in result.value).toBe(false);
  });

  it('accepts every campaign value the address kept, up to the one limit', () => {
    // The address once kept 500 characters and the lead refused more than 200: the lead was lost.
    const longest = 'x'.repeat(CAMPAIGN_VALUE_MAX_LENGTH);
    const kept = readCampaign(readRawQuery({ utm_campaign: longest }));
    expect(kept.utmCampaign).toBe(longest);
    expect(validatePayload(leadRequestSchema, { email: 'a@b.ch', campaign: kept })).toMatchObject({
      ok: true,
      value: { campaign: { utmCampaign: longest } },
    });
    expect(
      validatePayload(leadRequestSchema, {
        email: 'a@b.ch',
        campaign: { utmCampaign: `${longest}x` },
      }),
    ).toMatchObject({ ok: false, messages: { 'campaign.utmCampaign': 'validation.tooLong' } });
  });
});

describe('the idle popup', () => {
  const idle = (input: unknown) => validatePayload(idlePopupSchema, input);
  it('needs an email of the form something@something.something without spaces', () => {
    expect(idle({ email: 'anna@example.ch' }).ok).toBe(true);
    expect(idle({ email: ' anna@example.ch ' }).ok).toBe(true);
    for (const email of ['', 'anna', 'anna@example', 'an na@example.ch', 'anna@exa mple.ch']) {
      expect(idle({ email })).toMatchObject({
        ok: false,
        messages: { email: 'idleTimeModal.inputEmailError' },
      });
    }
    expect(idle({})).toMatchObject({
      ok: false,
      messages: { email: 'idleTimeModal.inputEmailError' },
    });
  });
  it('takes an optional phone of an optional plus and 8 to 15 digits', () => {
    expect(idle({ email: 'a@b.ch', phone: '' }).ok).toBe(true);
    expect(idle({ email: 'a@b.ch', phone: '+41791234567' }).ok).toBe(true);
    expect(idle({ email: 'a@b.ch', phone: '12345678' }).ok).toBe(true);
    expect(idle({ email: 'a@b.ch', phone: '+41 79 123 45 67' })).toEqual({
      ok: true,
      value: { email: 'a@b.ch', phone: '+41791234567' },
    });
    for (const phone of ['1234567', '+1234567890123456', '079-123-45-67', '++41791234567']) {
      expect(idle({ email: 'a@b.ch', phone })).toMatchObject({
        ok: false,
        messages: { phone: 'idleTimeModal.inputPhoneError' },
      });
    }
  });
});
