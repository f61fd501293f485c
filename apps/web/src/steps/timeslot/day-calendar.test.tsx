/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlLocaleProvider } from '@/ui/locale/intl-locale';
import { DayCalendar, type DayCalendarProps } from './day-calendar';

const announced: string[] = [];
jest.mock('@/ui/announce/announce', () => ({
  announce: (message: string) => announced.push(message),
}));

// Free: 2, 3, 4 and 10 March, 1 April 2027; full: 5 March. The range offered: March and April.
const FREE = new Set(['2027-03-02', '2027-03-03', '2027-03-04', '2027-03-10', '2027-04-01']);
const FULL = new Set(['2027-03-05']);

const nameOfDay: DayCalendarProps['nameOfDay'] = ({ date, isSelected, isFull, isUnavailable }) =>
  [date, isSelected ? 'selected' : '', isFull ? 'full' : '', isUnavailable ? 'unavailable' : '']
    .filter(Boolean)
    .join(', ');

function Calendar({
  initial = null,
  onSelect = jest.fn(),
  available = FREE,
  full = FULL,
  lastDay = '2027-04-11',
  locale = 'en-CH',
}: {
  lastDay?: string;
  initial?: string | null;
  onSelect?: (day: string) => void;
  available?: ReadonlySet<string>;
  full?: ReadonlySet<string>;
  locale?: string;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <IntlLocaleProvider locale={locale}>
      <DayCalendar
        firstDay="2027-03-01"
        lastDay={lastDay}
        availableDays={available}
        fullDays={full}
        selectedDate={selected}
        onSelect={(day) => {
          setSelected(day);
          onSelect(day);
        }}
        label="Days with free appointments"
        previousMonthLabel="Previous month"
        nextMonthLabel="Next month"
        nameOfDay={nameOfDay}
      />
    </IntlLocaleProvider>
  );
}

const grid = () => screen.getByRole('grid');
const day = (name: string | RegExp) => within(grid()).getByRole('button', { name });
const focused = () => document.activeElement as HTMLElement;
const press = (key: string, shiftKey = false) => fireEvent.keyDown(focused(), { key, shiftKey });

function tabStops(): HTMLElement[] {
  return within(grid())
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0);
}

beforeEach(() => {
  announced.length = 0;
});

describe('day calendar', () => {
  it('is one tab stop, on the first free day of the first month with enough of them', () => {
    render(<Calendar />);
    expect(grid()).toHaveAccessibleName('Days with free appointments, March 2027');
    expect(tabStops()).toEqual([day('Tuesday, 2 March 2027')]);
    // Columns from Monday, named in full for screen readers.
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(headers[0]?.querySelector('abbr')).toHaveAttribute('title', 'Monday');
  });

  it('moves by day, week and month with the keys, over unavailable days, never past the free ones', () => {
    render(<Calendar />);
    act(() => day('Tuesday, 2 March 2027').focus());
    press('ArrowRight');
    expect(focused()).toHaveAccessibleName('Wednesday, 3 March 2027');
    press('ArrowDown');
    expect(focused()).toHaveAccessibleName('Wednesday, 10 March 2027');
    press('ArrowDown');
    // 17 March has no free start: it can be reached, and says so.
    expect(focused()).toHaveAccessibleName('Wednesday, 17 March 2027, unavailable');
    expect(focused()).toHaveAttribute('aria-disabled', 'true');
    press('Home');
    expect(focused()).toHaveAccessibleName('Monday, 15 March 2027, unavailable');
    press('End');
    expect(focused()).toHaveAccessibleName('Sunday, 21 March 2027, unavailable');
    // Page Down: April, within the last free day (1 April).
    press('PageDown');
    expect(focused()).toHaveAccessibleName('Thursday, 1 April 2027');
    expect(grid()).toHaveAccessibleName('Days with free appointments, April 2027');
    press('ArrowRight');
    expect(focused()).toHaveAccessibleName('Thursday, 1 April 2027');
    press('PageUp', true);
    expect(focused()).toHaveAccessibleName('Tuesday, 2 March 2027');
    press('ArrowLeft');
    expect(focused()).toHaveAccessibleName('Tuesday, 2 March 2027');
    expect(tabStops()).toEqual([focused()]);
    // Days before the first free one cannot be reached at all.
    expect(day('Monday, 1 March 2027, unavailable')).toBeDisabled();
  });

  it('chooses a free or full day, never an unavailable one', () => {
    const onSelect = jest.fn();
    render(<Calendar onSelect={onSelect} />);
    fireEvent.click(day('Wednesday, 17 March 2027, unavailable'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(day('Friday, 5 March 2027, full'));
    expect(onSelect).toHaveBeenLastCalledWith('2027-03-05');
    fireEvent.click(day('Wednesday, 10 March 2027'));
    expect(onSelect).toHaveBeenLastCalledWith('2027-03-10');
    const chosen = day('Wednesday, 10 March 2027, selected');
    expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(tabStops()).toEqual([chosen]);
  });

  it('turns the month with its buttons, says the month, and keeps the focus when a button ends', () => {
    render(<Calendar />);
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous).toBeDisabled();
    act(() => next.focus());
    fireEvent.click(next);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('April 2027');
    expect(announced).toEqual(['April 2027']);
    // April is the last month: its button is disabled, and the focus goes to the calendar's day.
    expect(next).toBeDisabled();
    expect(focused()).toHaveAccessibleName('Thursday, 1 April 2027');
    fireEvent.click(previous);
    expect(grid()).toHaveAccessibleName('Days with free appointments, March 2027');
    expect(announced).toEqual(['April 2027', 'March 2027']);
  });

  it('leaves the focus on a month button that stays enabled, even after a key that went nowhere', () => {
    render(<Calendar available={new Set([...FREE, '2027-05-03'])} lastDay="2027-05-31" />);
    act(() => day('Tuesday, 2 March 2027').focus());
    press('ArrowLeft');
    expect(focused()).toHaveAccessibleName('Tuesday, 2 March 2027');
    const next = screen.getByRole('button', { name: 'Next month' });
    act(() => next.focus());
    fireEvent.click(next);
    expect(grid()).toHaveAccessibleName('Days with free appointments, April 2027');
    expect(focused()).toBe(next);
  });

  it('opens on a day chosen from outside, and follows it', () => {
    render(<Calendar initial="2027-04-01" />);
    expect(grid()).toHaveAccessibleName('Days with free appointments, April 2027');
    expect(tabStops()).toEqual([day('Thursday, 1 April 2027, selected')]);
  });

  it('offers no day and no month when none is free or full', () => {
    render(<Calendar available={new Set()} full={new Set()} />);
    expect(tabStops()).toEqual([]);
    expect(grid()).toHaveAttribute('aria-disabled', 'true');
    for (const button of within(grid()).getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('keeps a full day alone reachable', () => {
    render(<Calendar available={new Set()} />);
    expect(tabStops()).toEqual([day('Friday, 5 March 2027, full')]);
  });

  it('writes the month and the days in the page language', () => {
    render(<Calendar locale="de-CH" />);
    expect(grid()).toHaveAccessibleName('Days with free appointments, März 2027');
    expect(day('Dienstag, 2. März 2027')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
  });
});
