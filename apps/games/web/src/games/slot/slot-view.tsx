import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameApiError } from '../../api';
import type { EngineViewProps } from '../../app';
import { StakePicker } from '../../components/stake-picker';
import { errorKey, formatMoney } from '../../i18n/i18n';
import { SlotSymbol } from './slot-symbol';

interface SlotInfo {
  rows: number;
  reels: number;
  mode: 'lines' | 'ways';
  lines: number[][];
  betUnits: number;
  stakes: string[];
  symbols: Record<string, { pays: Record<string, number>; wild: boolean; scatter: boolean }>;
  freeSpins: { trigger: number; spins: number; multiplier: number } | null;
}

interface Spin {
  window: string[][];
  wins: Array<{ line: number | null; symbol: string; count: number; ways: number; units: number }>;
  scatters: number;
  multiplier: number;
  units: number;
}

interface SpinAnswer {
  roundId: string;
  stake: string;
  win: string;
  outcome: { spins: Spin[]; freeSpins: number; units: number };
  balance: string | null;
  settled: boolean;
}

const FREE_SPIN_SHOW_MS = 900;

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

/** Reels, stake and spin: the window, its wins lit, free spins played out one after another. */
export function SlotView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as SlotInfo;
  const [stake, setStake] = useState(info.stakes[Math.min(2, info.stakes.length - 1)]!);
  const [spins, setSpins] = useState<Spin[] | null>(null);
  const [shown, setShown] = useState(0);
  const [answer, setAnswer] = useState<SpinAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);
  const window =
    spins?.[shown]?.window ??
    Array.from({ length: info.reels }, (_, reel) =>
      Array.from({ length: info.rows }, (_, row) => Object.keys(info.symbols)[(reel + row * 2) % Object.keys(info.symbols).length]!),
    );
  const lit = spins?.[shown] ? winningCells(info, spins[shown]) : new Set<string>();

  const spin = async () => {
    setBusy(true);
    setError('');
    setAnswer(null);
    try {
      const result = await api.post<SpinAnswer>('/api/slot/spin', { stake });
      setSpins(result.outcome.spins);
      setShown(0);
      // Free spins play out one after another; the balance and the total show at the end.
      const steps = result.outcome.spins.length;
      const finish = () => {
        setAnswer(result);
        if (result.balance) setBalance(result.balance);
        setBusy(false);
        refreshHistory();
      };
      if (steps === 1) finish();
      else {
        let i = 0;
        const next = () => {
          i += 1;
          setShown(i);
          if (i < steps - 1) timer.current = setTimeout(next, FREE_SPIN_SHOW_MS);
          else timer.current = setTimeout(finish, FREE_SPIN_SHOW_MS);
        };
        timer.current = setTimeout(next, FREE_SPIN_SHOW_MS);
      }
    } catch (e) {
      setError(e instanceof GameApiError ? e.code : 'system.error');
      setBusy(false);
    }
  };

  const current = spins?.[shown];
  return (
    <section className="slot">
      <p className="slot__mode">
        {info.mode === 'lines' ? t('slot.lines', { count: info.lines.length }) : t('slot.ways', { count: info.rows ** info.reels })}
      </p>
      <div
        className={`slot__reels${busy && !spins ? ' is-spinning' : ''}`}
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
      <p className="slot__status" aria-live="polite" data-testid="slot-status">
        {current && current.multiplier > 1 ? t('slot.freeSpin', { index: shown, count: (spins?.length ?? 1) - 1 }) : null}
        {answer ? (answer.win !== '0.00' ? `${t('common.win')}: ${money(answer.win)}` : t('slot.noWin')) : null}
        {answer && answer.outcome.freeSpins > 0
          ? ` · ${t('slot.freeSpins', { count: answer.outcome.freeSpins, multiplier: info.freeSpins?.multiplier ?? 1 })}`
          : null}
      </p>
      {answer && !answer.settled ? <p className="notice">{t('common.pendingWin')}</p> : null}
      {error ? (
        <p className="notice notice--error" role="alert" data-testid="slot-error">
          {t(errorKey(error))}
        </p>
      ) : null}
      <div className="controls">
        <StakePicker
          stakes={info.stakes}
          value={stake}
          onChange={setStake}
          currency={session.currency}
          lang={launch.lang}
          disabled={busy}
        />
        <button type="button" className="primary" onClick={() => void spin()} disabled={busy} data-testid="slot-spin">
          {busy ? t('slot.spinning') : t('slot.spin')}
        </button>
      </div>
      <details className="paytable">
        <summary>{t('common.paytable')}</summary>
        <ul>
          {Object.entries(info.symbols).map(([code, s]) => (
            <li key={code}>
              <SlotSymbol code={code} label={code} />
              <span>
                {s.wild ? t('slot.wild') : s.scatter && info.freeSpins ? t('slot.scatter', { ...info.freeSpins }) : null}
                {Object.entries(s.pays)
                  .map(([n, pay]) => `${n}× ${pay}`)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
