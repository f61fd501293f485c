import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it('counts one mailbox however its address is cased or spaced', () => {
    expect(mailboxKey(' Anna@Example.CH ')).toBe('anna@example.ch');
  });

  it('drops a +tag, which most providers deliver to the same mailbox', () => {
    expect(mailboxKey('anna+waitlist1@example.ch')).toBe('anna@example.ch');
    expect(mailboxKey('anna+a+b@example.ch')).toBe('anna@example.ch');
  });

  it('drops the dots of a Gmail local part, and counts googlemail.com as gmail.com', () => {
    expect(mailboxKey('A.n.N.a@gmail.com')).toBe('anna@gmail.com');
    expect(mailboxKey('an.na+x@googlemail.com')).toBe('anna@gmail.com');
  });

  it('keeps the dots elsewhere: they name other mailboxes there', () => {
    expect(mailboxKey('anna.muster@example.ch')).toBe('anna.muster@example.ch');
    expect(mailboxKey('a.nna@gmail.com.evil.example')).toBe('a.nna@gmail.com.evil.example');
  });

  it('leaves what is not an address with a local part as it is (lower-cased), never throws', () => {
    expect(mailboxKey('+tag@example.ch')).toBe('+tag@example.ch');
    expect(mailboxKey('no-at-sign')).toBe('no-at-sign');
    expect(mailboxKey('@example.ch')).toBe('@example.ch');
  });
});
