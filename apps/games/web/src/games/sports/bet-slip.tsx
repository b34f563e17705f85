import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameApiError, type GameApi } from '../../api';
import { errorKey } from '../../i18n/i18n';
import { potentialReturn, stakeString, type PlacedAnswer, type SlipLine } from './sports-types';

type SetLines = (update: (lines: SlipLine[]) => SlipLine[]) => void;

/**
 * Sends the slip: the placed lines leave it, a line refused for changed odds stays with the new odds, and the
 * message says what happened.
 */
function usePlaceSlip(lines: SlipLine[], setLines: SetLines, api: GameApi, onPlaced: (answer: PlacedAnswer) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const place = async () => {
    const selections = lines.map((l) => ({ matchId: l.matchId, pick: l.pick, odds: l.odds, stake: stakeString(l.stake) ?? '' }));
    if (selections.some((s) => !s.stake)) return setMessage({ text: t('errors.stake_invalid'), error: true });
    setBusy(true);
    setMessage(null);
    try {
      const answer = await api.post<PlacedAnswer>('/api/sports/bets', { selections });
      const placedIds = new Set(answer.placed.map((p) => p.index));
      const refused = answer.refused;
      setLines((current) =>
        current
          .filter((_, i) => !placedIds.has(i))
          .map((l) => {
            const fresh = refused?.data?.odds?.[l.pick];
            return refused && lines[refused.index]?.matchId === l.matchId && fresh ? { ...l, odds: fresh } : l;
          }),
      );
      if (refused) {
        const odds = refused.data?.odds && lines[refused.index] ? refused.data.odds[lines[refused.index]!.pick] : null;
        setMessage({
          text: refused.code === 'odds.changed' && odds ? t('sports.oddsChanged', { odds }) : t(errorKey(refused.code)),
          error: true,
        });
      } else setMessage({ text: t('sports.placed', { count: answer.placed.length }), error: false });
      onPlaced(answer);
    } catch (e) {
      setMessage({ text: t(errorKey(e instanceof GameApiError ? e.code : 'system.error')), error: true });
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, place };
}

/** One selection of the slip: the pick and its odds, its stake, and what it would return. */
function SlipLineItem({
  line,
  index,
  setLines,
  money,
}: {
  line: SlipLine;
  index: number;
  setLines: SetLines;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const potential = potentialReturn(line.stake, line.odds);
  return (
    <li>
      <div className="slip__pick">
        <strong>{line.team}</strong>
        <span>@ {line.odds}</span>
        <button type="button" className="link" onClick={() => setLines((current) => current.filter((_, j) => j !== index))}>
          {t('sports.remove')}
        </button>
      </div>
      <label>
        <span className="visually-hidden">{t('sports.stakeFor', { team: line.team })}</span>
        <input
          inputMode="decimal"
          value={line.stake}
          onChange={(e) => setLines((current) => current.map((l, j) => (j === index ? { ...l, stake: e.target.value } : l)))}
          data-testid={`slip-stake-${index}`}
        />
      </label>
      {potential ? <small>{t('sports.potential', { amount: money(potential) })}</small> : null}
    </li>
  );
}

/** Singles: one stake per selection; sent together, placed one after another until a refusal. */
export function BetSlip(props: {
  lines: SlipLine[];
  setLines: SetLines;
  api: GameApi;
  money: (amount: string) => string;
  onPlaced: (answer: PlacedAnswer) => void;
}) {
  const { t } = useTranslation();
  const { lines, setLines } = props;
  const { busy, message, place } = usePlaceSlip(lines, setLines, props.api, props.onPlaced);

  return (
    <section className="slip" aria-label={t('sports.slip', { count: lines.length })} data-testid="bet-slip">
      <h2>{t('sports.slip', { count: lines.length })}</h2>
      {lines.length === 0 ? <p className="slip__empty">{t('sports.slipEmpty')}</p> : null}
      <ul>
        {lines.map((line, i) => (
          <SlipLineItem key={`${line.matchId}-${line.pick}`} line={line} index={i} setLines={setLines} money={props.money} />
        ))}
      </ul>
      {message ? (
        <p className={`notice${message.error ? ' notice--error' : ''}`} role="status" data-testid="slip-message">
          {message.text}
        </p>
      ) : null}
      {lines.length ? (
        <button type="button" className="primary" disabled={busy} onClick={() => void place()} data-testid="slip-place">
          {busy ? t('sports.placing') : t('sports.place')}
        </button>
      ) : null}
    </section>
  );
}
