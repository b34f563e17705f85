/**
 * What PostgreSQL's SQLSTATE codes mean to us, in one place. Drizzle wraps driver errors, so each helper searches
 * the cause chain; pg and PGlite both report the code as `code` and the constraint or index as `constraint`.
 */
interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The SQLSTATE of a driver error and the constraint it names, searching Drizzle's cause chain. */
export function sqlState(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, ...(typeof candidate.constraint === 'string' && { constraint: candidate.constraint }) };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Deadlock (40P01) or serialization failure (40001): the whole transaction may be run again. */
export function isRetryable(error: unknown): boolean {
  const code = sqlState(error)?.code;
  return code === '40P01' || code === '40001';
}

/** The index a unique violation (23505) hit ('' when the driver names none), else undefined. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  const state = sqlState(error);
  return state?.code === '23505' ? (state.constraint ?? '') : undefined;
}

/** The CHECK constraint a check violation (23514) broke ('' when the driver names none), else undefined. */
export function violatedCheck(error: unknown): string | undefined {
  const state = sqlState(error);
  return state?.code === '23514' ? (state.constraint ?? '') : undefined;
}

/**
 * The SQLSTATE of a "data exception" (class 22: 22P02 invalid text representation, 22003 numeric out of range,
 * 22021/22P05 characters the encoding refuses, 22008 a date out of range …), else undefined. Such an error means a
 * request value reached the database that its schema should have refused.
 */
export function dataExceptionState(error: unknown): string | undefined {
  const code = sqlState(error)?.code;
  return code?.startsWith('22') ? code : undefined;
}

/** A statement refused because an earlier one of its transaction failed (25P02). */
export function isInFailedTransaction(error: unknown): boolean {
  return sqlState(error)?.code === '25P02';
}
