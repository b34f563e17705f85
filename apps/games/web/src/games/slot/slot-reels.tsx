import { useTranslation } from 'react-i18next';
import { formatMultiplier, formatTrimmed } from '../../i18n/numbers';
import { SlotSymbol } from './slot-symbol';
import type { SlotInfo, Spin } from './slot-types';

/** Cells of the window that take part in a win, to light them. */
function winningCells(info: SlotInfo, spin: Spin): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.wins) {
    if (win.line !== null) info.lines[win.line]!.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
    else
      for (let reel = 0; reel < win.count; reel += 1)
        spin.window[reel]!.forEach((s, row) => (s === win.symbol || info.symbols[s]?.wild) && cells.add(`${reel}:${row}`));
  }
  if (spin.scatters >= (info.freeSpins?.trigger ?? 3))
    spin.window.forEach((reel, r) => reel.forEach((s, row) => info.symbols[s]?.scatter && cells.add(`${r}:${row}`)));
  return cells;
}

/** The window of the spin shown (a still arrangement of the symbols before any), its winning cells lit. */
export function SlotReels({ info, spin, spinning }: { info: SlotInfo; spin: Spin | undefined; spinning: boolean }) {
  const symbols = Object.keys(info.symbols);
  const window =
    spin?.window ??
    Array.from({ length: info.reels }, (_, reel) =>
      Array.from({ length: info.rows }, (_, row) => symbols[(reel + row * 2) % symbols.length]!),
    );
  const lit = spin ? winningCells(info, spin) : new Set<string>();
  return (
    <div
      className={`slot__reels${spinning ? ' is-spinning' : ''}`}
      style={{ gridTemplateColumns: `repeat(${info.reels}, 1fr)` }}
      data-testid="slot-reels"
    >
      {window.map((reel, r) => (
        <div className="slot__reel" key={r}>
          {reel.map((symbol, row) => (
            <div key={row} className={`slot__cell${lit.has(`${r}:${row}`) ? ' is-lit' : ''}`} data-symbol={symbol}>
              <SlotSymbol code={symbol} label={symbol} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** What each symbol pays, and what the wild and the scatter do. */
export function Paytable({ info }: { info: SlotInfo }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <details className="paytable">
      <summary>{t('common.paytable')}</summary>
      <ul>
        {Object.entries(info.symbols).map(([code, s]) => (
          <li key={code}>
            <SlotSymbol code={code} label={code} />
            <span>
              {s.wild
                ? t('slot.wild')
                : s.scatter && info.freeSpins
                  ? t('slot.scatter', { ...info.freeSpins, multiplier: formatMultiplier(info.freeSpins.multiplier, lang) })
                  : null}
              {Object.entries(s.pays)
                .map(([n, pay]) => `${n}× ${formatTrimmed(Number(pay), lang)}`)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
