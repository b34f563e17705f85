import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../engine-view';
import { ErrorNotice } from '../../components/error-notice';
import { StakePicker } from '../../components/stake-picker';
import { formatMoney } from '../../i18n/i18n';
import { useRound } from '../use-round';
import { MinesGrid, MinesStatus } from './mines-board';
import type { MinesInfo, MinesRound } from './mines-types';

/** The player's round: picked up again when one is open, moved on by start, reveal and cash-out. */
function useMinesRound({
  api,
  setBalance,
  refreshHistory,
  setMines,
}: Pick<EngineViewProps, 'api' | 'setBalance' | 'refreshHistory'> & { setMines: (mines: number) => void }) {
  const [round, setRound] = useState<MinesRound | null>(null);
  const [resumed, setResumed] = useState(false);
  const play = useRound<MinesRound>({ api, setBalance, refreshHistory });

  useEffect(() => {
    api.get<MinesRound | null>('/api/mines/round').then(
      (open) => {
        if (!open) return;
        setRound(open);
        setResumed(true);
        setMines(open.mines);
      },
      () => undefined,
    );
  }, [api, setMines]);

  const act = async (path: string, body: unknown) => {
    setResumed(false);
    const answer = await play.play(path, body);
    if (!answer) return;
    setRound(answer);
    // The stake was taken (start) or the round ended: the balance and the recall change.
    if (path.endsWith('start') || answer.ending) play.done(answer);
    else play.done(null);
  };
  return { round, resumed, act, play, open: round?.status === 'open' && !round.ending };
}

/** Before a round: how many mines, the stake, and the start. */
function MinesSetup(props: {
  info: MinesInfo;
  mines: number;
  setMines: (mines: number) => void;
  stake: string;
  setStake: (stake: string) => void;
  busy: boolean;
  currency: string;
  lang: 'pt' | 'en';
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const { info } = props;
  return (
    <>
      <label className="field field--inline">
        <span>{t('mines.mines')}</span>
        <select
          value={props.mines}
          onChange={(e) => props.setMines(Number(e.target.value))}
          disabled={props.busy}
          data-testid="mines-count"
        >
          {Array.from({ length: info.maxMines - info.minMines + 1 }, (_, i) => info.minMines + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <div className="controls">
        <StakePicker
          stakes={info.stakes}
          value={props.stake}
          onChange={props.setStake}
          currency={props.currency}
          lang={props.lang}
          disabled={props.busy}
        />
        <button type="button" className="primary" disabled={props.busy} onClick={props.onStart} data-testid="mines-start">
          {t('mines.start')}
        </button>
      </div>
    </>
  );
}

/** Mines: choose the mines, start (the stake is taken once), reveal tiles, cash out; an open round is picked up again on return. */
export function MinesView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as MinesInfo;
  const [stake, setStake] = useState(info.stakes[Math.min(3, info.stakes.length - 1)]!);
  const [mines, setMines] = useState(3);
  const { round, resumed, act, play, open } = useMinesRound({ api, setBalance, refreshHistory, setMines });
  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);

  return (
    <section className="mines">
      {resumed ? (
        <p className="notice" data-testid="mines-resumed">
          {t('mines.resumed')}
        </p>
      ) : null}
      <MinesGrid
        tiles={info.tiles}
        round={round}
        open={open}
        busy={play.busy}
        onReveal={(tile) => void act('/api/mines/reveal', { roundId: round!.roundId, tile })}
      />
      <MinesStatus round={round} open={open} money={money} lang={launch.lang} />
      <ErrorNotice error={play.error} />
      {open ? (
        <div className="controls">
          <button
            type="button"
            className="primary"
            disabled={play.busy || round!.revealed.length === 0}
            onClick={() => void act('/api/mines/cashout', { roundId: round!.roundId })}
            data-testid="mines-cashout"
          >
            {t('mines.cashout', { amount: money(round!.cashout) })}
          </button>
        </div>
      ) : (
        <MinesSetup
          info={info}
          mines={mines}
          setMines={setMines}
          stake={stake}
          setStake={setStake}
          busy={play.busy}
          currency={session.currency}
          lang={launch.lang}
          onStart={() => void act('/api/mines/start', { stake, mines })}
        />
      )}
    </section>
  );
}
