/**
 * The attacker of captcha-image.test.ts: reads a captcha SVG without a
 * browser, with templates learnt from captchas whose answers it knows (an
 * attacker gets those by solving a few hundred by hand, or from a farm).
 * - 'elements': each filled path is one digit (true of svg-captcha);
 *   its outline, scaled to its box and filled on a 16×16 grid, is compared
 *   with every learnt digit and the nearest wins.
 * - 'ink': for markup that does not map to digits, every path (filled or
 *   stroked, at its width) is drawn onto a 1 px grid; the inked columns are
 *   cut into four at the emptiest columns near the quarters, and each part,
 *   scaled to its box, is compared like above.
 */
type Point = [number, number];
interface Ink {
  filled: boolean;
  width: number;
  lines: Point[][];
}
type Shape = Float32Array;

const GRID = 16;

function flatten(d: string): Point[][] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(e-?\d+)?/gi) ?? [];
  const lines: Point[][] = [];
  let line: Point[] = [];
  let command = '';
  let i = 0;
  const n = () => Number(tokens[i++]);
  while (i < tokens.length) {
    if (/^[MLQCZ]$/i.test(tokens[i] ?? '')) command = (tokens[i++] ?? '').toUpperCase();
    const last = line.at(-1) ?? [0, 0];
    if (command === 'Z') {
      if (line[0]) line.push(line[0]);
      continue;
    }
    if (command === 'M') {
      if (line.length > 1) lines.push(line);
      line = [[n(), n()]];
      command = 'L';
      continue;
    }
    const ctrl = command === 'L' ? [] : Array.from({ length: command === 'Q' ? 2 : 4 }, n);
    const end: Point = [n(), n()];
    const pts = [last, ...(ctrl.length ? [[ctrl[0], ctrl[1]], ...(ctrl.length > 2 ? [[ctrl[2], ctrl[3]]] : [])] : []), end] as Point[];
    for (let s = 1; s <= (ctrl.length ? 6 : 1); s += 1) line.push(bezier(pts, s / (ctrl.length ? 6 : 1)));
  }
  if (line.length > 1) lines.push(line);
  return lines;
}

function bezier(pts: Point[], t: number): Point {
  let level = pts;
  while (level.length > 1)
    level = level.slice(1).map((p, k) => [(1 - t) * (level[k]?.[0] ?? 0) + t * p[0], (1 - t) * (level[k]?.[1] ?? 0) + t * p[1]] as Point);
  return level[0] ?? [0, 0];
}

export function parseInk(svg: string): Ink[] {
  return [...svg.matchAll(/<path([^>]*)\/?>/g)].map(([, attrs = '']) => {
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
    const fill = attr('fill');
    return { filled: fill !== undefined && fill !== 'none', width: Number(attr('stroke-width') ?? 1), lines: flatten(attr('d') ?? '') };
  });
}

/** Even-odd scanline fill and round-capped strokes on a w×h grid of the area x0..x0+sx·w, y0..y0+sy·h. */
function raster(inks: Ink[], w: number, h: number, x0 = 0, y0 = 0, sx = 1, sy = 1): Uint8Array {
  const grid = new Uint8Array(w * h);
  for (const ink of inks) {
    if (ink.filled) {
      for (let row = 0; row < h; row += 1) {
        const y = y0 + (row + 0.5) * sy;
        const xs: number[] = [];
        for (const line of ink.lines)
          for (let k = 1; k < line.length; k += 1) {
            const [a, b] = [line[k - 1] as Point, line[k] as Point];
            if (a[1] <= y !== b[1] <= y) xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
          }
        xs.sort((p, q) => p - q);
        for (let k = 0; k + 1 < xs.length; k += 2)
          for (let col = 0; col < w; col += 1) {
            const x = x0 + (col + 0.5) * sx;
            if (x >= (xs[k] ?? 0) && x < (xs[k + 1] ?? 0)) grid[row * w + col] = 1;
          }
      }
      continue;
    }
    const r = Math.max(ink.width / 2, 0.5);
    for (const line of ink.lines)
      for (let k = 1; k < line.length; k += 1) {
        const [a, b] = [line[k - 1] as Point, line[k] as Point];
        const rows = [Math.floor((Math.min(a[1], b[1]) - r - y0) / sy), Math.ceil((Math.max(a[1], b[1]) + r - y0) / sy)];
        const cols = [Math.floor((Math.min(a[0], b[0]) - r - x0) / sx), Math.ceil((Math.max(a[0], b[0]) + r - x0) / sx)];
        for (let row = Math.max(rows[0] ?? 0, 0); row < Math.min(rows[1] ?? 0, h); row += 1)
          for (let col = Math.max(cols[0] ?? 0, 0); col < Math.min(cols[1] ?? 0, w); col += 1) {
            const [px, py] = [x0 + (col + 0.5) * sx, y0 + (row + 0.5) * sy];
            const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
            const t = Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / (dx * dx + dy * dy || 1)));
            if (Math.hypot(px - a[0] - t * dx, py - a[1] - t * dy) <= r) grid[row * w + col] = 1;
          }
      }
  }
  return grid;
}

/** The inked box of columns c0..c1 of a page, scaled to GRID×GRID cells holding the inked share of each. */
function shapeOf(page: Uint8Array, w: number, h: number, c0: number, c1: number): Shape {
  let [top, bottom] = [h, -1];
  for (let row = 0; row < h; row += 1)
    for (let col = c0; col < c1; col += 1) if (page[row * w + col]) [top, bottom] = [Math.min(top, row), Math.max(bottom, row)];
  const shape = new Float32Array(GRID * GRID);
  if (bottom < 0) return shape;
  for (let row = top; row <= bottom; row += 1)
    for (let col = c0; col < c1; col += 1) {
      const cell =
        Math.min(GRID - 1, Math.floor(((row - top) / (bottom - top + 1)) * GRID)) * GRID +
        Math.min(GRID - 1, Math.floor(((col - c0) / (c1 - c0)) * GRID));
      shape[cell] = (shape[cell] ?? 0) + (page[row * w + col] ?? 0);
    }
  const max = Math.max(...shape, 1);
  return shape.map((v) => v / max);
}

const distance = (a: Shape, b: Shape) => a.reduce((sum, v, k) => sum + Math.abs(v - (b[k] ?? 0)), 0);
const nearest = (shape: Shape, templates: Array<{ digit: string; shape: Shape }>) =>
  templates.reduce(
    (best, t) => {
      const d = distance(shape, t.shape);
      return d < best.d ? { d, digit: t.digit } : best;
    },
    { d: Infinity, digit: '?' },
  ).digit;

function elementShapes(svg: string): Shape[] {
  const glyphs = parseInk(svg).filter((ink) => ink.filled && ink.lines.length);
  const boxes = glyphs.map((g) => {
    const pts = g.lines.flat();
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    return { g, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  });
  return boxes
    .sort((a, b) => a.x0 + a.x1 - b.x0 - b.x1)
    .map((b) => {
      const grid = raster([b.g], GRID, GRID, b.x0, b.y0, (b.x1 - b.x0) / GRID, (b.y1 - b.y0) / GRID);
      return Float32Array.from(grid);
    });
}

function inkShapes(svg: string, width: number, height: number): Shape[] {
  const page = raster(parseInk(svg), width, height);
  const columns = Array.from({ length: width }, (_, col) => {
    let sum = 0;
    for (let row = 0; row < height; row += 1) sum += page[row * width + col] ?? 0;
    return sum;
  });
  const busy = columns.map((c) => c > 0.3 * Math.max(...columns));
  const [left, right] = [busy.indexOf(true), busy.lastIndexOf(true) + 1];
  const cuts = [left];
  for (let k = 1; k < 4; k += 1) {
    const guess = Math.round(left + ((right - left) * k) / 4);
    let best = guess;
    for (let c = guess - 4; c <= guess + 4; c += 1) if ((columns[c] ?? Infinity) < (columns[best] ?? Infinity)) best = c;
    cuts.push(best);
  }
  cuts.push(right);
  return cuts.slice(1).map((end, k) => shapeOf(page, width, height, cuts[k] ?? 0, Math.max(end, (cuts[k] ?? 0) + 1)));
}

export type Reader = 'elements' | 'ink';
type Templates = Array<{ digit: string; shape: Shape }>;

const shapesOf = (reader: Reader, svg: string, width: number, height: number) =>
  reader === 'elements' ? elementShapes(svg) : inkShapes(svg, width, height);

/**
 * A reader of captchas of one size: `learn` keeps each digit's shape from
 * captchas whose answers are known (in reading order), `read` answers the
 * nearest learnt digit for each shape of a new one.
 */
export function shapeMatcher(reader: Reader, width: number, height: number) {
  const templates: Templates = [];
  return {
    learn(svg: string, code: string) {
      shapesOf(reader, svg, width, height).forEach((shape, k) => code[k] && templates.push({ digit: code[k], shape }));
    },
    read: (svg: string) =>
      shapesOf(reader, svg, width, height)
        .map((shape) => nearest(shape, templates))
        .join(''),
  };
}
