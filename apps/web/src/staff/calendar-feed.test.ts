// The clinic calendar feed's text: valid iCalendar, escaped and folded, with rooms and codes and nothing about the person.
import { buildCalendarFeed, foldLine, icsInstant, icsText } from './calendar-feed';

describe('the clinic calendar feed', () => {
  it('escapes text and folds long lines at 75 octets', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
  });

  it('has one event per booked room with a stable UID, in UTC', () => {
    const text = buildCalendarFeed(
      { slug: 'bern', title: 'Bern' },
      [
        {
          reservationId: '7b0c7d1e-0000-4000-8000-000000000001',
          person: 1,
          code: 'NOVA-7K2Q9M',
          startsAt: new Date('2027-03-04T10:00:00Z'),
          endsAt: new Date('2027-03-04T11:30:00Z'),
          roomName: 'MRI 1',
          checkup: 'Whole body scan',
          status: 'arrived',
        },
      ],
      new Date('2027-03-01T08:00:00Z'),
    );
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('UID:7b0c7d1e-0000-4000-8000-000000000001-1@staff.nova');
    expect(text).toContain('DTSTART:20270304T100000Z');
    expect(text).toContain('SUMMARY:MRI 1 · NOVA-7K2Q9M (arrived)');
    expect(icsInstant(new Date('2027-03-04T10:00:00.123Z'))).toBe('20270304T100000Z');
  });
});
