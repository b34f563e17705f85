/** The rows of a raw `db.execute(sql…)` result; both drivers answer `{ rows }`, which drizzle types loosely. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
