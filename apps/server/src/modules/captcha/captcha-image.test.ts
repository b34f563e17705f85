import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, type Random } from './captcha-drawing.js';
import { shapeMatcher, type Reader } from './shape-matcher-for-test.js';

// The image before issue 27: svg-captcha drawing each digit as one filled path of one font.
const drawSvgCaptcha = createRequire(import.meta.url)('svg-captcha') as (text: string, options: object) => string;
const drawOld = (code: string) => drawSvgCaptcha(code, { noise: 3, color: false, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });

const LEARNT = 200;
const TRIED = 300;

/** mulberry32: the same captchas every run, so the count below does not vary from run to run. */
function seeded(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** How many of TRIED new captchas the attacker reads after learning from LEARNT solved ones. */
function attack(reader: Reader, draw: (code: string, random: Random) => string): number {
  const random = seeded(27);
  const code = () => String(Math.floor(random() * 10_000)).padStart(4, '0');
  const matcher = shapeMatcher(reader, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  for (let i = 0; i < LEARNT; i += 1) {
    const answer = code();
    matcher.learn(draw(answer, random), answer);
  }
  let read = 0;
  for (let i = 0; i < TRIED; i += 1) {
    const answer = code();
    if (matcher.read(draw(answer, random)) === answer) read += 1;
  }
  return read;
}

describe('the captcha image against a shape matcher', () => {
  it('was read almost always when each digit was one path of one font', () => {
    const read = attack('elements', drawOld);
    console.info(`shape matcher after ${LEARNT} solved svg-captcha images reads ${read}/${TRIED} by paths`);
    expect(read).toBeGreaterThanOrEqual(TRIED * 0.95);
  }, 60_000);

  it('is read less than 1 time in 20, by its paths or by its ink', () => {
    const byElements = attack('elements', drawCaptcha);
    const byInk = attack('ink', drawCaptcha);
    console.info(`shape matcher after ${LEARNT} solved captchas reads ${byElements}/${TRIED} by paths, ${byInk}/${TRIED} by ink`);
    expect(byElements).toBeLessThan(TRIED / 20);
    expect(byInk).toBeLessThan(TRIED / 20);
  }, 60_000);

  it('draws only dark strokes on the light card, no digit as an element of its own', () => {
    const svg = drawCaptcha('1234');
    const paths = [...svg.matchAll(/<path ([^>]*)\/>/g)].map((m) => m[1] ?? '');
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const attrs of paths) {
      expect(attrs).toContain('fill="none"');
      // Greys up to #3b: contrast above 9:1 against the card.
      expect(parseInt(/stroke="#(\w\w)/.exec(attrs)?.[1] ?? 'ff', 16)).toBeLessThan(0x3c);
    }
    expect(new Set(paths.map((attrs) => /stroke-width="([^"]+)"/.exec(attrs)?.[1])).size).toBe(1);
  });
});
