// The appointment in calendars: one entry per reservation, a map link that finds the clinic, reminders the configured hours ahead.
import { REMINDER_HOURS_BEFORE as STUDIO_REMINDER_HOURS_BEFORE } from '../../../../schemas/constants';
import {
  calendarUid,
  mapUrl,
  REMINDER_HOURS_BEFORE,
  reminderDueAt,
  reminderHoursBeforeOf,
} from './calendar';

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

  it('is due two days before the start by default', () => {
    const hours = reminderHoursBeforeOf(undefined);
    expect(reminderDueAt(start, new Date('2026-11-01T12:00:00Z'), hours)).toEqual(
      new Date('2026-12-08T08:00:00Z'),
    );
  });

  it('is due the hours before the start that site settings say', () => {
    expect(reminderDueAt(start, new Date('2026-11-01T12:00:00Z'), 24)).toEqual(
      new Date('2026-12-09T08:00:00Z'),
    );
    expect(reminderDueAt(start, new Date('2026-11-01T12:00:00Z'), 336)).toEqual(
      new Date('2026-11-26T08:00:00Z'),
    );
  });

  it('is skipped when it would come less than a day after the confirmation', () => {
    expect(reminderDueAt(start, new Date('2026-12-07T08:00:01Z'), 48)).toBeNull();
    expect(reminderDueAt(start, new Date('2026-12-07T08:00:00Z'), 48)).toEqual(
      new Date('2026-12-08T08:00:00Z'),
    );
    expect(reminderDueAt(start, new Date('2026-12-09T07:00:01Z'), 1)).toBeNull();
    expect(reminderDueAt(start, new Date('2026-12-09T07:00:00Z'), 1)).toEqual(
      new Date('2026-12-10T07:00:00Z'),
    );
  });

  it('reads the setting as whole hours from 1 to 336, else 48', () => {
    expect([1, 24, 336].map(reminderHoursBeforeOf)).toEqual([1, 24, 336]);
    for (const value of [0, 337, 1.5, -3, null, undefined, '24', Number.NaN]) {
      expect(reminderHoursBeforeOf(value)).toBe(48);
    }
  });

  it('keeps the bounds the Studio validates', () => {
    expect(REMINDER_HOURS_BEFORE).toEqual(STUDIO_REMINDER_HOURS_BEFORE);
  });
});
