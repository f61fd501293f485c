// Recognises database refusals by SQLSTATE, whichever driver raised them and however Drizzle wrapped them.

export const SQLSTATE = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

interface DatabaseErrorFields {
  code: string;
  constraint: string | null;
}

/** Drizzle wraps driver errors (DrizzleQueryError) with the driver's error as `cause`. */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : null };
    }
    current = cause;
  }
  return null;
}

export function isDatabaseError(error: unknown, code: string, constraint?: string): boolean {
  const found = databaseErrorOf(error);
  if (found === null || found.code !== code) return false;
  return constraint === undefined || found.constraint === constraint;
}

/** Two transactions got in each other's way; running the loser again is safe. */
export function isRetryableConflict(error: unknown): boolean {
  const found = databaseErrorOf(error);
  return (
    found !== null &&
    (found.code === SQLSTATE.deadlockDetected || found.code === SQLSTATE.serializationFailure)
  );
}
