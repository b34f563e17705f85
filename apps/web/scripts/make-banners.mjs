// Writes the placeholder banner SVGs of public/banners (original art, no third-party marks).
// Run once with `node scripts/make-banners.mjs`; the SVGs are kept in the repository.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../public/banners/', import.meta.url));
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const star = (x, y, r, fill) =>
  `<path d="M${x} ${y - r}c${r * 0.12} ${r * 0.78} ${r * 0.22} ${r * 0.88} ${r} ${r}c-${r * 0.78} ${r * 0.12}-${r * 0.88} ${r * 0.22}-${r} ${r}c-${r * 0.12}-${r * 0.78}-${r * 0.22}-${r * 0.88}-${r}-${r}c${r * 0.78}-${r * 0.12} ${r * 0.88}-${r * 0.22} ${r}-${r}z" fill="${fill}"/>`;

const coin = (x, y, r) =>
  `<g><ellipse cx="${x}" cy="${y + 6}" rx="${r}" ry="${r * 0.35}" fill="#a8650a"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.35}" fill="url(#gold)"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.62}" ry="${r * 0.2}" fill="none" stroke="#fff3c4" stroke-opacity=".7" stroke-width="2"/></g>`;

const motifs = {
  star: () =>
    `${star(590, 150, 86, 'url(#gold)')}${star(680, 60, 22, '#fff3c4')}${star(500, 255, 14, '#2fd38a')}${coin(640, 262, 34)}${coin(700, 230, 24)}`,
  ball: () =>
    `<circle cx="600" cy="160" r="92" fill="#f4f6ff"/><path d="M600 112l44 32-17 52h-54l-17-52z" fill="#1b1f4a"/><path d="M600 68v44M644 144l42-14M627 196l26 36M573 196l-26 36M556 144l-42-14" stroke="#1b1f4a" stroke-width="8"/>${star(690, 60, 18, 'url(#gold)')}`,
  shield: () =>
    `<path d="M600 62l86 30v62c0 56-38 96-86 114-48-18-86-58-86-114V92z" fill="url(#gold)"/><text x="600" y="190" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="900" fill="#2a1a00">18+</text>`,
  key: () =>
    `<circle cx="560" cy="160" r="62" fill="none" stroke="url(#gold)" stroke-width="26"/><path d="M620 160h110M690 160v44M724 160v30" stroke="url(#gold)" stroke-width="24" stroke-linecap="round"/>${star(520, 60, 18, '#fff3c4')}`,
  gift: () =>
    `<rect x="520" y="130" width="170" height="130" rx="14" fill="#7b5cff"/><rect x="506" y="98" width="198" height="46" rx="12" fill="#9a80ff"/><rect x="590" y="98" width="30" height="162" fill="url(#gold)"/><path d="M605 98c-30-50-80-40-64-8 10 18 64 8 64 8zM605 98c30-50 80-40 64-8-10 18-64 8-64 8z" fill="none" stroke="url(#gold)" stroke-width="12"/>${star(700, 60, 20, '#fff3c4')}`,
  lock: () =>
    `<rect x="525" y="140" width="150" height="120" rx="20" fill="url(#gold)"/><path d="M555 140v-28a45 45 0 0190 0v28" fill="none" stroke="#f4f6ff" stroke-width="22"/><circle cx="600" cy="190" r="14" fill="#2a1a00"/><path d="M600 196v30" stroke="#2a1a00" stroke-width="10" stroke-linecap="round"/>`,
  check: () =>
    `<path d="M600 62l86 30v62c0 56-38 96-86 114-48-18-86-58-86-114V92z" fill="#2fd38a"/><path d="M560 160l28 28 56-60" fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
};

const palettes = {
  purple: ['#2b1d77', '#4a2a9c', '#172a6b'],
  green: ['#06372e', '#0e6b4f', '#123a6b'],
  navy: ['#101a4d', '#233a9c', '#2b1d77'],
  wine: ['#3a0f4d', '#7a1f6b', '#2b1d77'],
};

const sparkles = () =>
  [
    [70, 70, 10, '#fff3c4'],
    [150, 250, 14, 'url(#gold)'],
    [250, 60, 8, '#fff'],
    [690, 270, 12, '#fff3c4'],
    [120, 160, 6, '#2fd38a'],
    [700, 70, 16, 'url(#gold)'],
    [300, 280, 7, '#fff'],
  ]
    .map(([x, y, r, fill]) => star(x, y, r, fill))
    .join('');

function frame([a, b, c], body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 320" width="750" height="320">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".5" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe38f"/><stop offset=".55" stop-color="#f5b930"/><stop offset="1" stop-color="#d98d12"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="750" height="320" fill="url(#bg)"/>
  <circle cx="40" cy="300" r="120" fill="#fff" fill-opacity=".04"/>
  <circle cx="720" cy="-20" r="110" fill="#fff" fill-opacity=".05"/>
  ${body}
</svg>
`;
}

/** Art only: the server shows these to both languages (the seed shares one file per slot). */
function artBanner({ motif, palette }) {
  return frame(
    palettes[palette],
    `<ellipse cx="375" cy="160" rx="260" ry="150" fill="url(#glow)"/>${sparkles()}<g transform="translate(-225 0)">${motifs[motif]()}</g>`,
  );
}

/** The fallback banner of a language (SPEC §2: Portuguese variant for PT), so it may carry words. */
function textBanner({ title, subtitle, cta, note }) {
  const width = cta.length * 13 + 48;
  return frame(
    palettes.purple,
    `<ellipse cx="600" cy="150" rx="200" ry="150" fill="url(#glow)"/>${motifs.star()}
  <text x="44" y="128" font-family="${FONT}" font-size="44" font-weight="900" fill="#fff">${title}</text>
  <text x="44" y="172" font-family="${FONT}" font-size="22" font-weight="500" fill="#fff" fill-opacity=".82">${subtitle}</text>
  <rect x="44" y="204" width="${width}" height="48" rx="24" fill="url(#gold)"/>
  <text x="${44 + width / 2}" y="235" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="800" fill="#2a1a00">${cta}</text>
  <text x="44" y="294" font-family="${FONT}" font-size="14" fill="#fff" fill-opacity=".55">${note}</text>`,
  );
}

const banners = {
  'home-1.svg': artBanner({ motif: 'star', palette: 'purple' }),
  'home-2.svg': artBanner({ motif: 'ball', palette: 'green' }),
  'home-3.svg': artBanner({ motif: 'shield', palette: 'navy' }),
  'login.svg': artBanner({ motif: 'key', palette: 'purple' }),
  'reg.svg': artBanner({ motif: 'gift', palette: 'wine' }),
  'forget.svg': artBanner({ motif: 'lock', palette: 'navy' }),
  'change.svg': artBanner({ motif: 'check', palette: 'green' }),
  'default-pt.svg': textBanner({
    title: 'Demo Bet',
    subtitle: 'Cassino, esportes e muito mais',
    cta: 'Explorar',
    note: '18+ · Jogue com responsabilidade',
  }),
  'default-en.svg': textBanner({
    title: 'Demo Bet',
    subtitle: 'Casino, sports and much more',
    cta: 'Explore',
    note: '18+ · Play responsibly',
  }),
};

mkdirSync(out, { recursive: true });
for (const [name, svg] of Object.entries(banners)) writeFileSync(out + name, svg);
console.log('banners written to', out);
