/** The gem of a safe tile and the mine, drawn (no emoji font is needed). */
export function GemIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="mines__icon">
      <path d="M6 3h12l4 6-10 12L2 9z" fill="#41d98b" />
      <path d="M2 9h20M8 3l4 18M16 3l-4 18M6 3l2 6M18 3l-2 6" stroke="#0b6b3f" strokeWidth="0.8" fill="none" />
    </svg>
  );
}

export function MineIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="mines__icon">
      <g stroke="#2a0a0a" strokeWidth="2" strokeLinecap="round">
        <path d="M12 2v4M12 18v4M2 12h4M18 12h4M5 5l3 3M16 16l3 3M5 19l3-3M16 8l3-3" />
      </g>
      <circle cx="12" cy="12" r="6.5" fill="#2a0a0a" />
      <circle cx="10" cy="10" r="1.8" fill="#fff" opacity="0.7" />
    </svg>
  );
}
