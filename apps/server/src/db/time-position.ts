import { sql, type SQL } from 'drizzle-orm';

/**
 * A keyset position in time: the last row's timestamp as UTC text with all six fractional digits, and its id. A
 * JavaScript Date keeps milliseconds only: a position made of one would repeat or skip rows a microsecond apart.
 */
export interface TimePosition {
  at: string;
  id: number;
}

/** The column as a position's `at`. */
export const timeKey = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `and (time, id) > position`, or nothing on the first page. */
export const afterTime = (time: SQL, id: SQL, position: TimePosition | undefined): SQL =>
  position ? sql`and (${time}, ${id}) > (${position.at}::timestamptz, ${position.id})` : sql``;
