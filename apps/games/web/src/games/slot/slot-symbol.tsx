/** Original drawings of the slot symbols (no third-party art). Codes come from the game's configuration. */
const shapes: Record<string, { colour: string; draw: string }> = {
  H1: {
    colour: '#ffcf4d',
    draw: '<path d="M14 70l-4-40 22 18 18-28 18 28 22-18-4 40z"/><rect x="14" y="72" width="72" height="12" rx="4"/>',
  },
  H2: { colour: '#5fd3ff', draw: '<path d="M30 22h40l18 22-38 44-38-44z"/>' },
  H3: { colour: '#ff8ad8', draw: '<path d="M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z"/>' },
  M1: {
    colour: '#ffb347',
    draw: '<path d="M50 12c-16 0-26 14-26 30v20l-8 12h68l-8-12V42c0-16-10-30-26-30z"/><circle cx="50" cy="82" r="8"/>',
  },
  M2: {
    colour: '#6be08a',
    draw: '<circle cx="38" cy="36" r="16"/><circle cx="62" cy="36" r="16"/><circle cx="38" cy="60" r="16"/><circle cx="62" cy="60" r="16"/><rect x="47" y="60" width="6" height="30" rx="3"/>',
  },
  W: { colour: '#ffd700', draw: '<path d="M58 6L20 56h24l-8 38 44-54H54z"/>' },
  S: {
    colour: '#c77dff',
    draw: '<circle cx="50" cy="50" r="38"/><path d="M50 24l8 16 17 2-12 12 3 17-16-8-16 8 3-17-12-12 17-2z" fill="#fff"/>',
  },
};
const letters: Record<string, { text: string; colour: string }> = {
  L1: { text: 'A', colour: '#ff6b6b' },
  L2: { text: 'K', colour: '#4dabf7' },
  L3: { text: 'Q', colour: '#a9e34b' },
  L4: { text: 'J', colour: '#ffa94d' },
};

export function SlotSymbol({ code, label }: { code: string; label: string }) {
  const letter = letters[code];
  if (letter) {
    return (
      <svg viewBox="0 0 100 100" role="img" aria-label={label}>
        <text x="50" y="70" textAnchor="middle" fontSize="62" fontWeight="900" fill={letter.colour} fontFamily="system-ui, sans-serif">
          {letter.text}
        </text>
      </svg>
    );
  }
  const shape = shapes[code] ?? shapes.H3!;
  return <svg viewBox="0 0 100 100" role="img" aria-label={label} fill={shape.colour} dangerouslySetInnerHTML={{ __html: shape.draw }} />;
}
