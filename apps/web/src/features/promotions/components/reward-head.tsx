import type { MemberPromotion } from '@app/contract';
import { useTranslation } from 'react-i18next';

/** The pill colour of a status label: done in green, refused or over in red, the rest waiting. */
export function labelTone(label: MemberPromotion['label']): string {
  if (label === 'issued' || label === 'claimed') return 'pill--good';
  if (label === 'rejected' || label === 'close') return 'pill--bad';
  return 'pill--wait';
}

/**
 * A reward card's head: the promotion's name as the promotions page shows it (its announcement's title, from the
 * server in the site language) over what its rules give, and its status. Without an announcement the rules name it.
 * Test ids: reward-title, reward-subtitle.
 */
export function RewardHead({ promotion, rulesTitle }: { promotion: MemberPromotion; rulesTitle: string }) {
  const { t } = useTranslation('promotions');
  return (
    <div className="reward__head">
      <div className="reward__names">
        <h3 className="card__title" data-testid="reward-title">
          {promotion.title ?? rulesTitle}
        </h3>
        {promotion.title ? (
          <p className="card__muted" data-testid="reward-subtitle">
            {rulesTitle}
          </p>
        ) : null}
      </div>
      <span className={`pill reward__label ${labelTone(promotion.label)}`}>{t(`labels.${promotion.label}`)}</span>
    </div>
  );
}
