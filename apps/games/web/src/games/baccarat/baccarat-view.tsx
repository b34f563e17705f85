import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../../app';
import { StakePicker } from '../../components/stake-picker';
import type { BaccaratSide, Card } from '../../fair/derive';
import { errorKey, formatMoney } from '../../i18n/i18n';
import { chipLabel } from '../../i18n/numbers';
import { useChips } from '../chips';
import { useRound, type RoundAnswer } from '../use-round';
import { PlayingCard } from './playing-card';

interface DealAnswer extends RoundAnswer {
  outcome: { playerCards: Card[]; bankerCards: Card[]; playerTotal: number; bankerTotal: number; winner: BaccaratSide };
}

const CARD_MS = 450;
const SIDES: BaccaratSide[] = ['player', 'tie', 'banker'];
const pct = (value: number, lang: string) => (value * 100).toFixed(2).replace('.', lang === 'en' ? '.' : ',');

/** The order cards are dealt: P1 B1 P2 B2, then the player's third, then the banker's. */
function dealOrder(outcome: DealAnswer['outcome']) {
  const order: Array<['player' | 'banker', number]> = [
    ['player', 0],
    ['banker', 0],
    ['player', 1],
    ['banker', 1],
  ];
  if (outcome.playerCards[2]) order.push(['player', 2]);
  if (outcome.bankerCards[2]) order.push(['banker', 2]);
  return order;
}

/** Punto banco as an RNG table: chips on player, tie and banker; the cards dealt one by one. */
export function BaccaratView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as { stakes: string[]; rtps: Record<BaccaratSide, number> };
  const [chip, setChip] = useState(info.stakes[Math.min(3, info.stakes.length - 1)]!);
  const table = useChips();
  const [answer, setAnswer] = useState<DealAnswer | null>(null);
  const [dealt, setDealt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const round = useRound<DealAnswer>({ api, setBalance, refreshHistory });
  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);
  const order = answer ? dealOrder(answer.outcome) : [];
  const finished = answer !== null && dealt >= order.length;

  const deal = async () => {
    setAnswer(null);
    const result = await round.play('/api/baccarat/deal', { bets: Object.fromEntries(table.chips) });
    if (!result) return;
    setAnswer(result);
    setDealt(0);
    const total = dealOrder(result.outcome).length;
    let k = 0;
    const next = () => {
      k += 1;
      setDealt(k);
      if (k < total) timer.current = setTimeout(next, CARD_MS);
      else round.done(result);
    };
    timer.current = setTimeout(next, CARD_MS);
  };

  const shownCards = (side: 'player' | 'banker') =>
    order
      .slice(0, dealt)
      .filter(([s]) => s === side)
      .map(([, i]) => (side === 'player' ? answer!.outcome.playerCards : answer!.outcome.bankerCards)[i]!);
  return (
    <section className="baccarat">
      <p className="table-label">{t('baccarat.label')}</p>
      <div className="baccarat__hands" data-testid="baccarat-hands">
        {(['player', 'banker'] as const).map((side) => (
          <div key={side} className={`baccarat__hand${finished && answer.outcome.winner === side ? ' is-winner' : ''}`}>
            <h3>
              {t(`baccarat.${side}`)}{' '}
              {finished ? <b>{side === 'player' ? answer.outcome.playerTotal : answer.outcome.bankerTotal}</b> : null}
            </h3>
            <div className="baccarat__cards">
              {answer
                ? shownCards(side).map((c, i) => <PlayingCard key={i} card={c} />)
                : [0, 1].map((i) => <PlayingCard key={i} card={{ rank: 1, suit: 0 }} hidden />)}
            </div>
          </div>
        ))}
      </div>
      <p className="result" aria-live="polite" data-testid="baccarat-result">
        {finished ? `${t(`baccarat.wins.${answer.outcome.winner}`)} · ${t('common.win')}: ${money(answer.win)}` : null}
      </p>
      <div className="baccarat__bets">
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            className={`bet-area bet-area--${side}${table.chips.has(side) ? ' has-chip' : ''}`}
            disabled={round.busy}
            onClick={() => table.toggle(side, chip)}
            data-testid={`baccarat-bet-${side}`}
          >
            <strong>{t(`baccarat.${side}`)}</strong>
            <small>{t(`baccarat.pays.${side}`)}</small>
            {table.chips.has(side) ? <span className="spot__chip">{chipLabel(table.chips.get(side)!, launch.lang)}</span> : null}
          </button>
        ))}
      </div>
      <p className="table-total">{table.chips.size ? t('baccarat.total', { amount: money(table.total) }) : t('baccarat.tapToBet')}</p>
      <p className="table-rtp">
        {t('baccarat.rtps', {
          banker: pct(info.rtps.banker, launch.lang),
          player: pct(info.rtps.player, launch.lang),
          tie: pct(info.rtps.tie, launch.lang),
        })}
      </p>
      {round.error ? (
        <p className="notice notice--error" role="alert">
          {t(errorKey(round.error))}
        </p>
      ) : null}
      <div className="controls">
        <StakePicker
          stakes={info.stakes}
          value={chip}
          onChange={setChip}
          currency={session.currency}
          lang={launch.lang}
          disabled={round.busy}
        />
        <button
          type="button"
          className="primary"
          disabled={round.busy || !table.chips.size}
          onClick={() => void deal()}
          data-testid="baccarat-deal"
        >
          {round.busy ? t('baccarat.dealing') : t('baccarat.deal')}
        </button>
      </div>
    </section>
  );
}
