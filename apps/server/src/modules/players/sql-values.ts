import { sql, type SQL } from 'drizzle-orm';

/*
 * Values of raw `db.execute` rows: node-postgres gives bigint and numeric columns as text, PGlite as numbers or
 * bigints, and both give timestamps as Date (or text); these read every form the same way.
 */

export const num = (v: unknown): number => Number(v ?? 0);
export const big = (v: unknown): bigint => BigInt((v as string | number | bigint | null) ?? 0);
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
export const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

/**
 * A timestamp as a keyset position: UTC with all six fractional digits, so the next page starts exactly after the
 * last row (a JavaScript Date keeps milliseconds only, and two rows one microsecond apart would be skipped or repeated).
 */
export const timeKey = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A LIKE pattern matching what starts with `prefix` (its own %, _ and \ taken literally). */
export const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
