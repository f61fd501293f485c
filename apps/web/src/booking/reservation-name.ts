// Reservation names: short codes a customer can read out on the phone without spelling mistakes.

/** Digits and capitals without 0/O, 1/I/L and U/V lookalikes. */
export const NAME_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const NAME_PREFIX = 'NOVA-';
export const NAME_LENGTH = 6;

const NAME_PATTERN = new RegExp(`^${NAME_PREFIX}[${NAME_ALPHABET}]{${NAME_LENGTH}}$`);

/**
 * A new name such as NOVA-7K2Q9M. `randomIndex(n)` answers a uniform integer in [0, n); the server
 * passes crypto.randomInt. The database's unique constraint catches the rare repeat.
 */
export function reservationName(randomIndex: (size: number) => number): string {
  let code = '';
  for (let i = 0; i < NAME_LENGTH; i += 1) {
    code += NAME_ALPHABET[randomIndex(NAME_ALPHABET.length)] ?? NAME_ALPHABET[0];
  }
  return `${NAME_PREFIX}${code}`;
}

export function isReservationName(value: unknown): value is string {
  return typeof value === 'string' && NAME_PATTERN.test(value);
}
