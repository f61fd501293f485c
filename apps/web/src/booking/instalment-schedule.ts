// An instalment plan with its dates: the receipt's schedule, month by month from the day the first instalment was paid.
import { splitInstalments } from './money';
import { isValidDateOnly } from './time';

export interface DatedInstalment {
  /** 1 for the instalment paid at booking. */
  number: number;
  /** YYYY-MM-DD in Zurich time. */
  date: string;
  /** Minor units. */
  amount: number;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The day `months` calendar months after `date`. A day the later month does not have becomes its
 * last day (31 January, then 28 or 29 February), as Stripe bills a monthly subscription.
 */
export function addMonthsToDate(date: string, months: number): string {
  if (!isValidDateOnly(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return `${pad(target.getUTCFullYear(), 4)}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The plan's monthly amounts (split by the rule the payment was charged with) with their dates:
 * the first on `firstDate`, each next one a month later. Paying in one go is no plan: empty.
 */
export function datedInstalments({
  total,
  months,
  firstDate,
  plan = null,
}: {
  total: number;
  months: number;
  firstDate: string;
  /** The amounts the booking stored with its order (`planOf`); null: the split of the total. */
  plan?: readonly number[] | null;
}): DatedInstalment[] {
  return planOf({ plan, total, months }).map((amount, index) => ({
    number: index + 1,
    date: addMonthsToDate(firstDate, index),
    amount,
  }));
}

/**
 * The monthly amounts a booking's plan charges: those stored with its order when they make a whole
 * plan of its months and total (a move to a clinic of another price spreads the unpaid months anew,
 * booking/move-price.ts), else the split of its total, as it was booked.
 */
export function planOf({
  plan,
  total,
  months,
}: {
  plan: readonly number[] | null | undefined;
  total: number;
  months: number;
}): number[] {
  if (
    plan != null &&
    plan.length === months &&
    plan.every((amount) => Number.isSafeInteger(amount) && amount >= 0) &&
    plan.reduce((sum, amount) => sum + amount, 0) === total
  )
    return [...plan];
  return splitInstalments(total, months);
}
