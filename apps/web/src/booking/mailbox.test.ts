import { recipientMailboxKey } from './mailbox';

describe('the mailbox a limit counts', () => {
  it('is one key for every spelling that reaches one mailbox', () => {
    const spellings = [
      'victim@example.ch',
      'Victim@example.ch',
      ' VICTIM@EXAMPLE.CH ',
      'victim+1@example.ch',
      'victim+refund@Example.CH',
      'Victim+2+3@example.ch',
    ];
    expect(new Set(spellings.map(recipientMailboxKey))).toEqual(new Set(['victim@example.ch']));
  });

  it('drops the dots at gmail.com, and counts googlemail.com as gmail.com', () => {
    const spellings = [
      'anna.muster@gmail.com',
      'annamuster@gmail.com',
      'A.n.n.a.Muster@GMAIL.com',
      'anna.muster+nova@gmail.com',
      'annamuster@googlemail.com',
      'anna.m.uster+x@googlemail.com',
    ];
    expect(new Set(spellings.map(recipientMailboxKey))).toEqual(new Set(['annamuster@gmail.com']));
  });

  it('keeps the dots where a provider may tell them apart, and different mailboxes apart', () => {
    expect(recipientMailboxKey('anna.muster@example.ch')).toBe('anna.muster@example.ch');
    expect(recipientMailboxKey('anna.muster@example.ch')).not.toBe(
      recipientMailboxKey('annamuster@example.ch'),
    );
    expect(recipientMailboxKey('anna@example.ch')).not.toBe(recipientMailboxKey('anna@example.de'));
    expect(recipientMailboxKey('a.nna@gmail.com.evil.example')).toBe(
      'a.nna@gmail.com.evil.example',
    );
    expect(recipientMailboxKey('a.nna@gmail.com.evil.example')).toBe(
      'a.nna@gmail.com.evil.example',
    );
  });

  it('leaves an address without a local part or tag alone, beyond its case', () => {
    expect(recipientMailboxKey('+tag@example.ch')).toBe('+tag@example.ch');
    expect(recipientMailboxKey('No-At-Sign')).toBe('no-at-sign');
  });
});
