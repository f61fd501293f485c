import { interpolate, messageOf, pickCopy, textOf } from './copy';

describe('UI copy', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{minutes} Minuten', { minutes: 90 })).toBe('90 Minuten');
    expect(interpolate('{missing} min', {})).toBe('{missing} min');
  });

  it('maps catalogue error ids and message ids to text in the page language', () => {
    const copy = {
      'errors.discount-code-invalid': 'Ungültiger Rabattcode',
      'idleTimeModal.inputEmailError': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    };
    expect(messageOf(copy, 'discount-code-invalid')).toBe('Ungültiger Rabattcode');
    expect(messageOf(copy, 'idleTimeModal.inputEmailError')).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  });

  it('shows an unknown id as given', () => {
    expect(messageOf({}, 'brand-new-server-error')).toBe('brand-new-server-error');
  });

  it('falls back when a key has no text yet', () => {
    expect(textOf({ 'modal.close': 'Schliessen' }, 'modal.close', 'Close')).toBe('Schliessen');
    expect(textOf({}, 'modal.close', 'Close')).toBe('Close');
  });

  it('hands the browser only the keys the widgets read', () => {
    const copy = { 'errors.title': 'T', 'checkup.heading': 'H', 'idleTimeModal.title': 'I' };
    expect(pickCopy(copy, ['errors.', 'idleTimeModal.'])).toEqual({
      'errors.title': 'T',
      'idleTimeModal.title': 'I',
    });
  });
});
