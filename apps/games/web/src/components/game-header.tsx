import { useTranslation } from 'react-i18next';
import { formatMoney } from '../i18n/i18n';
import type { GameSession } from '../session';

/** Game name, the RTP the game states, the illustrative-artwork mark (never a "demo" mark: the money is real) and the live balance. */
export function GameHeader({ session, balance, lang }: { session: GameSession; balance: string; lang: 'pt' | 'en' }) {
  const { t } = useTranslation();
  const rtp =
    typeof session.engine?.rtp === 'number' ? (session.engine.rtp * 100).toFixed(2).replace('.', lang === 'en' ? '.' : ',') : null;
  return (
    <header className="game-header">
      <div className="game-header__title">
        <h1>{session.game.names[lang]}</h1>
        <p>
          <span className="tag" title={t('common.artworkTitle')}>
            {t('common.artwork')}
          </span>
          {rtp ? (
            <span className="tag tag--rtp" data-testid="game-rtp">
              {t('common.rtp', { value: rtp })}
            </span>
          ) : null}
          {session.currency === 'PLAY' ? <span className="tag tag--play">{t('common.playMoney')}</span> : null}
        </p>
      </div>
      <div className="game-header__balance">
        <span>{t('common.balance')}</span>
        <strong data-testid="game-balance">{formatMoney(balance, lang, session.currency)}</strong>
      </div>
    </header>
  );
}
