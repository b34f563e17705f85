import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineViewProps } from '../engine-view';
import { ErrorNotice } from '../../components/error-notice';
import { StakePicker } from '../../components/stake-picker';
import type { BaccaratSide, Card } from '../../fair/derive';
import { formatMoney } from '../../i18n/i18n';
import { chipLabel } from '../../i18n/numbers';
import { useChips } from '../chips';
import { useRound, type RoundAnswer } from '../use-round';
import { PlayingCard } from './playing-card';

interface DealAnswer extends RoundAnswer {
  outcome: { playerCards: Card[]; bankerCards: Card[]; playerTotal: number; bankerTotal: number; winner: BaccaratSide };
}
interface BaccaratInfo {
  stakes: string[];
  rtps: Record<BaccaratSide, number>;
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

/** Posts a deal and turns its cards over one by one; the round is done once the last card shows. */
function useDeal(round: ReturnType<typeof useRound<DealAnswer>>) {
  const [answer, setAnswer] = useState<DealAnswer | null>(null);
  const [dealt, setDealt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const deal = async (bets: Record<string, string>) => {
    setAnswer(null);
    const result = await round.play('/api/baccarat/deal', { bets });
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
  return { answer, dealt, deal, finished: answer !== null && dealt >= dealOrder(answer.outcome).length };
}

/** The player's and the banker's hands, the cards dealt so far face up (two face-down cards before any deal). */
function Hands({ answer, dealt, finished }: Omit<ReturnType<typeof useDeal>, 'deal'>) {
  const { t } = useTranslation();
  const order = answer ? dealOrder(answer.outcome) : [];
  const shownCards = (side: 'player' | 'banker') =>
    order
      .slice(0, dealt)
      .filter(([s]) => s === side)
      .map(([, i]) => (side === 'player' ? answer!.outcome.playerCards : answer!.outcome.bankerCards)[i]!);
  return (
    <div className="baccarat__hands" data-testid="baccarat-hands">
      {(['player', 'banker'] as const).map((side) => (
        <div key={side} className={`baccarat__hand${finished && answer!.outcome.winner === side ? ' is-winner' : ''}`}>
          <h3>
            {t(`baccarat.${side}`)}{' '}
            {finished ? <b>{side === 'player' ? answer!.outcome.playerTotal : answer!.outcome.bankerTotal}</b> : null}
          </h3>
          <div className="baccarat__cards">
            {answer
              ? shownCards(side).map((c, i) => <PlayingCard key={i} card={c} />)
              : [0, 1].map((i) => <PlayingCard key={i} card={{ rank: 1, suit: 0 }} hidden />)}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The three bet areas: a tap puts the chosen chip on a side (or takes it off). */
function BetAreas({ table, chip, busy, lang }: { table: ReturnType<typeof useChips>; chip: string; busy: boolean; lang: 'pt' | 'en' }) {
  const { t } = useTranslation();
  return (
    <div className="baccarat__bets">
      {SIDES.map((side) => (
        <button
          key={side}
          type="button"
          className={`bet-area bet-area--${side}${table.chips.has(side) ? ' has-chip' : ''}`}
          disabled={busy}
          onClick={() => table.toggle(side, chip)}
          data-testid={`baccarat-bet-${side}`}
        >
          <strong>{t(`baccarat.${side}`)}</strong>
          <small>{t(`baccarat.pays.${side}`)}</small>
          {table.chips.has(side) ? <span className="spot__chip">{chipLabel(table.chips.get(side)!, lang)}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** Punto banco as an RNG table: chips on player, tie and banker; the cards dealt one by one. */
export function BaccaratView({ session, api, setBalance, refreshHistory, launch }: EngineViewProps) {
  const { t } = useTranslation();
  const info = session.engine as unknown as BaccaratInfo;
  const [chip, setChip] = useState(info.stakes[Math.min(3, info.stakes.length - 1)]!);
  const table = useChips();
  const round = useRound<DealAnswer>({ api, setBalance, refreshHistory });
  const { answer, dealt, deal, finished } = useDeal(round);
  const money = (amount: string) => formatMoney(amount, launch.lang, session.currency);

  return (
    <section className="baccarat">
      <p className="table-label">{t('baccarat.label')}</p>
      <Hands answer={answer} dealt={dealt} finished={finished} />
      <p className="result" aria-live="polite" data-testid="baccarat-result">
        {finished ? `${t(`baccarat.wins.${answer!.outcome.winner}`)} · ${t('common.win')}: ${money(answer!.win)}` : null}
      </p>
      <BetAreas table={table} chip={chip} busy={round.busy} lang={launch.lang} />
      <p className="table-total">{table.chips.size ? t('baccarat.total', { amount: money(table.total) }) : t('baccarat.tapToBet')}</p>
      <p className="table-rtp">
        {t('baccarat.rtps', {
          banker: pct(info.rtps.banker, launch.lang),
          player: pct(info.rtps.player, launch.lang),
          tie: pct(info.rtps.tie, launch.lang),
        })}
      </p>
      <ErrorNotice error={round.error} />
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
          onClick={() => void deal(Object.fromEntries(table.chips))}
          data-testid="baccarat-deal"
        >
          {round.busy ? t('baccarat.dealing') : t('baccarat.deal')}
        </button>
      </div>
    </section>
  );
}
