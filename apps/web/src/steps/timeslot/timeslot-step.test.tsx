/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { mockFetch, Providers } from '@/client/test-support/mock-fetch';
import { type SlotChoice, TimeslotStep } from './timeslot-step';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: jest.requireActual('../test-support/next-link').default,
}));

const copy = {
  'timeslot.heading': 'Choose a date and time',
  'timeslot.endsAt': 'Ends at about {time}',
  'timeslot.times': 'Free times on {date}',
  'timeslot.taken': 'This time has just been booked. Please choose another one.',
  'nav.continue': 'Continue',
  'timeslot.previousMonth': 'Previous month',
  'timeslot.nextMonth': 'Next month',
  'timeslot.calendar': 'Days with free appointments',
  'errors.title': 'Something went wrong',
  'errors.reserve-timeslot-error-already-booked': 'Reservation failed. Please try again.',
  'waitlist.heading': 'Tell me when a time frees up',
  'waitlist.email': 'Email',
  'waitlist.done': 'Check your email to confirm: we have sent you a link.',
  'errors.waitlist-too-many': 'This address already waits for several days.',
  'errors.waitlist-day-open':
    'This day still has free times. Please choose one of them instead of waiting.',
};

const selection = {
  checkupSlug: 'whole_body_scan',
  locationSlug: 'zurich_bellevue',
  services: ['dxa'],
  servicesPartner: [],
  isPartnerBooking: false,
};

// Monday 1 March 2027 has two starts; Tuesday none; Wednesday one.
const calendar = {
  timezone: 'Europe/Zurich',
  days: [
    { date: '2027-03-01', slots: ['2027-03-01T09:00:00+01:00', '2027-03-01T09:15:00+01:00'] },
    { date: '2027-03-02', slots: [] },
    { date: '2027-03-03', slots: ['2027-03-03T14:00:00+01:00'] },
  ],
};

function Step({
  onContinue = jest.fn(),
  startDate = '2027-03-01',
  lastDay = '2027-04-11',
}: {
  onContinue?: () => void;
  startDate?: string;
  lastDay?: string;
}) {
  const [choice, setChoice] = useState<SlotChoice>({ selectedDate: null, timeSlotStart: null });
  return (
    <Providers copy={copy}>
      <TimeslotStep
        locale="en-ch"
        selection={selection}
        startDate={startDate}
        lastDay={lastDay}
        selectedDate={choice.selectedDate}
        timeSlotStart={choice.timeSlotStart}
        notes={[{ id: 'cycle', text: <p>Please book in the second week of your cycle.</p> }]}
        onChange={setChoice}
        onContinue={onContinue}
        backHref="/en-ch/location"
      />
    </Providers>
  );
}

function cellOf(day: number): HTMLElement {
  const grid = screen.getByRole('grid');
  const cell = within(grid)
    .getAllByRole('button')
    .find((button) => button.textContent === String(day));
  if (cell === undefined) throw new Error(`no cell for day ${day}`);
  return cell;
}

describe('time slot step', () => {
  it('names the month buttons apart from the step’s own continue button', async () => {
    mockFetch({ '/api/timeslots/fetch-time-slots': () => ({ body: calendar }) });
    render(<Step />);
    await screen.findByRole('grid');
    // Generic names ("Zurück", "Weiter" in German) would be the step's back and continue.
    expect(screen.getAllByRole('button', { name: 'Previous month' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Next month' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1);
    expect(screen.getByRole('grid')).toHaveAccessibleName(
      'Days with free appointments, March 2027',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('March 2027');
  });

  it('asks for six weeks of the selection and disables the days without slots', async () => {
    const api = mockFetch({ '/api/timeslots/fetch-time-slots': () => ({ body: calendar }) });
    render(<Step />);
    await screen.findByRole('grid');
    const [request] = api.callsTo('/api/timeslots/fetch-time-slots');
    expect(request?.url.searchParams.get('days')).toBe('42');
    expect(request?.url.searchParams.get('location')).toBe('zurich_bellevue');
    expect(request?.url.searchParams.get('services')).toBe('dxa');
    expect(cellOf(2)).toHaveAttribute('aria-disabled', 'true');
    expect(cellOf(4)).toHaveAttribute('aria-disabled', 'true');
    expect(cellOf(1)).not.toHaveAttribute('aria-disabled');
    expect(cellOf(3)).not.toHaveAttribute('aria-disabled');
  });

  it('announces a day without slots as unavailable, and a free one by its date alone', async () => {
    // Monday 1 March (the start date) and Friday 5 March are full; 2 and 4 March are free.
    const fullEnds = {
      timezone: 'Europe/Zurich',
      days: [
        { date: '2027-03-01', slots: [] },
        { date: '2027-03-02', slots: ['2027-03-02T09:00:00+01:00'] },
        { date: '2027-03-03', slots: [] },
        { date: '2027-03-04', slots: ['2027-03-04T10:00:00+01:00'] },
        { date: '2027-03-05', slots: [] },
      ],
    };
    mockFetch({ '/api/timeslots/fetch-time-slots': () => ({ body: fullEnds }) });
    render(<Step lastDay="2027-03-05" />);
    await screen.findByRole('grid');
    for (const day of [1, 3, 5]) {
      expect(cellOf(day)).toHaveAttribute('aria-disabled', 'true');
      expect(cellOf(day)).toHaveAccessibleName(/, unavailable$/);
    }
    expect(cellOf(2)).toHaveAccessibleName('Tuesday, 2 March 2027');
    expect(cellOf(4)).toHaveAccessibleName('Thursday, 4 March 2027');
    expect(cellOf(2)).not.toHaveAttribute('aria-disabled');
  });

  it('names no day available when none has a free start', async () => {
    const full = { timezone: 'Europe/Zurich', days: [{ date: '2027-03-01', slots: [] }] };
    mockFetch({ '/api/timeslots/fetch-time-slots': () => ({ body: full }) });
    render(<Step lastDay="2027-03-01" />);
    await screen.findByRole('grid');
    expect(cellOf(1)).toHaveAttribute('aria-disabled', 'true');
    expect(cellOf(1)).not.toHaveAccessibleName(/available date/i);
  });

  it.each([
    ['a phone', true, 1],
    ['a wide screen', false, 0],
  ])('on %s, picking a day brings its times into view %#', async (_screen, stacked, scrolls) => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('max-width') ? stacked : false, media: query }) as MediaQueryList;
    mockFetch({ '/api/timeslots/fetch-time-slots': () => ({ body: calendar }) });
    render(<Step />);
    await screen.findByRole('grid');
    fireEvent.click(cellOf(3));
    const group = await screen.findByRole('radiogroup');
    // react-aria scrolls the focused day itself; what counts is a scroll of the times.
    const timesScrolled = scrollIntoView.mock.contexts.filter(
      (element) => element instanceof Element && element.contains(group),
    );
    expect(timesScrolled).toHaveLength(scrolls);
  });

  it('ends at the booking horizon: asks for no later day and cannot be moved past it', async () => {
    const nearHorizon = {
      timezone: 'Europe/Zurich',
      days: [
        { date: '2027-03-31', slots: ['2027-03-31T09:00:00+02:00'] },
        { date: '2027-04-01', slots: [] },
        { date: '2027-04-02', slots: ['2027-04-02T10:00:00+02:00'] },
      ],
    };
    const api = mockFetch({ '/api/timeslots/fetch-time-slots': () => ({ body: nearHorizon }) });
    render(<Step startDate="2027-03-31" lastDay="2027-04-02" />);
    await screen.findByRole('grid');
    expect(api.callsTo('/api/timeslots/fetch-time-slots')[0]?.url.searchParams.get('days')).toBe(
      '3',
    );
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAccessibleName(/April 2027/));
    // April is the horizon's month: no month after it, and no day after 2 April to choose.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(cellOf(2)).not.toHaveAttribute('aria-disabled');
    for (const day of [3, 15, 30]) expect(cellOf(day)).toHaveAttribute('aria-disabled', 'true');
  });

  it('lets a fully booked day be chosen and offers its waiting list, sent with the selection', async () => {
    const withFullDay = {
      timezone: 'Europe/Zurich',
      days: [
        { date: '2027-03-01', slots: ['2027-03-01T09:00:00+01:00'] },
        { date: '2027-03-02', slots: [], full: true },
        { date: '2027-03-03', slots: [] },
      ],
    };
    const api = mockFetch({
      '/api/timeslots/fetch-time-slots': () => ({ body: withFullDay }),
      '/api/waitlist/join': () => ({ status: 202, body: { listed: true } }),
    });
    render(<Step />);
    await screen.findByRole('grid');
    // The closed day stays unavailable; the full one can be chosen.
    expect(cellOf(3)).toHaveAttribute('aria-disabled', 'true');
    expect(cellOf(2)).not.toHaveAttribute('aria-disabled');
    fireEvent.click(cellOf(2));
    const form = await screen.findByRole('region', { name: 'Tell me when a time frees up' });
    const field = within(form).getByRole('textbox', { name: 'Email' });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(
      await within(form).findByText('Please enter a valid email address.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('/api/waitlist/join')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'anna@example.ch' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Check your email to confirm',
    );
    const [join] = api.callsTo('/api/waitlist/join');
    expect(JSON.parse(String(join?.init?.body))).toEqual({
      email: 'anna@example.ch',
      locale: 'en-ch',
      day: '2027-03-02',
      locationSlug: 'zurich_bellevue',
      checkupSlug: 'whole_body_scan',
      services: ['dxa'],
      servicesPartner: [],
      isPartnerBooking: false,
    });
  });

  it('names a full day fully booked and a closed day unavailable, for screen readers', async () => {
    mockFetch({
      '/api/timeslots/fetch-time-slots': () => ({
        body: {
          timezone: 'Europe/Zurich',
          days: [
            { date: '2027-03-01', slots: ['2027-03-01T09:00:00+01:00'] },
            { date: '2027-03-02', slots: [], full: true },
            { date: '2027-03-03', slots: [] },
            { date: '2027-03-04', slots: ['2027-03-04T09:00:00+01:00'] },
          ],
        },
      }),
    });
    render(<Step />);
    const grid = await screen.findByRole('grid');
    const full = within(grid).getByRole('button', {
      name: 'Tuesday, 2 March 2027, fully booked — join the waiting list',
    });
    expect(full).toBe(cellOf(2));
    expect(full).not.toHaveAttribute('aria-disabled');
    expect(
      within(grid).getByRole('button', { name: 'Wednesday, 3 March 2027, unavailable' }),
    ).toHaveAttribute('aria-disabled', 'true');
    // A free day is named by its date.
    expect(cellOf(1)).toHaveAccessibleName('Monday, 1 March 2027');
    // Chosen, the full day is still named full, and selected.
    fireEvent.click(full);
    await screen.findByRole('region', { name: 'Tell me when a time frees up' });
    expect(cellOf(2)).toHaveAccessibleName(
      'Tuesday, 2 March 2027, selected, fully booked — join the waiting list',
    );
  });

  it('says why the waiting list refused, in an alert', async () => {
    mockFetch({
      '/api/timeslots/fetch-time-slots': () => ({
        body: { timezone: 'Europe/Zurich', days: [{ date: '2027-03-02', slots: [], full: true }] },
      }),
      '/api/waitlist/join': () => ({ status: 429, body: { error: 'waitlist-too-many' } }),
    });
    render(<Step />);
    await screen.findByRole('grid');
    fireEvent.click(cellOf(2));
    const form = await screen.findByRole('region', { name: 'Tell me when a time frees up' });
    const field = within(form).getByRole('textbox', { name: 'Email' });
    fireEvent.change(field, { target: { value: 'anna@example.ch' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    // The alert region is there from the start, so the refusal is announced when it appears.
    const alert = within(form).getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(alert).toHaveTextContent('This address already waits for several days.'),
    );
  });

  it('loads the day again when a time freed up since the page loaded, shows its times and says so', async () => {
    let loads = 0;
    const api = mockFetch({
      '/api/timeslots/fetch-time-slots': () => {
        loads += 1;
        const full = loads === 1;
        return {
          body: {
            timezone: 'Europe/Zurich',
            days: [
              {
                date: '2027-03-02',
                slots: full ? [] : ['2027-03-02T10:00:00+01:00'],
                ...(full ? { full: true } : {}),
              },
            ],
          },
        };
      },
      '/api/waitlist/join': () => ({ status: 409, body: { error: 'waitlist-day-open' } }),
    });
    render(<Step />);
    await screen.findByRole('grid');
    fireEvent.click(cellOf(2));
    const form = await screen.findByRole('region', { name: 'Tell me when a time frees up' });
    const field = within(form).getByRole('textbox', { name: 'Email' });
    fireEvent.change(field, { target: { value: 'anna@example.ch' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(await screen.findByRole('radio', { name: /10:00/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This day still has free times.');
    expect(
      screen.queryByRole('region', { name: 'Tell me when a time frees up' }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('/api/timeslots/fetch-time-slots')).toHaveLength(2);
  });

  it('shows the chosen day’s times in Zurich time and, once a slot is chosen, when it ends', async () => {
    const api = mockFetch({
      '/api/timeslots/fetch-time-slots': () => ({ body: calendar }),
      '/api/reservation/fetch-end-date': () => ({
        body: { timeSlotEnd: '2027-03-01T11:05:00+01:00', totalDuration: 185 },
      }),
    });
    render(<Step />);
    await screen.findByRole('grid');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    fireEvent.click(cellOf(1));
    const times = await screen.findByRole('radiogroup', {
      name: /Free times on Monday, 1 March 2027/,
    });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['09:00', '09:15']);
    fireEvent.click(within(times).getByRole('radio', { name: '09:15' }));
    expect(await screen.findByText(/Ends at about 11:05/)).toHaveTextContent(
      '09:15 · Ends at about 11:05',
    );
    expect(
      api.callsTo('/api/reservation/fetch-end-date')[0]?.url.searchParams.get('timeSlotStart'),
    ).toBe('2027-03-01T09:15:00+01:00');
    expect(screen.getByText('Please book in the second week of your cycle.')).toBeInTheDocument();
    expect(continueButton).toBeEnabled();
  });

  it('checks the slot again before continuing and goes on when it is free', async () => {
    mockFetch({
      '/api/timeslots/fetch-time-slots': () => ({ body: calendar }),
      '/api/reservation/fetch-end-date': () => ({
        body: { timeSlotEnd: '2027-03-03T16:05:00+01:00', totalDuration: 125 },
      }),
      '/api/timeslots/check-time-slot-occupation': () => ({ body: { available: true } }),
    });
    const onContinue = jest.fn();
    render(<Step onContinue={onContinue} />);
    await screen.findByRole('grid');
    fireEvent.click(cellOf(3));
    fireEvent.click(await screen.findByRole('radio', { name: '14:00' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    await waitFor(() => expect(onContinue).toHaveBeenCalledTimes(1));
  });

  it('opens the error modal and loads the slots again when the slot was taken meanwhile', async () => {
    let taken = false;
    const api = mockFetch({
      '/api/timeslots/fetch-time-slots': () => ({
        body: taken
          ? { ...calendar, days: calendar.days.map((d) => ({ ...d, slots: d.slots.slice(0, 1) })) }
          : calendar,
      }),
      '/api/reservation/fetch-end-date': () => ({
        body: { timeSlotEnd: '2027-03-01T11:20:00+01:00', totalDuration: 125 },
      }),
      '/api/timeslots/check-time-slot-occupation': () => {
        taken = true;
        return { body: { available: false } };
      },
    });
    const onContinue = jest.fn();
    render(<Step onContinue={onContinue} />);
    await screen.findByRole('grid');
    fireEvent.click(cellOf(1));
    fireEvent.click(await screen.findByRole('radio', { name: '09:15' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Reservation failed. Please try again.');
    expect(onContinue).not.toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo('/api/timeslots/fetch-time-slots')).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: '09:15' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: '09:00' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This time has just been booked.');
  });
});
