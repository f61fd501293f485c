import { openingDay } from './opening-month';

describe('the month the time slot calendar opens on', () => {
  it('is the first month, when it has enough free days', () => {
    expect(openingDay(['2027-03-10', '2027-03-11', '2027-03-12', '2027-04-01'])).toBe('2027-03-10');
  });

  it('skips a month with a single free day at its end for the next with more choice', () => {
    expect(openingDay(['2027-03-31', '2027-04-01', '2027-04-02', '2027-04-06', '2027-04-07'])).toBe(
      '2027-04-01',
    );
  });

  it('is the month with the most free days when none has enough, the earlier on a tie', () => {
    expect(openingDay(['2027-03-31', '2027-04-05', '2027-04-06', '2027-05-03'])).toBe('2027-04-05');
    expect(openingDay(['2027-03-30', '2027-04-05'])).toBe('2027-03-30');
  });

  it('reads the days in any order, and has none without a free day', () => {
    expect(openingDay(['2027-04-03', '2027-03-31', '2027-04-02', '2027-04-01'])).toBe('2027-04-01');
    expect(openingDay([])).toBeNull();
  });
});
