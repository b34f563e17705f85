import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameApiError } from '../../api';
import type { EngineViewProps } from '../engine-view';
import { ErrorNotice } from '../../components/error-notice';
import { StakePicker } from '../../components/stake-picker';
import { formatMoney } from '../../i18n/i18n';
import { formatMultiplier } from '../../i18n/numbers';
import { Paytable, SlotReels } from './slot-reels';
import type { SlotInfo, Spin, SpinAnswer } from './slot-types';

const FREE_SPIN_SHOW_MS = 900;

/** Posts a spin and plays its free spins out one after another; the balance and the total show at the end. */
function useSpin({ api, setBalance, refreshHistory }: Pick<EngineViewProps, 'api' | 'setBalance' | 'refreshHistory'>) {
  const [spins, setSpins] = useState<Spin[] | null>(null);
  const [shown, setShown] = useState(0);
  const [answer, setAnswer] = useState<SpinAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const spin = async (stake: string) => {
    setBusy(true);
    setError('');
    setAnswer(null);
    try {
      const result = await api.post<SpinAnswer>('/api/slot/spin', { stake });
      setSpins(result.outcome.spins);
      setShown(0);
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
  return { spins, shown, answer, busy, error, spin };
}

/** Reels, stake and spin: the window, its wins lit, free spins played out one after another. */
export function SlotView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as SlotInfo;
  const [stake, setStake] = useState(info.stakes[Math.min(2, info.stakes.length - 1)]!);
  const { spins, shown, answer, busy, error, spin } = useSpin({ api, setBalance, refreshHistory });
  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);
  const current = spins?.[shown];

  return (
    <section className="slot">
      <p className="slot__mode">
        {info.mode === 'lines' ? t('slot.lines', { count: info.lines.length }) : t('slot.ways', { count: info.rows ** info.reels })}
      </p>
      <SlotReels info={info} spin={current} spinning={busy && !spins} />
      <p className="slot__status" aria-live="polite" data-testid="slot-status">
        {current && current.multiplier > 1 ? t('slot.freeSpin', { index: shown, count: (spins?.length ?? 1) - 1 }) : null}
        {answer ? (answer.win !== '0.00' ? `${t('common.win')}: ${money(answer.win)}` : t('slot.noWin')) : null}
        {answer && answer.outcome.freeSpins > 0
          ? ` · ${t('slot.freeSpins', { count: answer.outcome.freeSpins, multiplier: formatMultiplier(info.freeSpins?.multiplier ?? 1, launch.lang) })}`
          : null}
      </p>
      {answer && !answer.settled ? <p className="notice">{t('common.pendingWin')}</p> : null}
      <ErrorNotice error={error} testId="slot-error" />
      <div className="controls">
        <StakePicker
          stakes={info.stakes}
          value={stake}
          onChange={setStake}
          currency={session.currency}
          lang={launch.lang}
          disabled={busy}
        />
        <button type="button" className="primary" onClick={() => void spin(stake)} disabled={busy} data-testid="slot-spin">
          {busy ? t('slot.spinning') : t('slot.spin')}
        </button>
      </div>
      <Paytable info={info} />
    </section>
  );
}
