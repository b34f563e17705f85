/**
 * Emblems of the generated game artwork: original, simple shapes drawn on a
 * 100×100 box (no third-party art, names or marks). Each is SVG markup using
 * `currentColor` for the main fill and `var(--hi)` for highlights.
 */
export const emblems = {
  gem: '<path d="M30 22h40l18 22-38 44-38-44z" fill="currentColor"/><path d="M30 22l8 22h24l8-22M12 44h76M38 44l12 44 12-44" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2.5" stroke-linejoin="round"/>',
  crown:
    '<path d="M14 70l-4-40 22 18 18-28 18 28 22-18-4 40z" fill="currentColor"/><rect x="14" y="72" width="72" height="12" rx="4" fill="currentColor"/><circle cx="50" cy="56" r="7" fill="#fff" fill-opacity=".8"/><circle cx="30" cy="60" r="4" fill="#fff" fill-opacity=".6"/><circle cx="70" cy="60" r="4" fill="#fff" fill-opacity=".6"/>',
  fruit:
    '<path d="M50 14c4 14 2 26-14 40M50 14c2 18 10 30 20 38" fill="none" stroke="#3c8d2f" stroke-width="4" stroke-linecap="round"/><path d="M50 14c10-6 22-4 28 4-10 4-20 2-28-4z" fill="#4caf50"/><circle cx="34" cy="66" r="20" fill="currentColor"/><circle cx="68" cy="62" r="20" fill="currentColor"/><circle cx="28" cy="58" r="5" fill="#fff" fill-opacity=".6"/><circle cx="62" cy="54" r="5" fill="#fff" fill-opacity=".6"/>',
  fish: '<path d="M12 50c14-22 44-26 62-6l16-14v40L74 56C56 76 26 72 12 50z" fill="currentColor"/><circle cx="30" cy="46" r="5" fill="#fff"/><circle cx="31" cy="46" r="2.5" fill="#222"/><path d="M46 34c6 10 6 22 0 32" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>',
  star: '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z" fill="currentColor"/><path d="M50 24l6 14 15 2-11 10" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>',
  bird: '<path d="M20 62c0-22 16-38 36-38 12 0 22 6 26 14l10 2-10 6c0 20-16 34-36 34-10 0-18-4-26-10l-12 6 6-14z" fill="currentColor"/><circle cx="68" cy="38" r="4" fill="#fff"/><path d="M30 56c10 8 24 8 34-2" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>',
  paw: '<ellipse cx="50" cy="64" rx="20" ry="17" fill="currentColor"/><ellipse cx="24" cy="42" rx="8" ry="11" fill="currentColor"/><ellipse cx="40" cy="26" rx="8" ry="11" fill="currentColor"/><ellipse cx="60" cy="26" rx="8" ry="11" fill="currentColor"/><ellipse cx="76" cy="42" rx="8" ry="11" fill="currentColor"/>',
  bolt: '<path d="M58 6L20 56h24l-8 38 44-54H54z" fill="currentColor"/><path d="M56 14L30 50" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>',
  note: '<path d="M38 72V24l44-10v50" fill="none" stroke="currentColor" stroke-width="7" stroke-linejoin="round"/><ellipse cx="28" cy="74" rx="14" ry="10" fill="currentColor"/><ellipse cx="72" cy="66" rx="14" ry="10" fill="currentColor"/>',
  compass:
    '<circle cx="50" cy="50" r="38" fill="none" stroke="currentColor" stroke-width="7"/><path d="M50 16l10 34-10 34-10-34z" fill="currentColor"/><path d="M50 16l10 34H40z" fill="#fff" fill-opacity=".7"/><circle cx="50" cy="50" r="5" fill="#fff"/>',
  rocket:
    '<path d="M50 6c16 12 22 32 16 56H34C28 38 34 18 50 6z" fill="currentColor"/><circle cx="50" cy="34" r="8" fill="#fff" fill-opacity=".85"/><path d="M34 52L20 70l16-2zM66 52l14 18-16-2z" fill="currentColor"/><path d="M40 66l10 26 10-26z" fill="#ffb347"/>',
  mine: '<circle cx="50" cy="56" r="28" fill="currentColor"/><path d="M50 28V14M70 36l10-10M78 56h14M30 36L20 26M22 56H8" stroke="currentColor" stroke-width="6" stroke-linecap="round"/><circle cx="40" cy="46" r="7" fill="#fff" fill-opacity=".6"/>',
  dice: '<rect x="14" y="14" width="72" height="72" rx="14" fill="currentColor"/><g fill="#fff"><circle cx="32" cy="32" r="7"/><circle cx="68" cy="32" r="7"/><circle cx="50" cy="50" r="7"/><circle cx="32" cy="68" r="7"/><circle cx="68" cy="68" r="7"/></g>',
  plinko:
    '<g fill="currentColor"><circle cx="50" cy="16" r="5"/><circle cx="38" cy="32" r="5"/><circle cx="62" cy="32" r="5"/><circle cx="26" cy="48" r="5"/><circle cx="50" cy="48" r="5"/><circle cx="74" cy="48" r="5"/><circle cx="14" cy="64" r="5"/><circle cx="38" cy="64" r="5"/><circle cx="62" cy="64" r="5"/><circle cx="86" cy="64" r="5"/></g><circle cx="56" cy="26" r="7" fill="#fff"/><rect x="8" y="78" width="84" height="12" rx="4" fill="currentColor" fill-opacity=".7"/>',
  wheel:
    '<circle cx="50" cy="50" r="40" fill="currentColor"/><circle cx="50" cy="50" r="30" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-dasharray="8 6"/><circle cx="50" cy="50" r="12" fill="#fff" fill-opacity=".85"/><path d="M50 10v80M10 50h80M22 22l56 56M78 22L22 78" stroke="#000" stroke-opacity=".2" stroke-width="2"/>',
  cards:
    '<rect x="16" y="20" width="44" height="62" rx="6" fill="#fff" transform="rotate(-12 38 51)"/><rect x="40" y="18" width="44" height="62" rx="6" fill="currentColor" transform="rotate(10 62 49)"/><path d="M62 38c6-8 16 0 0 14-16-14-6-22 0-14z" fill="#fff" transform="rotate(10 62 49)"/>',
  ball: '<circle cx="50" cy="50" r="38" fill="#fff"/><path d="M50 30l14 10-5 17H41l-5-17z" fill="currentColor"/><path d="M50 12v18M64 40l18-6M59 57l10 15M41 57L31 72M36 40l-18-6" stroke="currentColor" stroke-width="3"/>',
  pad: '<path d="M22 34h56c10 0 16 8 18 20l2 14c1 10-10 14-16 6l-8-10H26l-8 10c-6 8-17 4-16-6l2-14c2-12 8-20 18-20z" fill="currentColor"/><path d="M28 48v12M22 54h12" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="68" cy="50" r="4" fill="#fff"/><circle cx="76" cy="58" r="4" fill="#fff"/>',
  shield:
    '<path d="M50 8l36 12v26c0 24-16 40-36 46C30 86 14 70 14 46V20z" fill="currentColor"/><path d="M50 24l8 16 17 2-12 12 3 17-16-8-16 8 3-17-12-12 17-2z" fill="#fff" fill-opacity=".75"/>',
  lotto:
    '<circle cx="30" cy="40" r="18" fill="currentColor"/><circle cx="70" cy="40" r="18" fill="#fff" fill-opacity=".9"/><circle cx="50" cy="70" r="18" fill="currentColor" fill-opacity=".8"/><circle cx="30" cy="40" r="8" fill="#fff"/><circle cx="50" cy="70" r="8" fill="#fff"/>',
} as const;

export type Emblem = keyof typeof emblems;
export const emblemNames = Object.keys(emblems) as Emblem[];
