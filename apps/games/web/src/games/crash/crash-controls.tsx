import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { multiplierCentsAt, multiplierToCents } from '../../../../src/engines/crash/crash-formula';
import { GameApiError, type GameApi } from '../../api';
import { ErrorNotice } from '../../components/error-notice';
import { StakePicker } from '../../components/stake-picker';
import { formatMoney } from '../../i18n/i18n';
import { formatMultiplier } from '../../i18n/numbers';
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

/** The bet and cash-out calls, one at a time, with the refusal of the last one. */
function useCrashCalls({ info, room, api, onBet }: Pick<Props, 'info' | 'room' | 'api' | 'onBet'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
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
  // The automatic cash-out as typed (2,00 or 2.00), the API's way (2.00).
  const placeBet = (stake: string, typed: string) =>
    call(async () => {
      const auto = typed.trim().replace(',', '.');
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
  return { busy, error, placeBet, cashOut };
}

interface ActionButton {
  label: string;
  action?: () => Promise<void>;
  tone: string;
}

/** What the one button says and does for where the round and the player's bet stand. */
function useActionButton(
  room: CrashSnapshot,
  cents: number,
  busy: boolean,
  money: (amount: string) => string,
  times: (multiplier: string) => string,
  actions: { bet: () => Promise<void>; cashOut: () => Promise<void> },
): ActionButton {
  const { t } = useTranslation();
  const { phase } = room.round;
  const me = room.me;
  if (busy) return { label: t('crash.sending'), tone: 'wait' };
  if (phase === 'flying' && me?.status === 'active')
    return {
      label: t('crash.cashOut', { amount: money((Math.floor((Math.round(Number(me.stake) * 100) * cents) / 100) / 100).toFixed(2)) }),
      action: actions.cashOut,
      tone: 'cashout',
    };
  if (me?.status === 'cashed') return { label: t('crash.cashedAt', { multiplier: times(me.cashout ?? '0') }), tone: 'done' };
  if (phase === 'betting' && me) return { label: t('crash.waiting'), tone: 'wait' };
  if (phase === 'betting') return { label: t('crash.bet'), action: actions.bet, tone: 'bet' };
  return { label: t('crash.nextRound'), tone: 'wait' };
}

/** Stake, automatic cash-out and the one button: Bet while the round takes bets, Cash out while the player's bet flies. */
export function CrashControls({ info, room, serverNow, api, currency, lang, onBet }: Props) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(info.stakes.find((s) => Number(s) >= 1) ?? info.stakes[0]!);
  const [auto, setAuto] = useState('');
  const { busy, error, placeBet, cashOut } = useCrashCalls({ info, room, api, onBet });
  const me = room.me;
  const cents = useLiveCents(room, serverNow, room.round.phase === 'flying' && me?.status === 'active');
  const money = (amount: string) => formatMoney(amount, lang, currency);
  const times = (multiplier: string) => formatMultiplier(Number(multiplier), lang, 2);
  const button = useActionButton(room, cents, busy, money, times, { bet: () => placeBet(stake, auto), cashOut });

  return (
    <div className="crash-controls">
      <ErrorNotice error={error} testId="crash-error" values={{ min: times(info.minAutoCashout) }} />
      <div className="controls">
        <StakePicker stakes={info.stakes} value={stake} onChange={setStake} currency={currency} lang={lang} disabled={busy || !!me} />
        <label className="crash-auto">
          <small>{t('crash.autoCashout')}</small>
          <input
            inputMode="decimal"
            placeholder={t('crash.autoOff')}
            value={auto}
            onChange={(e) => setAuto(e.target.value)}
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
          min: times(info.minAutoCashout),
          maxWin: money(info.maxWin),
          max: `${Math.floor(Number(info.maxMultiplier)).toLocaleString(lang === 'en' ? 'en-GB' : 'pt-BR')}×`,
        })}
      </p>
    </div>
  );
}
