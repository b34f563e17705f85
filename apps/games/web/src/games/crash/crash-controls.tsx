import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { multiplierCentsAt, multiplierToCents } from '../../../../src/engines/crash/crash-formula';
import { GameApiError, type GameApi } from '../../api';
import { StakePicker } from '../../components/stake-picker';
import { errorKey, formatMoney } from '../../i18n/i18n';
import type { CrashInfo, CrashSnapshot, PublicBet } from './crash-types';

interface Props {
  info: CrashInfo;
  room: CrashSnapshot;
  serverNow: () => number;
  api: GameApi;
  currency: string;
  lang: 'pt' | 'en';
  onBet: (roundId: string, bet: PublicBet, balance: string | null) => void;
}

/** The multiplier now, refreshed ten times a second while the player has a bet in the air. */
function useLiveCents(room: CrashSnapshot, serverNow: () => number, active: boolean) {
  const [cents, setCents] = useState(100);
  useEffect(() => {
    if (!active || room.round.startedAt === null) return;
    const started = room.round.startedAt;
    const timer = setInterval(() => setCents(multiplierCentsAt(serverNow() - started, room.round.growthPerMs)), 100);
    return () => clearInterval(timer);
  }, [active, room.round.startedAt, room.round.growthPerMs, serverNow]);
  return cents;
}

/** Stake, automatic cash-out and the one button: Bet while the round takes bets, Cash out while the player's bet flies. */
export function CrashControls({ info, room, serverNow, api, currency, lang, onBet }: Props) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(info.stakes.find((s) => Number(s) >= 1) ?? info.stakes[0]!);
  const [auto, setAuto] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { phase } = room.round;
  const me = room.me;
  const flying = phase === 'flying' && me?.status === 'active';
  const cents = useLiveCents(room, serverNow, flying);
  const money = (amount: string) => formatMoney(amount, lang, currency);

  const call = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(e instanceof GameApiError ? e.code : 'system.error');
    } finally {
      setBusy(false);
    }
  };
  const placeBet = () =>
    call(async () => {
      if (auto.trim() && (multiplierToCents(auto) ?? 0) < (multiplierToCents(info.minAutoCashout) ?? 101))
        throw new GameApiError('crash.target.invalid', 400);
      const answer = await api.post<{ roundId: string; bet: PublicBet; balance: string }>('/api/crash/bet', {
        stake,
        autoCashout: auto.trim() || null,
      });
      onBet(answer.roundId, answer.bet, answer.balance);
    });
  const cashOut = () =>
    call(async () => {
      const answer = await api.post<{ bet: PublicBet; balance: string | null }>('/api/crash/cashout', {});
      onBet(room.round.roundId, answer.bet, answer.balance);
    });

  let button: { label: string; action?: () => Promise<void>; tone: string };
  if (busy) button = { label: t('crash.sending'), tone: 'wait' };
  else if (flying)
    button = {
      label: t('crash.cashOut', { amount: money((Math.floor((Math.round(Number(me.stake) * 100) * cents) / 100) / 100).toFixed(2)) }),
      action: cashOut,
      tone: 'cashout',
    };
  else if (me?.status === 'cashed') button = { label: t('crash.cashedAt', { multiplier: me.cashout }), tone: 'done' };
  else if (phase === 'betting' && me) button = { label: t('crash.waiting'), tone: 'wait' };
  else if (phase === 'betting') button = { label: t('crash.bet'), action: placeBet, tone: 'bet' };
  else button = { label: t('crash.nextRound'), tone: 'wait' };

  return (
    <div className="crash-controls">
      {error ? (
        <p className="notice notice--error" role="alert" data-testid="crash-error">
          {t(errorKey(error), { min: info.minAutoCashout })}
        </p>
      ) : null}
      <div className="controls">
        <StakePicker stakes={info.stakes} value={stake} onChange={setStake} currency={currency} lang={lang} disabled={busy || !!me} />
        <label className="crash-auto">
          <small>{t('crash.autoCashout')}</small>
          <input
            inputMode="decimal"
            placeholder={t('crash.autoOff')}
            value={auto}
            onChange={(e) => setAuto(e.target.value.replace(',', '.'))}
            disabled={busy || !!me}
            data-testid="crash-auto"
            aria-label={t('crash.autoCashout')}
          />
        </label>
      </div>
      <button
        type="button"
        className={`primary crash-button crash-button--${button.tone}`}
        disabled={!button.action}
        onClick={() => void button.action?.()}
        data-testid="crash-action"
        data-state={button.tone}
      >
        {button.label}
      </button>
      <p className="crash-controls__note">
        {t('crash.limits', {
          min: info.minAutoCashout,
          maxWin: money(info.maxWin),
          max: Math.floor(Number(info.maxMultiplier)).toLocaleString(lang === 'en' ? 'en-GB' : 'pt-BR'),
        })}
      </p>
    </div>
  );
}
