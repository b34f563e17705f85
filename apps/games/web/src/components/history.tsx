import { useTranslation } from 'react-i18next';
import { formatMoney } from '../i18n/i18n';
import type { RoundRecall } from '../session';

/** The game recall: the player's last 10 rounds of this game; a fair game's rounds link to their verification once the seed is revealed. */
export function History({
  rounds,
  currency,
  lang,
  verifyHref,
}: {
  rounds: RoundRecall[];
  currency: string;
  lang: 'pt' | 'en';
  verifyHref?: (round: RoundRecall) => string | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="history" aria-label={t('common.history')}>
      <h2>{t('common.history')}</h2>
      {rounds.length === 0 ? (
        <p className="history__empty">{t('common.historyEmpty')}</p>
      ) : (
        <ol data-testid="game-history">
          {rounds.map((r) => (
            <li key={r.roundId} data-status={r.status} data-testid={`recall-${r.roundId}`}>
              <time dateTime={r.createdAt}>
                {new Date(r.createdAt).toLocaleTimeString(lang === 'en' ? 'en-GB' : 'pt-BR', {
                  hour: '2-digit',
                  minute: '2-digit',
                  second: '2-digit',
                })}
              </time>
              <span>{formatMoney(r.stake, lang, currency)}</span>
              <span className={r.win !== '0.00' ? 'history__win' : ''}>{formatMoney(r.win, lang, currency)}</span>
              <span className="history__status">
                {t(`common.status.${r.status}`)}
                {verifyHref?.(r) ? (
                  <a className="history__verify" href={verifyHref(r)!} target="_blank" rel="noreferrer" data-testid="recall-verify">
                    {t('fair.verify')}
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
