import { useTranslation } from 'react-i18next';
import type { AgentContract } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatRate } from '../hooks/agent-helpers';

interface ContractCardProps {
  contract: AgentContract;
  /** The agent's own contract (accept / decline) or one it offered (end). */
  side: 'mine' | 'offered';
  busy: boolean;
  onAnswer: (answer: 'accept' | 'decline' | 'cancel') => void;
}

/**
 * One contract with its terms, status, payouts and the answers its side may give. Test ids: contract-<id> (data-status),
 * contract-accept, contract-decline, contract-cancel, contract-payout.
 */
export function ContractCard({ contract: c, side, busy, onAnswer }: ContractCardProps) {
  const { t } = useTranslation('agents');
  const [language] = useLanguage();
  return (
    <li data-testid={`contract-${c.id}`} data-status={c.status}>
      <div className="rows__line">
        <strong>{side === 'mine' ? t('contract.from', { name: c.offeredByUsername }) : t('contract.to', { name: c.agentUsername })}</strong>
        <span className={`pill ${c.status === 'accepted' ? 'pill--good' : c.status === 'offered' ? 'pill--wait' : 'pill--bad'}`}>
          {t(`contract.status.${c.status}`)}
        </span>
      </div>
      <div className="rows__sub">
        <span>{t('contract.rate', { rate: formatRate(c.rate, language) })}</span>
        <span data-testid="contract-paid">{t('contract.paidTotal', { amount: formatMoney(c.paidTotal, language) })}</span>
      </div>
      {c.payouts.map((p) => (
        <div key={p.period} className="rows__sub" data-testid="contract-payout">
          <span>{t('contract.payout', { period: p.period, amount: formatMoney(p.amount, language), rounds: p.roundCount })}</span>
        </div>
      ))}
      {side === 'mine' && c.status === 'offered' ? (
        <div className="agent-hero__actions">
          <button
            type="button"
            className="btn btn--ghost"
            data-testid="contract-decline"
            disabled={busy}
            onClick={() => onAnswer('decline')}
          >
            {t('contract.decline')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            data-testid="contract-accept"
            disabled={busy}
            onClick={() => onAnswer('accept')}
          >
            {t('contract.accept')}
          </button>
        </div>
      ) : null}
      {side === 'offered' && (c.status === 'offered' || c.status === 'accepted') ? (
        <button type="button" className="link-button" data-testid="contract-cancel" disabled={busy} onClick={() => onAnswer('cancel')}>
          {t('contract.cancel')}
        </button>
      ) : null}
    </li>
  );
}
