/**
 * Digit skeletons for the image captcha, drawn as pen strokes in a 10×16 box
 * (y down). Each digit has several hand-drawn variants, so one digit does not
 * always have one shape: a matcher built from samples meets forms it has not
 * seen. Every variant is a common way people write the digit, so a person
 * still reads it. Paths use absolute M, L and C only (see flattenSkeleton).
 */
export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 16;

export const DIGIT_SKELETONS: Record<string, readonly string[]> = {
  '0': [
    'M5 0 C1 0 0 4 0 8 C0 12 1 16 5 16 C9 16 10 12 10 8 C10 4 9 0 5 0',
    'M5.5 0 C2 0 1 3.5 1 8 C1 13 2.5 16 5 16 C8 16 9.5 12.5 9.5 7.5 C9.5 3 8 0 5 0.5',
  ],
  '1': ['M3 3 L6 0 L6 16', 'M3.5 2.5 L6.5 0 L6.5 16 M3 16 L10 16', 'M3.5 2 L6 0 L5.5 16'],
  '2': ['M0.5 4 C1 -0.5 9.5 -1 9.5 4 C9.5 7.5 3 11 0 16 L10 16', 'M1 2.5 C3 -0.5 9 0 9 4.5 C9 8.5 1 12.5 0.5 16 C4 15 7 15.5 10 16'],
  '3': [
    'M0.5 2 C3 -1 10 0 9 4 C8.5 7 5 7.5 3.5 7.5 C6 7.5 10 8.5 10 12 C10 16.5 2 16.5 0 14',
    'M1 0 L9.5 0 L4.5 6.5 C8 6 10 8.5 10 11.5 C10 16 3 16.5 0.5 14',
  ],
  '4': ['M7.5 16 L7.5 0 L0 11 L10 11', 'M3.5 0 L0.5 10 L10 10 M7.5 4.5 L7.5 16'],
  '5': [
    'M9.5 0 L1.5 0 L0.8 7 C3 5.5 10 5.5 10 11 C10 16.5 2 16.5 0 14',
    'M1.5 0 L0.8 7 C3 5.5 10 5.5 10 11 C10 16.5 2 16.5 0 14 M1.5 0 L9.5 0.5',
  ],
  '6': [
    'M8.5 1 C4 -1 0.5 3 0.2 9.5 C0 14 2 16 5 16 C8 16 10 14 10 11 C10 8 8 6.5 5 6.5 C2.5 6.5 0.7 8 0.3 10',
    'M7 0 L1 9.5 C0 11 0 16 5 16 C9 16 10 13 10 11.5 C10 9 8 7 5 7 C3 7 1.5 8 1 9.5',
  ],
  '7': ['M0 0 L10 0 L3.5 16', 'M0 0 L10 0 L3.5 16 M3 8 L9 8', 'M0 1 L10 0 C6 5 4 10 4 16'],
  '8': [
    'M5 7.5 C1 7.5 1 0 5 0 C9 0 9 7.5 5 7.5 C0 7.5 0 16 5 16 C10 16 10 7.5 5 7.5',
    'M5 7.5 C8.5 6 9 3.5 8.5 2 C7.5 -0.5 2.5 -0.5 1.5 2 C1 3.5 1.5 6 5 7.5 C8.5 9 10 11 9.5 13.5 C9 16.5 1 16.5 0.5 13.5 C0 11 1.5 9 5 7.5',
  ],
  '9': [
    'M9.7 6 C9.5 8 7.5 9.5 5 9.5 C2 9.5 0 8 0 5 C0 2 2 0 5 0 C8 0 10 2 9.8 6.5 C9.5 13 6 17 1.5 15',
    'M9.5 5 C9 8.5 1 8.5 0.5 5 C0 1.5 2.5 0 5 0 C8 0 9.5 1.5 9.5 5 L4 16',
  ],
};

export type Point = readonly [number, number];

/** Turns a skeleton into polylines, one per stroke, cubic curves split into `steps` straight pieces. */
export function flattenSkeleton(d: string, steps = 8): Point[][] {
  const tokens = d.match(/[MLC]|-?\d*\.?\d+/g) ?? [];
  const strokes: Point[][] = [];
  let current: Point[] = [];
  let command = '';
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/[MLC]/.test(tokens[i] ?? '')) command = tokens[i++] ?? '';
    if (command === 'M') {
      if (current.length > 1) strokes.push(current);
      current = [[next(), next()]];
    } else if (command === 'L') {
      current.push([next(), next()]);
    } else {
      const [x0, y0] = current.at(-1) ?? [0, 0];
      const [x1, y1, x2, y2, x3, y3] = [next(), next(), next(), next(), next(), next()];
      for (let s = 1; s <= steps; s += 1) {
        const t = s / steps;
        const u = 1 - t;
        current.push([
          u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
          u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
        ]);
      }
    }
  }
  if (current.length > 1) strokes.push(current);
  return strokes;
}
