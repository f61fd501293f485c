// The day sheet's pure parts: order by time, one section per room (a pair in both rooms), CSV that a spreadsheet cannot run as formulas.
import { byRoom, byTime, csvField, type SheetBooking, sheetCsv, wallTime } from './sheet';

function booking(code: string, time: string, persons: [string, string][]): SheetBooking {
  return {
    id: `id-${code}`,
    code,
    status: 'confirmed',
    startsAt: new Date(`2027-03-04T${time}:00+01:00`),
    endsAt: new Date(new Date(`2027-03-04T${time}:00+01:00`).getTime() + 60 * 60_000),
    checkup: 'Whole body scan',
    pair: persons.length === 2,
    persons: persons.map(([name, roomId], index) => ({
      role: index === 0 ? 'customer' : 'partner',
      name,
      roomId,
      roomName: roomId.toUpperCase(),
      addOns: index === 0 ? ['Blood test'] : [],
      attention: [],
    })),
    payment: { state: 'downpayment', dueAtDesk: 150000, total: 200000, currency: 'CHF' },
    notes: [],
  };
}

const ROOMS = [
  { roomId: 'r1', name: 'Room 1' },
  { roomId: 'r2', name: 'Room 2' },
  { roomId: 'r3', name: 'Room 3' },
];

describe('the day sheet', () => {
  const late = booking('NOVA-B', '14:00', [['Cleo Late', 'r1']]);
  const pair = booking('NOVA-A', '09:30', [
    ['Anna Muster', 'r1'],
    ['Ben Muster', 'r2'],
  ]);

  it('lists the appointments by time, on the clinics’ wall clock', () => {
    expect(byTime([late, pair]).map((entry) => entry.code)).toEqual(['NOVA-A', 'NOVA-B']);
    expect(wallTime(pair.startsAt)).toBe('09:30');
    // Summer time too.
    expect(wallTime(new Date('2027-07-01T09:30:00+02:00'))).toBe('09:30');
  });

  it('gives every room its page, a pair booking in each of its rooms, an empty room too', () => {
    const rooms = byRoom([late, pair], ROOMS);
    expect(
      rooms.map((room) => [room.name, room.entries.map((entry) => entry.person.name)]),
    ).toEqual([
      ['Room 1', ['Anna Muster', 'Cleo Late']],
      ['Room 2', ['Ben Muster']],
      ['Room 3', []],
    ]);
  });

  it('keeps a booking in a room content no longer lists', () => {
    const moved = booking('NOVA-C', '10:00', [['Dora Old', 'gone']]);
    expect(byRoom([moved], ROOMS).at(-1)).toMatchObject({ roomId: 'gone', name: 'GONE' });
  });
});

describe('the CSV export', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Muster, Anna')).toBe('"Muster, Anna"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text a spreadsheet would run as a formula from running', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}HYPERLINK("http://x")`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvField('=1+1')).toBe("'=1+1");
  });

  it('has one row per person, naming the partner, with the amount due at the desk and no safety answers', () => {
    const pair = booking('NOVA-A', '09:30', [
      ['Anna Muster', 'r1'],
      ['=cmd', 'r2'],
    ]);
    pair.persons[0]?.attention.push({ question: 'Pacemaker?', answer: 'Yes' });
    const lines = sheetCsv('2027-03-04', [pair])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'date,start,end,room,booking,person,name,checkup,add-ons,pair with,status,payment,due at desk,currency,needs attention',
    );
    expect(lines[1]).toBe(
      "2027-03-04,09:30,10:30,R1,NOVA-A,customer,Anna Muster,Whole body scan,Blood test,'=cmd,confirmed,downpayment,1500.00,CHF,yes",
    );
    expect(lines[2]).toContain("partner,'=cmd");
    expect(lines.join('\n')).not.toContain('Pacemaker');
  });
});
