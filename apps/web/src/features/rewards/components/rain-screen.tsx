import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RainStatus, RainView } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useSubmit } from '../../../lib/forms/use-submit';
import { useLanguage } from '../../../lib/preferences/use-language';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatCountdown, formatDateTime } from '../../../lib/wallet/format-time';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { claimEnvelope, rainQueryOptions, useRain } from '../api/rain';
import { registerRewardsTexts } from '../i18n/rewards-texts';
import { RainRules } from './rain-rules';
import '../../../components/ui/card.css';
import './rewards.css';

registerMoneyTexts();
registerRewardsTexts();

/** Envelopes drawn on screen at most (the rain may hold many more). */
const SHOWN_ENVELOPES = 12;

/** The server's clock, ticking every second (the countdowns must not trust the phone's clock). */
function useServerNow(status: RainStatus | undefined): number {
  // Taken when an answer arrives: the gap between the server's clock and this phone's.
  const offset = useMemo(() => (status ? Date.parse(status.now) - Date.now() : 0), [status]);
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return Date.now() + offset;
}

function WonAmount({ amount }: { amount: string }) {
  const { t } = useTranslation('rewards');
  const [language] = useLanguage();
  return (
    <div className="rain-won" data-testid="rain-won">
      <span>{t('rainWon')}</span>
      <strong className="rain-won__amount">{formatMoney(amount, language)}</strong>
      <p className="card__muted">{t('rainWonHint')}</p>
    </div>
  );
}

/** The envelopes falling (as many as are left, up to SHOWN_ENVELOPES); any one of them opens the member's. */
function Envelopes({ count, busy, onOpen }: { count: number; busy: boolean; onOpen: () => void }) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <p className="rain-live__title">{t('rainLive')}</p>
      <div className="rain-field">
        {Array.from({ length: Math.min(SHOWN_ENVELOPES, count) }, (_, n) => (
          <button
            key={n}
            type="button"
            className="rain-envelope"
            aria-label={t('envelope', { n: n + 1 })}
            data-testid={`rain-envelope-${n}`}
            disabled={busy}
            onClick={onOpen}
          >
            <span
              className="rain-envelope__body"
              style={{ animationDelay: `${(n % 4) * 0.35 + Math.floor(n / 4) * 0.2}s` }}
              aria-hidden="true"
            >
              <span className="rain-envelope__seal">R$</span>
            </span>
          </button>
        ))}
      </div>
    </>
  );
}

/** The rain falling now: what the member won from it, that it is empty, or its envelopes; and when it ends. */
function LiveRain({
  live,
  won,
  now,
  busy,
  onOpen,
}: {
  live: RainView;
  won: string | null | undefined;
  now: number;
  busy: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('rewards');
  return (
    <section className="card rain-live" data-testid="rain-live">
      {won ? (
        <WonAmount amount={won} />
      ) : live.envelopesLeft === 0 ? (
        <p className="card__muted" data-testid="rain-empty">
          {t('rainEmpty')}
        </p>
      ) : (
        <Envelopes count={live.envelopesLeft} busy={busy} onOpen={onOpen} />
      )}
      <p className="card__muted rain-live__meta">
        {t('rainEndsIn', { time: formatCountdown(Date.parse(live.endsAt) - now) })} ·{' '}
        {t('rainLeft', { count: live.envelopesLeft, total: live.envelopeCount })}
      </p>
    </section>
  );
}

/**
 * Opening an envelope, and what the member's last tap won, from the claim's own answer: when two rains fall at once
 * (the hourly one and one the operator started), the status read after the claim shows the other one, still to open,
 * and the amount just won must not vanish with it.
 */
function useClaim() {
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const [lastWin, setLastWin] = useState<{ rainId: number; amount: string } | null>(null);
  const open = (rainView: RainView) =>
    send(
      () => claimEnvelope(rainView.id),
      (answer) => {
        const rainKey = rainQueryOptions().queryKey;
        setLastWin({ rainId: answer.rainId, amount: answer.amount });
        client.setQueryData<RainStatus>(rainKey, (old) =>
          old?.live?.id === answer.rainId
            ? { ...old, live: { ...old.live, won: answer.amount, envelopesLeft: Math.max(0, old.live.envelopesLeft - 1) } }
            : old,
        );
        void client.invalidateQueries({ queryKey: rainKey });
        void invalidateWallet(client);
      },
    );
  return { sending, open, lastWin };
}

/**
 * /m/redRain: the rain falling now with envelopes to tap (one per member and
 * rain), what the member won, or the countdown to the next rain. Test ids:
 * rain-live, rain-envelope-<n>, rain-won (in rain-live, or in rain-won-earlier when the rain shown
 * is another one), rain-next, rain-countdown, rain-empty, rain-rules (of the live rain, else the next).
 */
export function RainScreen() {
  const { t } = useTranslation('rewards');
  const tm = useTranslation('money').t;
  const [language] = useLanguage();
  const client = useQueryClient();
  const rain = useRain();
  const rainKey = rainQueryOptions().queryKey;
  const now = useServerNow(rain.data);
  const live = rain.data?.live ?? null;
  const next = rain.data?.next ?? null;
  const ruled = live ?? next;
  const dueAt = live ? Date.parse(live.endsAt) : next ? Date.parse(next.startsAt) : Number.POSITIVE_INFINITY;

  useEffect(() => {
    // A countdown that reaches zero: the rain starts or ends, read it again.
    if (now >= dueAt) void client.invalidateQueries({ queryKey: rainKey });
  }, [now >= dueAt]); // eslint-disable-line react-hooks/exhaustive-deps

  const { sending, open, lastWin } = useClaim();
  const liveWon = lastWin && lastWin.rainId === live?.id ? lastWin.amount : live?.won;
  const earlierWin = lastWin && lastWin.rainId !== live?.id ? lastWin.amount : null;

  return (
    <Screen id="redRain" title={t('rainTitle')} className="member-screen rain-screen">
      {rain.isPending ? <Spinner label={tm('submitting')} /> : null}
      {rain.isError ? <p className="card__muted">{t('rainUnavailable')}</p> : null}
      {earlierWin ? (
        <section className="card rain-live" data-testid="rain-won-earlier">
          <WonAmount amount={earlierWin} />
        </section>
      ) : null}
      {live ? <LiveRain live={live} won={liveWon} now={now} busy={sending} onOpen={() => open(live)} /> : null}
      {next ? (
        <section className="card rain-next" data-testid="rain-next">
          <span className="card__muted">{t('rainNextIn')}</span>
          <strong className="rain-next__countdown" data-testid="rain-countdown">
            {formatCountdown(Date.parse(next.startsAt) - now)}
          </strong>
          <span className="card__muted">{t('rainNextAt', { time: formatDateTime(next.startsAt, language) })}</span>
        </section>
      ) : null}
      {rain.data && !live && !next ? <p className="card__muted">{t('rainNone')}</p> : null}
      {ruled ? <RainRules rain={ruled} /> : null}
    </Screen>
  );
}
