/*
 * Our cursor lists page forward only: each answer gives the opaque `next` of the page after it, never a page number.
 * The trail keeps the cursors of the pages walked so far, so "previous" goes back one step without asking the server
 * to count. A trail belongs to one query (filters, sort, page size): under another query it reads as empty, so a
 * changed filter never sends a cursor made for the old one.
 */

export interface CursorTrail {
  /** The query the trail was walked under (any text that changes when the query does). */
  key: string;
  /** The cursors of page 2, 3, … up to the page shown; empty on the first page. */
  cursors: readonly string[];
}

export const startTrail = (key: string): CursorTrail => ({ key, cursors: [] });

/** The cursors that hold for `key`: none when the trail was walked under another query. */
export function cursorsFor(trail: CursorTrail, key: string): readonly string[] {
  return trail.key === key ? trail.cursors : [];
}

/** The cursor of the page shown; undefined on the first page. */
export function currentCursor(trail: CursorTrail, key: string): string | undefined {
  const cursors = cursorsFor(trail, key);
  return cursors[cursors.length - 1];
}

/** The page shown, counted from 1. */
export function pageNumber(trail: CursorTrail, key: string): number {
  return cursorsFor(trail, key).length + 1;
}

export function forward(trail: CursorTrail, key: string, next: string): CursorTrail {
  return { key, cursors: [...cursorsFor(trail, key), next] };
}

export function back(trail: CursorTrail, key: string): CursorTrail {
  return { key, cursors: cursorsFor(trail, key).slice(0, -1) };
}
