import { useTranslation } from 'react-i18next';
import type { MallItem } from '@app/contract';
import { Modal } from '../../../components/ui/modal';
import '../../../components/ui/confirm-dialog.css';

interface RedeemConfirmProps {
  item: MallItem;
  points: number;
  /** Points in the language's digits ("1.250"). */
  count: (n: number) => string;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Points leave only after the member saw what they buy: the item, its price
 * and the points left after it. Test ids: mall-confirm (-item, -price, -after,
 * -cancel, -confirm).
 */
export function RedeemConfirm({ item, points, count, onCancel, onConfirm }: RedeemConfirmProps) {
  const { t } = useTranslation('rewards');
  return (
    <Modal title={t('confirmTitle')} testId="mall-confirm" onClose={onCancel} role="alertdialog">
      <dl className="redeem-confirm">
        <div className="redeem-confirm__row">
          <dt>{t('confirmItem')}</dt>
          <dd className="redeem-confirm__item" data-testid="mall-confirm-item">
            {item.name}
          </dd>
        </div>
        <div className="redeem-confirm__row">
          <dt>{t('confirmPrice')}</dt>
          <dd data-testid="mall-confirm-price">{t('points', { n: count(item.pricePoints) })}</dd>
        </div>
        <div className="redeem-confirm__row">
          <dt>{t('confirmAfter')}</dt>
          <dd data-testid="mall-confirm-after">{t('points', { n: count(points - item.pricePoints) })}</dd>
        </div>
      </dl>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--ghost" data-testid="mall-confirm-cancel" onClick={onCancel}>
          {t('confirmCancel')}
        </button>
        <button type="button" className="btn btn--primary" data-testid="mall-confirm-confirm" onClick={onConfirm}>
          {t('redeem')}
        </button>
      </div>
    </Modal>
  );
}
