import { createHash } from 'node:crypto';
import { emblems, emblemNames, type Emblem } from './art-emblems.js';

/** Background gradient pairs and the emblem colour that reads on them. */
const palettes: Array<[string, string, string]> = [
  ['#3a1c71', '#d76d77', '#ffd36e'],
  ['#0f2027', '#2c5364', '#7ee8fa'],
  ['#42275a', '#734b6d', '#f9d976'],
  ['#134e5e', '#71b280', '#fff3b0'],
  ['#1d2b64', '#5b6ee1', '#ffe29f'],
  ['#4b134f', '#c94b4b', '#ffd700'],
  ['#093028', '#237a57', '#f6d365'],
  ['#2b1055', '#7597de', '#fbe3a1'],
  ['#3e1f47', '#ef5777', '#ffe66d'],
  ['#0b486b', '#f56217', '#fff1b5'],
  ['#232526', '#414345', '#f7b733'],
  ['#5a3f37', '#2c7744', '#ffe08a'],
];

function digest(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

function pattern(kind: number, colour: string): string {
  if (kind === 0) {
    // Sun rays from behind the emblem.
    const rays = Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M150 150L${150 + 260 * Math.cos((i * Math.PI) / 6)} ${150 + 260 * Math.sin((i * Math.PI) / 6)}L${150 + 260 * Math.cos((i * Math.PI) / 6 + 0.16)} ${150 + 260 * Math.sin((i * Math.PI) / 6 + 0.16)}z"/>`,
    );
    return `<g fill="${colour}" fill-opacity=".09">${rays.join('')}</g>`;
  }
  if (kind === 1) {
    const dots = [];
    for (let y = 20; y < 300; y += 36)
      for (let x = (y / 36) % 2 ? 38 : 20; x < 300; x += 36) dots.push(`<circle cx="${x}" cy="${y}" r="4"/>`);
    return `<g fill="${colour}" fill-opacity=".12">${dots.join('')}</g>`;
  }
  if (kind === 2) {
    const waves = [60, 120, 180, 240].map((y) => `<path d="M0 ${y}q37 -22 75 0t75 0t75 0t75 0"/>`);
    return `<g fill="none" stroke="${colour}" stroke-opacity=".14" stroke-width="6">${waves.join('')}</g>`;
  }
  return `<g fill="none" stroke="${colour}" stroke-opacity=".12" stroke-width="10"><circle cx="150" cy="150" r="70"/><circle cx="150" cy="150" r="115"/></g>`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ArtRequest {
  /** Stable per game: the same seed always draws the same picture. */
  seed: string;
  emblem: Emblem;
  /** Short text in the corner (the vendor code). */
  badge: string;
}

/** A 300×300 SVG tile: gradient, pattern, glow, emblem and the vendor badge. About 2 kB. */
export function drawGameArt(request: ArtRequest): string {
  const h = digest(request.seed);
  const [from, to, accent] = palettes[h[0]! % palettes.length]!;
  const angle = (h[1]! % 4) * 45;
  const badge = escapeXml(request.badge.slice(0, 8));
  const tilt = ((h[3]! % 11) - 5) * 2;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">',
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="l"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    '<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-opacity=".45"/></filter></defs>',
    '<rect width="300" height="300" rx="36" fill="url(#g)"/>',
    pattern(h[2]! % 4, accent),
    '<circle cx="150" cy="150" r="120" fill="url(#l)"/>',
    `<g transform="translate(60 56) scale(1.8) rotate(${tilt} 50 50)" color="${accent}" filter="url(#s)">${emblems[request.emblem]}</g>`,
    `<rect x="16" y="16" rx="12" width="${22 + badge.length * 13}" height="32" fill="#000" fill-opacity=".35"/>`,
    `<text x="${27}" y="39" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="#fff">${badge}</text>`,
    '</svg>',
  ].join('');
}

/** A vendor's round icon for the footer and the vendor chips. */
export function drawVendorArt(code: string): string {
  const h = digest(`vendor:${code}`);
  const [from, to, accent] = palettes[h[0]! % palettes.length]!;
  const label = escapeXml(code.slice(0, 7));
  const size = label.length <= 3 ? 34 : label.length <= 5 ? 24 : 18;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">',
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<circle cx="60" cy="60" r="56" fill="url(#g)" stroke="${accent}" stroke-width="4"/>`,
    `<text x="60" y="${60 + size * 0.36}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="${accent}">${label}</text>`,
    '</svg>',
  ].join('');
}

/** Team crests of the demo fixtures: a shield in two colours with initials. */
export function drawTeamArt(name: string): string {
  const h = digest(`team:${name}`);
  const [from, , accent] = palettes[h[0]! % palettes.length]!;
  const initials = escapeXml(
    name
      .split(/\s+/)
      .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w))
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join(''),
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
    `<path d="M50 4l40 12v30c0 26-18 42-40 50C28 88 10 72 10 46V16z" fill="${from}" stroke="${accent}" stroke-width="5"/>`,
    `<text x="50" y="62" text-anchor="middle" font-family="system-ui,sans-serif" font-size="30" font-weight="800" fill="${accent}">${initials}</text>`,
    '</svg>',
  ].join('');
}

export function isEmblem(value: string): value is Emblem {
  return (emblemNames as string[]).includes(value);
}
