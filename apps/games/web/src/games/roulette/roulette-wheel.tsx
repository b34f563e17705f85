import { pocketColour } from './pocket';

/** The single-zero wheel order. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const SECTOR = 360 / WHEEL_ORDER.length;

/** The turn (degrees, always forward) that brings `pocket` under the pointer after a few full turns. */
export function wheelTurn(previous: number, pocket: number): number {
  const wanted = (360 - WHEEL_ORDER.indexOf(pocket) * SECTOR) % 360;
  const base = previous - (((previous % 360) + 360) % 360);
  return base + 5 * 360 + wanted;
}

const point = (angle: number, radius: number) => {
  const rad = ((angle - 90) * Math.PI) / 180;
  return `${100 + radius * Math.cos(rad)} ${100 + radius * Math.sin(rad)}`;
};

/** An SVG wheel turned by `turn` degrees (CSS transition); the pointer is at the top. */
export function RouletteWheel({ turn }: { turn: number }) {
  return (
    <div className="wheel" data-testid="roulette-wheel">
      <svg viewBox="0 0 200 200" aria-hidden="true" style={{ transform: `rotate(${turn}deg)` }}>
        {WHEEL_ORDER.map((n, i) => {
          const from = i * SECTOR - SECTOR / 2;
          const to = from + SECTOR;
          return (
            <g key={n}>
              <path
                d={`M100 100 L${point(from, 96)} A96 96 0 0 1 ${point(to, 96)} Z`}
                className={`wheel__sector wheel__sector--${pocketColour(n)}`}
              />
              <text transform={`rotate(${i * SECTOR} 100 100)`} x="100" y="14" textAnchor="middle" fontSize="8">
                {n}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="56" className="wheel__hub" />
      </svg>
      <span className="wheel__pointer" />
    </div>
  );
}
