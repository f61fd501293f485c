// The appointment in calendars: one entry per reservation, a map link that finds the clinic, reminders two days ahead.
import { calendarUid, mapUrl, reminderDueAt } from './calendar';

describe('calendar id', () => {
  it('is the reservation name at nova, the same for every file of one reservation', () => {
    expect(calendarUid('NOVA-7K2Q9M')).toBe('NOVA-7K2Q9M@nova');
  });
});

describe('map link', () => {
  it('finds the clinic by its coordinates when content has them', () => {
    const url = new URL(
      mapUrl({ address: 'Theaterstrasse 12', center: { lat: 47.3667, lng: 8.5454 } }),
    );
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('47.3667,8.5454');
  });

  it('falls back to the address, on one line', () => {
    const url = new URL(mapUrl({ address: 'Theaterstrasse 12\n8001 Zürich', center: null }));
    expect(url.searchParams.get('query')).toBe('Theaterstrasse 12 8001 Zürich');
  });
});

describe('reminder', () => {
  const start = new Date('2026-12-10T08:00:00Z');

  it('is due two days before the start', () => {
    expect(reminderDueAt(start, new Date('2026-11-01T12:00:00Z'))).toEqual(
      new Date('2026-12-08T08:00:00Z'),
    );
  });

  it('is skipped when the booking was confirmed within three days of the start', () => {
    expect(reminderDueAt(start, new Date('2026-12-07T08:00:01Z'))).toBeNull();
    expect(reminderDueAt(start, new Date('2026-12-07T08:00:00Z'))).toEqual(
      new Date('2026-12-08T08:00:00Z'),
    );
  });
});
