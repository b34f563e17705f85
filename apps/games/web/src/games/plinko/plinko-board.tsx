import { formatTrimmed } from '../../i18n/numbers';

const WIDTH = 320;
const TOP = 18;

/** The peg board: `rows` rows of pegs, the ball after `step` of its moves, and the slots with their multipliers. */
export function PlinkoBoard({
  rows,
  multipliers,
  path,
  step,
  landed,
  lang,
}: {
  lang: string;
  rows: number;
  multipliers: readonly number[];
  path: number[] | null;
  step: number;
  landed: number | null;
}) {
  const spacing = WIDTH / (rows + 2);
  const rowHeight = spacing * 0.9;
  const height = TOP + rows * rowHeight + 34;
  const center = WIDTH / 2;
  const rights = path ? path.slice(0, step).reduce((a, b) => a + b, 0) : 0;
  const ballX = center + (rights - step / 2) * spacing;
  const ballY = TOP - rowHeight * 0.6 + step * rowHeight;
  const slotY = TOP + rows * rowHeight - rowHeight * 0.2;
  return (
    <svg className="plinko__board" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-hidden="true" data-testid="plinko-board">
      {Array.from({ length: rows }, (_, r) =>
        Array.from({ length: r + 3 }, (_, j) => (
          <circle
            key={`${r}:${j}`}
            cx={center + (j - (r + 2) / 2) * spacing}
            cy={TOP + r * rowHeight}
            r={Math.max(2, spacing * 0.1)}
            className="plinko__peg"
          />
        )),
      )}
      {multipliers.map((m, i) => {
        const x = center + (i - rows / 2) * spacing;
        const tone = m >= 1000 ? 'hot' : m >= 200 ? 'warm' : m >= 100 ? 'even' : 'cold';
        return (
          <g key={i} className={`plinko__slot plinko__slot--${tone}${landed === i ? ' is-landed' : ''}`}>
            <rect x={x - spacing / 2 + 1} y={slotY} width={spacing - 2} height={22} rx={4} />
            <text x={x} y={slotY + 15} textAnchor="middle" fontSize={Math.min(10, spacing * 0.36)}>
              {formatTrimmed(m / 100, lang)}
            </text>
          </g>
        );
      })}
      {path ? (
        <circle className="plinko__ball" r={Math.max(4, spacing * 0.22)} style={{ transform: `translate(${ballX}px, ${ballY}px)` }} />
      ) : null}
    </svg>
  );
}
