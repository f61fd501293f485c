// Reservation names: the NOVA- prefix, the unambiguous alphabet, and recognising a name.
import { isReservationName, NAME_ALPHABET, reservationName } from './reservation-name';

describe('reservation names', () => {
  it('is NOVA- and six characters of the unambiguous alphabet', () => {
    let next = 0;
    const name = reservationName((size) => {
      next = (next + 7) % size;
      return next;
    });
    expect(name).toMatch(/^NOVA-[2-9A-Z]{6}$/);
    expect(isReservationName(name)).toBe(true);
  });
  it('never uses characters that read alike', () => {
    for (const lookalike of ['0', 'O', '1', 'I', 'L', 'U', 'V']) {
      expect(NAME_ALPHABET).not.toContain(lookalike);
    }
  });
  it('covers the whole alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < NAME_ALPHABET.length; i += 1) {
      seen.add(reservationName(() => i).slice(-1));
    }
    expect(seen.size).toBe(NAME_ALPHABET.length);
  });
  it('recognises only well-formed names', () => {
    expect(isReservationName('NOVA-7K2Q9M')).toBe(true);
    expect(isReservationName('NOVA-7K2Q9')).toBe(false);
    expect(isReservationName('NOVA-0K2Q9M')).toBe(false);
    expect(isReservationName(42)).toBe(false);
  });
});
