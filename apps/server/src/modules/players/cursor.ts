import { FieldsError } from '../../http/app-error.js';

/*
 * Keyset positions as the opaque `cursor` of the players lists: base64url of a JSON array holding the last row's
 * sort values (a microsecond timestamp, an id, a username). Decoding checks every value against the list's shape,
 * so a forged cursor is a 400 on `cursor`, never a value the database would refuse.
 */

export type CursorPart = 'id' | 'time' | 'text';
type Value<P extends CursorPart> = P extends 'id' ? number : string;
export type CursorValues<S extends readonly CursorPart[]> = { [K in keyof S]: Value<S[K]> };

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (values: ReadonlyArray<string | number>): string => Buffer.from(JSON.stringify(values)).toString('base64url');

function validPart(part: CursorPart, value: unknown): boolean {
  if (part === 'id') return Number.isSafeInteger(value) && (value as number) > 0;
  if (typeof value !== 'string') return false;
  if (part === 'text') return value.length <= 200 && !/[\0\uD800-\uDFFF]/u.test(value);
  // A real instant: the round trip refuses 2026-02-30 and hour 25, which PostgreSQL would refuse as well.
  return TIME.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().slice(0, 23) === value.slice(0, 23);
}

function parsed(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The values of a cursor of this shape; undefined when there is none (the first page). */
export function decodeCursor<const S extends readonly CursorPart[]>(cursor: string | undefined, shape: S): CursorValues<S> | undefined {
  if (cursor === undefined) return undefined;
  const values = parsed(cursor);
  const fits = Array.isArray(values) && values.length === shape.length && shape.every((part, i) => validPart(part, values[i]));
  if (!fits) throw new FieldsError([{ path: 'cursor', key: 'cursor.format' }]);
  return values as CursorValues<S>;
}

/** Rows fetched one past the page: the extra row says there is a next page, which starts after the page's last row. */
export function pageOf<R>(rows: R[], limit: number, keyOf: (row: R) => ReadonlyArray<string | number>): { rows: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}
