// The calendar file: one VEVENT in UTC at the Zurich time booked, with place, description, organiser and the reservation's UID.
import { calendarAttachment, calendarFile } from './calendar';
import { appointment, SETTINGS } from './test-fixtures';

/** RFC 5545 folds long lines with CRLF + space; unfold, then read NAME(;params):value lines. */
function properties(ics: string): Map<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const found = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0] ?? '';
    if (!found.has(name)) found.set(name, line.slice(colon + 1));
  }
  return found;
}

const issuedAt = new Date('2026-11-01T10:00:00Z');

describe('calendar file', () => {
  it('holds one event, starting and ending in UTC at the Zurich times booked', () => {
    const ics = calendarFile(appointment('de'), SETTINGS, { issuedAt });
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('\r\nEND:VCALENDAR');
    const event = properties(ics);
    // 09:00 to 10:30 in Zurich on 1 December (UTC+1).
    expect(event.get('DTSTART')).toBe('20261201T080000Z');
    expect(event.get('DTEND')).toBe('20261201T093000Z');
    expect(event.get('DTSTAMP')).toBe('20261101T100000Z');
    expect(event.get('METHOD')).toBe('PUBLISH');
  });

  it('uses summer time in summer', () => {
    const facts = {
      ...appointment(),
      start: '2026-07-01T09:00:00+02:00',
      end: '2026-07-01T10:30:00+02:00',
    };
    expect(properties(calendarFile(facts, SETTINGS, { issuedAt })).get('DTSTART')).toBe(
      '20260701T070000Z',
    );
  });

  it('names the reservation, the place, the organiser and the way there', () => {
    const event = properties(calendarFile(appointment('fr'), SETTINGS, { issuedAt }));
    expect(event.get('UID')).toBe('NOVA-7K2Q9M@nova');
    expect(event.get('SUMMARY')).toBe('Rendez-vous Nova (NOVA-7K2Q9M)');
    expect(event.get('LOCATION')).toBe(
      'Zurich Bellevue\\, Theaterstrasse 12\\, 8001 Zurich\\, Suisse',
    );
    expect(event.get('GEO')).toBe('47.3667;8.5454');
    expect(event.get('ORGANIZER')).toBe('MAILTO:support@novahealth.ch');
    expect(event.get('DESCRIPTION')).toContain('Scan du corps entier avec analyse sanguine');
    expect(event.get('DESCRIPTION')).toContain('Durée\u00a0: 90 minutes');
    expect(event.get('URL')).toContain('https://www.google.com/maps/search/');
  });

  it('names the support of the appointment’s market as organiser', () => {
    const munich = { ...appointment('de'), locale: 'de-de' as const };
    expect(properties(calendarFile(munich, SETTINGS, { issuedAt })).get('ORGANIZER')).toBe(
      'MAILTO:support@novahealth.de',
    );
  });

  it('keeps the customer out of the file: nobody but the clinic is named', () => {
    const ics = calendarFile(appointment(), SETTINGS, { issuedAt });
    expect(ics).not.toContain('Anna');
    expect(ics).not.toContain('anna@example.com');
  });

  it('is the same file every time for one reservation and stamp', () => {
    expect(calendarFile(appointment(), SETTINGS, { issuedAt })).toBe(
      calendarFile(appointment(), SETTINGS, { issuedAt }),
    );
  });

  it('is attached as text/calendar named after the reservation', () => {
    expect(calendarAttachment(appointment(), SETTINGS, { issuedAt })).toMatchObject({
      filename: 'NOVA-7K2Q9M.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
  });
});
