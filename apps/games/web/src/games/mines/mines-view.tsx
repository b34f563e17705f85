import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../../app';
import { StakePicker } from '../../components/stake-picker';
import { errorKey, formatMoney } from '../../i18n/i18n';
import { useRound, type RoundAnswer } from '../use-round';
import { GemIcon, MineIcon } from './mines-icons';

interface MinesInfo {
  stakes: string[];
  tiles: number;
  minMines: number;
  maxMines: number;
}
interface MinesRound extends RoundAnswer {
  status: 'open' | 'settled' | 'cancelled';
  mines: number;
  revealed: number[];
  multiplier: number;
  nextMultiplier: number | null;
  cashout: string;
  ending: { reason: 'mine' | 'cashout' | 'cleared' | 'cap' | 'timeout'; tile?: number } | null;
  minePositions: number[] | null;
}

const x = (value: number, lang: string) => `×${value.toFixed(2).replace('.', lang === 'en' ? '.' : ',')}`;

/** Mines: choose the mines, start (the stake is taken once), reveal tiles, cash out; an open round is picked up again on return. */
export function MinesView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as MinesInfo;
  const [stake, setStake] = useState(info.stakes[Math.min(3, info.stakes.length - 1)]!);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesRound | null>(null);
  const [resumed, setResumed] = useState(false);
  const play = useRound<MinesRound>({ api, setBalance, refreshHistory });
  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);

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
  }, [api]);

  const open = round?.status === 'open' && !round.ending;
  const act = async (path: string, body: unknown) => {
    setResumed(false);
    const answer = await play.play(path, body);
    if (!answer) return;
    setRound(answer);
    // The stake was taken (start) or the round ended: the balance and the recall change.
    if (path.endsWith('start') || answer.ending) play.done(answer);
    else play.done(null);
  };

  const board = new Set(round?.minePositions ?? []);
  const revealed = new Set(round?.revealed ?? []);
  const ending = round?.ending;
  return (
    <section className="mines">
      {resumed ? (
        <p className="notice" data-testid="mines-resumed">
          {t('mines.resumed')}
        </p>
      ) : null}
      <div className="mines__grid" data-testid="mines-grid">
        {Array.from({ length: info.tiles }, (_, tile) => {
          const state = revealed.has(tile)
            ? 'is-gem'
            : board.has(tile)
              ? ending?.tile === tile
                ? 'is-mine is-hit'
                : 'is-mine'
              : round && !open
                ? 'is-dim'
                : '';
          return (
            <button
              key={tile}
              type="button"
              className={`mines__tile ${state}`}
              aria-label={t('mines.tile', { n: tile + 1 })}
              disabled={!open || revealed.has(tile) || play.busy}
              onClick={() => void act('/api/mines/reveal', { roundId: round!.roundId, tile })}
              data-testid={`mines-tile-${tile}`}
            >
              {revealed.has(tile) ? <GemIcon /> : board.has(tile) ? <MineIcon /> : null}
            </button>
          );
        })}
      </div>
      <p className="result" aria-live="polite" data-testid="mines-status">
        {open
          ? round.revealed.length
            ? `${t('mines.current', { value: x(round.multiplier, launch.lang).slice(1) })}`
            : t('mines.pick')
          : null}
        {open && round.nextMultiplier ? ` · ${t('mines.next', { value: x(round.nextMultiplier, launch.lang).slice(1) })}` : null}
        {ending?.reason === 'mine' ? t('mines.hit') : null}
        {ending && ending.reason !== 'mine' ? t('mines.won', { amount: money(round!.win) }) : null}
        {ending?.reason === 'timeout' ? ` ${t('mines.timeout')}` : null}
      </p>
      {round && ending && !round.settled && round.status === 'open' ? <p className="notice">{t('common.pendingWin')}</p> : null}
      {play.error ? (
        <p className="notice notice--error" role="alert">
          {t(errorKey(play.error))}
        </p>
      ) : null}
      {open ? (
        <div className="controls">
          <button
            type="button"
            className="primary"
            disabled={play.busy || round.revealed.length === 0}
            onClick={() => void act('/api/mines/cashout', { roundId: round.roundId })}
            data-testid="mines-cashout"
          >
            {t('mines.cashout', { amount: money(round.cashout) })}
          </button>
        </div>
      ) : (
        <>
          <label className="field field--inline">
            <span>{t('mines.mines')}</span>
            <select value={mines} onChange={(e) => setMines(Number(e.target.value))} disabled={play.busy} data-testid="mines-count">
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
              value={stake}
              onChange={setStake}
              currency={session.currency}
              lang={launch.lang}
              disabled={play.busy}
            />
            <button
              type="button"
              className="primary"
              disabled={play.busy}
              onClick={() => void act('/api/mines/start', { stake, mines })}
              data-testid="mines-start"
            >
              {t('mines.start')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
