import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMoney, type ActivityMonth } from '@app/contract';
import { formatSignedMoney } from '../../../lib/wallet/format-money';
import { formatMonth } from './activity-format';

/** Drawing units of the viewBox: the SVG scales to the card's width, so 12 months fit a 320 px phone. */
const SLOT = 26;
const BAR = 16;
const PLOT = 96;
const AXIS = 18;

interface Bar {
  month: ActivityMonth;
  y: number;
  height: number;
}

/** Where the zero line sits and how tall each bar is: gains rise from it and losses hang below it. */
function layout(months: readonly ActivityMonth[]): { zero: number; bars: Bar[] } {
  const values = months.map((m) => Number(parseMoney(m.net)));
  const gains = values.some((v) => v > 0);
  const losses = values.some((v) => v < 0);
  const zero = gains && losses ? PLOT / 2 : losses ? 0 : PLOT;
  const room = gains && losses ? PLOT / 2 : PLOT;
  const largest = Math.max(1, ...values.map((v) => Math.abs(v)));
  const bars = months.map((month, i) => {
    const value = values[i] ?? 0;
    // A month of a few centavos still shows a sliver; an empty month shows nothing.
    const height = value === 0 ? 0 : Math.max(1.5, (Math.abs(value) / largest) * room);
    return { month, y: value > 0 ? zero - height : zero, height };
  });
  return { zero, bars };
}

/**
 * Net result per month as SVG bars, oldest on the left. One image to assistive technology, named by a summary that
 * points at the table (which holds the same numbers); each bar's tooltip tells its month and amount.
 */
export function NetChart({ months, language }: { months: readonly ActivityMonth[]; language: string }) {
  const { t } = useTranslation('myActivity');
  const titleId = useId();
  if (months.length === 0) return null;
  const { zero, bars } = layout(months);
  const width = months.length * SLOT;
  const summary = t('chartSummary', {
    first: formatMonth(months[0]?.month ?? '', language),
    last: formatMonth(months.at(-1)?.month ?? '', language),
  });
  return (
    <svg
      className="activity-chart"
      viewBox={`0 0 ${width} ${PLOT + AXIS}`}
      role="img"
      aria-labelledby={titleId}
      data-testid="activity-chart"
    >
      <title id={titleId}>{summary}</title>
      <line className="activity-chart__zero" x1={0} x2={width} y1={zero} y2={zero} />
      {bars.map(({ month, y, height }, i) => (
        <g key={month.month} data-testid={`activity-bar-${month.month}`}>
          {height > 0 ? (
            <rect
              className={month.net.startsWith('-') ? 'activity-chart__bar--minus' : 'activity-chart__bar--plus'}
              x={i * SLOT + (SLOT - BAR) / 2}
              y={y}
              width={BAR}
              height={height}
              rx={2}
            >
              <title>{`${formatMonth(month.month, language)}: ${formatSignedMoney(month.net, language)}`}</title>
            </rect>
          ) : null}
          <text className="activity-chart__label" x={i * SLOT + SLOT / 2} y={PLOT + AXIS - 5} textAnchor="middle">
            {formatMonth(month.month, language, 'short').replace('.', '')}
          </text>
        </g>
      ))}
    </svg>
  );
}
