import { z } from 'zod';

/** PostgreSQL `integer` bounds: every serial/identity id and most counters are int4 columns. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * `bigint` id columns (orders, rounds, applications …) hold more than int4,
 * but a JavaScript number is exact only up to 2^53 − 1: ids beyond are refused
 * rather than rounded onto another row.
 */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

const idMessage = { message: 'id_format' };

/** An integer that fits an int4 column; add `.min()`/`.max()` for the field's own range. */
export function int4() {
  return z.number().int().min(INT4_MIN).max(INT4_MAX);
}

/** The same from a query string or a form field (text coerced to a number). */
export function queryInt() {
  return z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);
}

/** Id of an `integer` column in a JSON body: 1 … 2,147,483,647 (a larger one would overflow the column, 22003). */
export const idSchema = z.number().int(idMessage).min(1, idMessage).max(INT4_MAX, idMessage);

/** Id of an `integer` column in a path or query string. */
export const idTextSchema = z.coerce.number().int(idMessage).min(1, idMessage).max(INT4_MAX, idMessage);

/** Id of a `bigint` column in a JSON body. */
export const bigIdSchema = z.number().int(idMessage).min(1, idMessage).max(BIGINT_ID_MAX, idMessage);

/** Id of a `bigint` column in a path or query string. */
export const bigIdTextSchema = z.coerce.number().int(idMessage).min(1, idMessage).max(BIGINT_ID_MAX, idMessage);
