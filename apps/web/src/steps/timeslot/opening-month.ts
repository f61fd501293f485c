// Which month the time slot calendar opens on: the first with enough choice, not one with a single free day at its end.

/** Free days a month needs to open on it: fewer, and the visitor is shown next to nothing. */
export const ENOUGH_FREE_DAYS = 3;

/**
 * The day the calendar first shows (its month is the one opened, and keyboard focus lands on it):
 * the first free day of the first month with at least `enough` free days; when no month has that
 * many, the first free day of the month with the most (the earlier one on a tie). Null with no
 * free day at all. `freeDays` are YYYY-MM-DD.
 */
export function openingDay(freeDays: Iterable<string>, enough = ENOUGH_FREE_DAYS): string | null {
  const months = new Map<string, string[]>();
  for (const day of [...freeDays].sort()) {
    const month = day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  let fullest: string[] | null = null;
  for (const days of months.values()) {
    if (days.length >= enough) return days[0] ?? null;
    if (fullest === null || days.length > fullest.length) fullest = days;
  }
  return fullest?.[0] ?? null;
}
