// The receipt's instalment schedule: the split the payment was charged with, dated month by month from the first payment.
import { addMonthsToDate, datedInstalments, planOf } from './instalment-schedule';

describe('the dated instalment schedule', () => {
  it('dates twelve months of CHF 4480 from the day of booking, the first carrying the remainder', () => {
    const schedule = datedInstalments({ total: 448000, months: 12, firstDate: '2027-03-04' });
    expect(schedule).toHaveLength(12);
    expect(schedule[0]).toEqual({ number: 1, date: '2027-03-04', amount: 37337 });
    expect(schedule[1]).toEqual({ number: 2, date: '2027-04-04', amount: 37333 });
    expect(schedule[11]).toEqual({ number: 12, date: '2028-02-04', amount: 37333 });
    expect(schedule.reduce((sum, month) => sum + month.amount, 0)).toBe(448000);
  });

  it('is empty when the booking is paid in one go', () => {
    expect(datedInstalments({ total: 249000, months: 0, firstDate: '2027-03-04' })).toEqual([]);
  });

  it('moves a day a shorter month lacks to its last day, and keeps the day after it', () => {
    const dates = datedInstalments({ total: 60000, months: 6, firstDate: '2027-01-31' }).map(
      (month) => month.date,
    );
    expect(dates).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
    expect(addMonthsToDate('2028-01-30', 1)).toBe('2028-02-29');
  });

  it('refuses a date that is not one', () => {
    expect(() => addMonthsToDate('2027-02-30', 1)).toThrow(RangeError);
  });
});

describe('the plan a booking charges', () => {
  it('is the stored plan when it is a whole plan of the booking, as a move to another clinic leaves it', () => {
    const moved = [41500, 36500, 36500, 36500, 36500, 36500];
    expect(planOf({ plan: moved, total: 224000, months: 6 })).toEqual(moved);
    expect(
      datedInstalments({ total: 224000, months: 6, firstDate: '2027-03-04', plan: moved }).map(
        (month) => month.amount,
      ),
    ).toEqual(moved);
  });

  it('is the split of the total when the stored plan is missing or does not add up', () => {
    const split = [37335, 37333, 37333, 37333, 37333, 37333];
    expect(planOf({ plan: null, total: 224000, months: 6 })).toEqual(split);
    expect(planOf({ plan: Array(6).fill(41500), total: 224000, months: 6 })).toEqual(split);
    expect(planOf({ plan: [224000], total: 224000, months: 6 })).toEqual(split);
    expect(planOf({ plan: [], total: 249000, months: 0 })).toEqual([]);
  });
});
