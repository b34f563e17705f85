import { randomInt } from 'node:crypto';
import { DIGIT_SKELETONS, flattenSkeleton, GLYPH_HEIGHT, GLYPH_WIDTH, type Point } from './captcha-glyphs.js';

/**
 * Draws a numeric captcha as SVG that a script cannot take apart by its
 * markup. svg-captcha drew each digit as one filled path from one font, so a
 * matcher that compared each path with samples read every image. Here:
 * - each digit is one of several hand-drawn variants, rotated, scaled and
 *   skewed at random, and the whole line is bent by a random wave;
 * - digits stand close, often touching or overlapping, at random spacing;
 * - two noise curves run along the top and the bottom of the digits, drawn
 *   with the same pen (width, colours, caps): whoever crops a digit to its
 *   ink crops the curves with it;
 * - every stroke is cut into pieces, and the pieces of digits and noise are
 *   shuffled into a few paths: no element is one digit.
 * Fragments of digits as decoys were tried and dropped: beside the line people
 * read them as a fifth digit. A person reads four big dark digits under two
 * smooth lines.
 */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
/** The card under the ink: light on both themes, so dark ink keeps a > 9:1 contrast. */
export const CAPTCHA_BACKGROUND = '#f4f6fb';

/** Numbers in [0, 1): the system's secure source; tests pass a seeded one to draw the same images every run. */
export type Random = () => number;
const secureRandom: Random = () => randomInt(0, 2 ** 47) / 2 ** 47;

class Dice {
  constructor(private readonly random: Random) {}
  uniform(min: number, max: number): number {
    return min + this.random() * (max - min);
  }
  /** An integer from min to max - 1. */
  int(min: number, max: number): number {
    return Math.min(max - 1, Math.floor(this.uniform(min, max)));
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length)] as T;
  }
}

type Polyline = Point[];
const MIN_DIGIT_WIDTH = 12;

/** A random wobble, rotation, scale and skew of a glyph box, centred on the origin. */
function glyphTransform(dice: Dice): (p: Point) => Point {
  const sy = dice.uniform(1.65, 1.9);
  const sx = sy * dice.uniform(0.8, 1.2);
  const angle = dice.uniform(-0.35, 0.35);
  const shear = dice.uniform(-0.3, 0.3);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // Each glyph its own wave, so two images of one variant differ in their curves, not only in their pose.
  const [wx, wy, fx, fy, px, py] = [
    dice.uniform(0.4, 0.9),
    dice.uniform(0.4, 0.9),
    dice.uniform(0.3, 0.6),
    dice.uniform(0.3, 0.6),
    dice.uniform(0, 6.3),
    dice.uniform(0, 6.3),
  ];
  return ([x0, y0]) => {
    const [x, y] = [x0 + wx * Math.sin(fx * y0 + px), y0 + wy * Math.sin(fy * x0 + py)];
    const u = (x - GLYPH_WIDTH / 2) * sx + shear * (y - GLYPH_HEIGHT / 2) * sy;
    const v = (y - GLYPH_HEIGHT / 2) * sy;
    return [u * cos - v * sin, u * sin + v * cos];
  };
}

const boundsOf = (lines: Polyline[]) => {
  const xs = lines.flat().map((p) => p[0]);
  const ys = lines.flat().map((p) => p[1]);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};
const moved = (lines: Polyline[], dx: number, dy: number): Polyline[] =>
  lines.map((line) => line.map(([x, y]) => [x + dx, y + dy] as Point));

/** The digits side by side, each between 3 px from and 2 px into the one before, the line placed at random inside the card. */
function layDigits(dice: Dice, code: string): Polyline[] {
  const glyphs = [...code].map((digit) => {
    const transform = glyphTransform(dice);
    return flattenSkeleton(dice.pick(DIGIT_SKELETONS[digit] ?? [])).map((line) => line.map(transform));
  });
  const placed: Polyline[] = [];
  let cursor = 0;
  for (const glyph of glyphs) {
    const b = boundsOf(glyph);
    // A narrow digit (1) gets the room of a wider one, so two of them never merge into one stroke.
    const pad = Math.max(MIN_DIGIT_WIDTH - (b.right - b.left), 0) / 2;
    [b.left, b.right] = [b.left - pad, b.right + pad];
    const dy = CAPTCHA_HEIGHT / 2 + dice.uniform(-2.5, 2.5) - (b.top + b.bottom) / 2;
    const fit = Math.max(3 - (b.top + dy), 0) + Math.min(CAPTCHA_HEIGHT - 3 - (b.bottom + dy), 0);
    const dx = cursor - b.left - (placed.length ? dice.uniform(-3, 2) : 0);
    placed.push(...moved(glyph, dx, dy + fit));
    cursor = b.right + dx;
  }
  const b = boundsOf(placed);
  const room = CAPTCHA_WIDTH - (b.right - b.left);
  return moved(placed, Math.max(room / 2 + dice.uniform(-room / 3, room / 3), 2) - b.left, 0);
}

/** Long curves across the card, near the digits' top and bottom edges, where they hide the least of each digit from a person. */
function noiseCurves(dice: Dice): Polyline[] {
  return [
    [6, 14],
    [30, 38],
  ].map(([low = 0, high = 0]) => {
    const [y0, y1] = [dice.uniform(low, high), dice.uniform(low, high)];
    const bend = () => (y0 + y1) / 2 + dice.uniform(-5, 5);
    const d = `M${dice.uniform(0, 12)} ${y0} C${dice.uniform(30, 50)} ${bend()} ${dice.uniform(70, 90)} ${bend()} ${dice.uniform(108, 120)} ${y1}`;
    return flattenSkeleton(d, 24)[0] ?? [];
  });
}

/** Bends the whole picture with two random waves, so no two images of one digit share coordinates. */
function warp(dice: Dice, lines: Polyline[]): Polyline[] {
  const [ax, ay] = [dice.uniform(0.8, 1.8), dice.uniform(1.2, 2.4)];
  const [lx, ly] = [dice.uniform(45, 75), dice.uniform(30, 50)];
  const [px, py] = [dice.uniform(0, 2 * Math.PI), dice.uniform(0, 2 * Math.PI)];
  return lines.map((line) =>
    line.map(([x, y]) => [x + ax * Math.sin((2 * Math.PI * y) / ly + px), y + ay * Math.sin((2 * Math.PI * x) / lx + py)] as Point),
  );
}

/** Cuts a polyline into 1-3 pieces that share their cut points (no visible gap). */
function cut(dice: Dice, line: Polyline): Polyline[] {
  if (line.length < 6) return [line];
  const cuts = [...new Set(Array.from({ length: dice.int(0, 3) }, () => dice.int(2, line.length - 2)))].sort((a, b) => a - b);
  const bounds = [0, ...cuts, line.length - 1];
  return bounds.slice(1).map((end, i) => line.slice(bounds[i], end + 1));
}

function shuffle<T>(dice: Dice, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = dice.int(0, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const pathData = (line: Polyline) => line.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');
const grey = (dice: Dice) => `#${dice.int(0x18, 0x3c).toString(16).repeat(3)}`;

export function drawCaptcha(code: string, random: Random = secureRandom): string {
  const dice = new Dice(random);
  const lines = warp(dice, [...layDigits(dice, code), ...noiseCurves(dice)]);
  const pieces = shuffle(
    dice,
    lines.flatMap((line) => cut(dice, line)),
  );
  const groups = Array.from({ length: dice.int(6, 10) }, () => [] as Polyline[]);
  pieces.forEach((piece, i) => (groups[i < groups.length ? i : dice.int(0, groups.length)] as Polyline[]).push(piece));
  const width = dice.uniform(2.3, 2.8).toFixed(2);
  const paths = groups
    .filter((group) => group.length)
    .map(
      (group) =>
        `<path d="${group.map(pathData).join('')}" fill="none" stroke="${grey(dice)}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" rx="4" fill="${CAPTCHA_BACKGROUND}"/>${paths.join('')}</svg>`
  );
}
