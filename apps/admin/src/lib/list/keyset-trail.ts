/** A page's position in a keyset list: the `before` it was asked with; undefined for the first page. */
export type KeysetCursor = string | number | undefined;

/**
 * The cursors of the pages walked so far, the first page's (undefined) first. A keyset list knows the page after
 * the one shown but not the one before it, so going back is popping what going forward pushed.
 */
export type KeysetTrail = readonly KeysetCursor[];

export const firstPage = (): KeysetTrail => [undefined];

export function forward(trail: KeysetTrail, next: string | number): KeysetTrail {
  return [...trail, next];
}

export function back(trail: KeysetTrail): KeysetTrail {
  return trail.length > 1 ? trail.slice(0, -1) : trail;
}

export function currentCursor(trail: KeysetTrail): KeysetCursor {
  return trail[trail.length - 1];
}

/** From 1. */
export function pageNumber(trail: KeysetTrail): number {
  return trail.length;
}
