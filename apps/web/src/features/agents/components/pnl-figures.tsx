import { useTranslation } from 'react-i18next';
import type { PnlFigures as Figures } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';

const moneyKeys = ['deposits', 'withdrawals', 'stakes', 'wins', 'bonuses', 'rebates', 'net'] as const;

/** The P&L figures of a team as a definition list; test ids pnl-<field>. */
export function PnlFigures({ figures, testId }: { figures: Figures; testId?: string }) {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  return (
    <dl className="figures" data-testid={testId}>
      {moneyKeys.map((key) => (
        <div key={key} data-testid={`pnl-${key}`}>
          <dt>{t(`pnl.${key}`)}</dt>
          <dd className={key === 'net' ? (figures.net.startsWith('-') ? 'amount--minus' : 'amount--plus') : undefined}>
            {formatMoney(figures[key], language)}
          </dd>
        </div>
      ))}
      <div data-testid="pnl-rounds">
        <dt>{t('pnl.rounds')}</dt>
        <dd>{figures.rounds}</dd>
      </div>
      <div data-testid="pnl-bettors">
        <dt>{t('pnl.bettors')}</dt>
        <dd>{figures.bettors}</dd>
      </div>
    </dl>
  );
}
