import { interpolate } from './copy';

describe('UI copy placeholders', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{minutes} Minuten', { minutes: 90 })).toBe('90 Minuten');
    expect(interpolate('{missing} min', {})).toBe('{missing} min');
  });
});
