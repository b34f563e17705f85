/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: 22P02 invalid
 * text representation, 22003 numeric out of range, 22021/22P05 characters the
 * encoding refuses, 22008 a date out of range …), else undefined. Such an error
 * means a request value reached the database that its schema should have
 * refused. Drizzle wraps driver errors, so the cause chain is searched.
 */
export function dataExceptionState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
