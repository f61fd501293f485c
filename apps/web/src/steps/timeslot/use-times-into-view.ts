// On a phone the time slot step's times sit below the calendar: a day picked there brings its times into view.
import { useEffect, useRef } from 'react';

/** Where the step's columns stack (step-layout.module.css: two columns from 900 px). */
const STACKED_COLUMNS = '(max-width: 899px)';

/** The times column's ref, and the way to pick a day that scrolls it into view once drawn. */
export function useTimesIntoView(shownDay: string | null, onPick: (date: string) => void) {
  // On a phone the times are below the calendar, out of sight: a day picked there brings its times
  // into view (the effect runs once they are drawn). Wide screens show both side by side.
  const times = useRef<HTMLDivElement>(null);
  const pickedDay = useRef<string | null>(null);
  useEffect(() => {
    if (shownDay === null || pickedDay.current !== shownDay) return;
    pickedDay.current = null;
    if (!window.matchMedia(STACKED_COLUMNS).matches) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    times.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [shownDay]);
  const pickDay = (date: string) => {
    pickedDay.current = date;
    onPick(date);
  };
  return { times, pickDay };
}
