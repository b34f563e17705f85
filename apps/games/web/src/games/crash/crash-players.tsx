import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../i18n/i18n';
import { formatMultiplier } from '../../i18n/numbers';
import type { PublicBet } from './crash-types';

/** Everyone's bets of this round (names masked by the platform): stake, then the cash-out and win as they happen. */
export function CrashPlayers({
  bets,
  myBetId,
  currency,
  lang,
}: {
  bets: PublicBet[];
  myBetId: string | null;
  currency: string;
  lang: 'pt' | 'en';
}) {
  const { t } = useTranslation();
  const sorted = [...bets].sort((a, b) => Number(b.stake) - Number(a.stake));
  return (
    <section className="crash-players" aria-label={t('crash.players')}>
      <h2>
        {t('crash.players')} <span>{bets.length}</span>
      </h2>
      {sorted.length === 0 ? (
        <p className="crash-players__empty">{t('crash.noPlayers')}</p>
      ) : (
        <ul data-testid="crash-players">
          {sorted.slice(0, 50).map((b) => (
            <li key={b.betId} data-status={b.status} className={b.betId === myBetId ? 'is-me' : ''}>
              <span>{b.name}</span>
              <span>{formatMoney(b.stake, lang, currency)}</span>
              <span className="crash-players__out">
                {b.cashout ? formatMultiplier(Number(b.cashout), lang, 2) : b.status === 'lost' ? '—' : ''}
              </span>
              <span className="crash-players__win">{b.win ? formatMoney(b.win, lang, currency) : ''}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
