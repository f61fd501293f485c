import { createHmac } from 'node:crypto';
import { signatureHeader, verifySignature } from './signature';

const AT = new Date('2026-12-01T09:00:00Z');
const BODY = '{"id":"evt_NOVA-7K2Q9M_1","type":"booking.confirmed"}';

describe('the clinic webhook signature', () => {
  it('is an HMAC-SHA256 over the timestamp and the raw body, as Stripe signs', () => {
    const header = signatureHeader('secret', BODY, AT);
    const t = AT.getTime() / 1000;
    const expected = createHmac('sha256', 'secret').update(`${t}.${BODY}`).digest('hex');
    expect(header).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies a fresh signature of the same body with the same secret', () => {
    const header = signatureHeader('secret', BODY, AT);
    expect(verifySignature('secret', BODY, header, new Date(AT.getTime() + 60_000))).toBe('valid');
  });

  it('refuses another body, another secret, an old timestamp or a malformed header', () => {
    const header = signatureHeader('secret', BODY, AT);
    expect(verifySignature('secret', `${BODY} `, header, AT)).toBe('mismatch');
    expect(verifySignature('other', BODY, header, AT)).toBe('mismatch');
    expect(verifySignature('secret', BODY, header, new Date(AT.getTime() + 301_000))).toBe(
      'too-old',
    );
    expect(verifySignature('secret', BODY, null, AT)).toBe('malformed');
    expect(verifySignature('secret', BODY, 't=abc,v1=zz', AT)).toBe('malformed');
  });

  it('accepts any of several v1 signatures, for a secret being rolled', () => {
    const ours = signatureHeader('secret', BODY, AT).split(',')[1];
    const t = AT.getTime() / 1000;
    const header = `t=${t},v1=${'0'.repeat(64)},${ours}`;
    expect(verifySignature('secret', BODY, header, AT)).toBe('valid');
  });
});
