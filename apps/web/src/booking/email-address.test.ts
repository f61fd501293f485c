// Email addresses: which can reach anyone, and the correction offered for a big provider's typo.
import { editDistance, isPlausibleEmail, suggestEmail } from './email-address';

describe('a plausible email address', () => {
  it.each([
    'anna@gmail.com',
    ' anna.muster+nova@bluewin.ch ',
    'a@b.co',
    'jean-luc@orange.fr',
    'max@t-online.de',
    'müller@bücher.de',
    'ben@xn--bcher-kva.ch',
    'anna@mail.example.museum',
  ])('accepts %s', (email) => {
    expect(isPlausibleEmail(email)).toBe(true);
  });

  it.each([
    'anna@gmail',
    'foo@bar',
    'anna@gmail.c',
    'anna@gmail.',
    'anna@.com',
    'anna@gmail..com',
    'anna@-gmail.com',
    'anna@gmail.123',
    'anna gmail.com',
    'anna@@gmail.com',
    'an na@gmail.com',
    '@gmail.com',
    'anna@',
    '',
  ])('refuses %s: no mail reaches it', (email) => {
    expect(isPlausibleEmail(email)).toBe(false);
  });
});

describe('the likely correction', () => {
  it.each([
    ['anna@gmail', 'anna@gmail.com'],
    ['anna@gmial.com', 'anna@gmail.com'],
    ['anna@gmai.com', 'anna@gmail.com'],
    ['anna@gmail.co', 'anna@gmail.com'],
    ['anna@gmail.con', 'anna@gmail.com'],
    ['anna@gmail.ch', 'anna@gmail.com'],
    ['anna@gmail,com', 'anna@gmail.com'],
    ['anna@googlemail.con', 'anna@googlemail.com'],
    ['anna@hotmial.com', 'anna@hotmail.com'],
    ['anna@hotmail.c', 'anna@hotmail.ch'],
    ['anna@outlok.com', 'anna@outlook.com'],
    ['anna@yahooo.fr', 'anna@yahoo.fr'],
    ['anna@icloud.co', 'anna@icloud.com'],
    ['anna@gmx', 'anna@gmx.ch'],
    ['anna@gmx.dee', 'anna@gmx.de'],
    ['max@web', 'max@web.de'],
    ['max@wb.de', 'max@web.de'],
    ['anna@bluewin.com', 'anna@bluewin.ch'],
    ['anna@bluwin.ch', 'anna@bluewin.ch'],
    ['max@t-online', 'max@t-online.de'],
    ['max@tonline.de', 'max@t-online.de'],
    ['jean@orange.ff', 'jean@orange.fr'],
    ['jean@fre.fr', 'jean@free.fr'],
    ['anna@hispeed', 'anna@hispeed.ch'],
    ['anna@sunrize.ch', 'anna@sunrise.ch'],
    [' Anna.Muster@GMAIL.CMO ', 'Anna.Muster@gmail.com'],
  ])('offers %s → %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    'anna@gmail.com',
    'anna@GMAIL.COM',
    'anna@mail.com',
    'anna@gmx.net',
    'anna@gmx.com',
    'anna@nova-health.ch',
    'foo@bar',
    'anna@uni-zuerich.ch',
    'anna',
    'anna@',
    '@gmail.com',
  ])('offers nothing for %s: right as typed, or nothing close to a big provider', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });

  it('offers only addresses the form then accepts', () => {
    for (const typed of ['anna@gmail', 'anna@gmx', 'max@t-online', 'anna@hotmail.c'])
      expect(isPlausibleEmail(suggestEmail(typed) ?? '')).toBe(true);
  });

  it('counts a swap of two neighbouring letters as one slip', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('gmail', 'gmail')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
