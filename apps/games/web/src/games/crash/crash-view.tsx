import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../engine-view';
import { CrashControls } from './crash-controls';
import { CrashGraph } from './crash-graph';
import { CrashPlayers } from './crash-players';
import { CrashRecent } from './crash-recent';
import type { CrashInfo, CrashSnapshot, PublicRound } from './crash-types';
import { CrashVerifier } from './crash-verifier';
import { useCrashRoom } from './use-crash-room';

/** Time for the wallet to record a win paid in the background (an automatic cash-out, a loss) before the balance is read again. */
const SETTLE_DELAY_MS = 600;

/** Once the player's bet is settled in the background (an automatic cash-out, a loss), the balance and the recall are read again. */
function useSettledRefresh(
  room: CrashSnapshot | null,
  { api, setBalance, refreshHistory }: Pick<EngineViewProps, 'api' | 'setBalance' | 'refreshHistory'>,
) {
  const settledKey =
    room?.me && (room.me.status === 'cashed' || room.me.status === 'lost' || room.round.phase === 'crashed')
      ? `${room.me.betId}:${room.me.status}:${room.round.phase}`
      : '';
  useEffect(() => {
    if (!settledKey) return;
    const timer = setTimeout(() => {
      api.get<{ balance: string }>('/api/balance').then(
        (b) => setBalance(b.balance),
        () => undefined,
      );
      refreshHistory();
    }, SETTLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settledKey, api, setBalance, refreshHistory]);
}

/** The crash room: last crash points, the flight, the bet controls, the players, and the verification tab. */
export function CrashView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as CrashInfo;
  const { room, connected, serverNow, setMine } = useCrashRoom(launch.session);
  const [tab, setTab] = useState<'play' | 'verify'>('play');
  const [picked, setPicked] = useState<PublicRound | null>(null);
  useSettledRefresh(room, { api, setBalance, refreshHistory });

  if (!room) return <p className="notice">{t('crash.connecting')}</p>;
  const pick = (round: PublicRound) => {
    setPicked(round);
    setTab('verify');
  };

  return (
    <section className="crash" data-testid="crash-view">
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'play'} onClick={() => setTab('play')}>
          {t('crash.play')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'verify'}
          onClick={() => (room.history[0] && !picked ? pick(room.history[0]) : setTab('verify'))}
          data-testid="crash-verify-tab"
        >
          {t('crash.verify.tab')}
        </button>
      </div>
      {!connected ? <p className="notice">{t('crash.reconnecting')}</p> : null}
      <CrashRecent rounds={room.history} onPick={pick} label={t('crash.recent')} />
      {tab === 'play' ? (
        <>
          <CrashGraph round={room.round} serverNow={serverNow} />
          <CrashControls
            info={info}
            room={room}
            serverNow={serverNow}
            api={api}
            currency={session.currency}
            lang={launch.lang}
            onBet={(roundId, bet, balance) => {
              setMine(roundId, bet);
              if (balance) setBalance(balance);
              refreshHistory();
            }}
          />
          <CrashPlayers bets={room.bets} myBetId={room.me?.betId ?? null} currency={session.currency} lang={launch.lang} />
          <p className="crash-fair">
            {t('crash.terminating')} <code data-testid="crash-terminating">{room.chain.terminatingHash}</code>
          </p>
        </>
      ) : (
        <CrashVerifier terminatingHash={room.chain.terminatingHash} hash={picked?.hash ?? ''} maxSteps={room.chain.length} />
      )}
    </section>
  );
}
