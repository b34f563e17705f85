import { useTranslation } from 'react-i18next';
import type { BetRow } from './sports-types';

/** The player's bets of this sport: open ones waiting for their result, settled and voided ones. */
export function MyBets({ bets, money }: { bets: BetRow[]; money: (amount: string) => string }) {
  const { t } = useTranslation();
  return (
    <section className="my-bets" aria-label={t('sports.myBets')}>
      <h2>{t('sports.myBets')}</h2>
      {bets.length === 0 ? <p className="slip__empty">{t('sports.noBets')}</p> : null}
      <ul data-testid="my-bets">
        {bets.map((b) => (
          <li key={b.roundId} data-status={b.status} data-testid={`bet-${b.roundId}`}>
            <p>
              <strong>
                {b.state.homeTeam} × {b.state.awayTeam}
              </strong>
            </p>
            <p>
              {t(`sports.pick.${b.state.pick}`)} @ {b.state.odds} · {money(b.stake)}
            </p>
            <p className={b.status === 'settled' && b.win !== '0.00' ? 'history__win' : ''}>
              {b.status === 'settled'
                ? b.win !== '0.00'
                  ? t('sports.won', { amount: money(b.win) })
                  : t('sports.lost')
                : t(`sports.status.${b.status}`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
