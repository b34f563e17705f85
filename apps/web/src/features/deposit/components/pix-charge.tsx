import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatCountdown } from '../../../lib/wallet/format-time';
import { useDepositOrder } from '../api/deposit-order';
import { useRemainingMs } from '../hooks/use-remaining-ms';

const STATUS_TONE = {
  pending: 'pill--wait',
  paid: 'pill--good',
  expired: 'pill--bad',
  cancelled: 'pill--bad',
  returning: 'pill--wait',
  returned: 'pill--bad',
  return_failed: 'pill--bad',
} as const;

const RETURN_TEXT = { returning: 'returningText', returned: 'returnedText', return_failed: 'returnFailedText' } as const;
type ReturnStatus = keyof typeof RETURN_TEXT;
const isReturn = (status: DepositOrder['status']): status is ReturnStatus => status in RETURN_TEXT;

/** A payment that was not the member's own money (own-account rules): not credited, sent back to its payer. */
function ReturnedNotice({ status, reason }: { status: ReturnStatus; reason: DepositOrder['returnReason'] }) {
  const { t } = useTranslation('deposit');
  return (
    <div className="pix-charge__end" data-testid="deposit-returned" role="status">
      <p className="pix-charge__end-title">{t('returnedTitle')}</p>
      {reason ? <p className="card__muted">{t(`returnReason.${reason}`)}</p> : null}
      <p className="card__muted">{t(RETURN_TEXT[status])}</p>
      <p className="card__muted">{t('ownAccountHint')}</p>
    </div>
  );
}

/** The open charge: QR, copy-and-paste code, live status and countdown; paid, expired and returned end states. */
export function PixCharge({ initial, onNew }: { initial: DepositOrder; onNew: () => void }) {
  const { t } = useTranslation('deposit');
  const [language] = useLanguage();
  const order = useDepositOrder(initial);
  const remainingMs = useRemainingMs(order.expiresAt, order.status === 'pending');
  const amount = formatMoney(order.amount, language);
  // The clock may run out a moment before the server says so; show expired at once.
  const status = order.status === 'pending' && remainingMs === 0 ? 'expired' : order.status;

  const copy = () => {
    navigator.clipboard.writeText(order.brCode).then(
      () => showToast(t('copied'), 'success'),
      () => showToast(t('copyFailed'), 'error'),
    );
  };

  return (
    <section className="card pix-charge" data-testid="pix-charge" data-status={status}>
      <div className="card__row">
        <h2 className="card__title">{t('chargeTitle')}</h2>
        <span className={`pill ${STATUS_TONE[status]}`} data-testid="pix-status">
          {t(`status.${status}`)}
        </span>
      </div>
      <p className="big-amount" data-testid="pix-amount">
        {amount}
      </p>
      <p className="card__muted">{t('orderNo', { orderNo: order.orderNo })}</p>
      {status === 'pending' ? (
        <>
          <p className="card__muted">{t('chargeHint')}</p>
          <img className="pix-charge__qr" src={order.qrImage} alt={t('qrAlt', { amount })} data-testid="pix-qr" />
          <p className="pix-charge__countdown" data-testid="pix-countdown" aria-live="off">
            {t('expiresIn', { time: formatCountdown(remainingMs) })}
          </p>
          <label className="card__muted" htmlFor="pix-code">
            {t('copyCode')}
          </label>
          <div className="pix-charge__code">
            <textarea id="pix-code" readOnly rows={3} value={order.brCode} data-testid="pix-code" onFocus={(e) => e.target.select()} />
            <button type="button" className="btn btn--primary" data-testid="pix-copy" onClick={copy}>
              {t('copy')}
            </button>
          </div>
        </>
      ) : null}
      {status === 'paid' ? (
        <div className="pix-charge__end" data-testid="deposit-paid" role="status">
          <p className="pix-charge__end-title">{t('paidTitle')}</p>
          <p className="card__muted">{t('paidText', { amount })}</p>
        </div>
      ) : null}
      {isReturn(status) ? <ReturnedNotice status={status} reason={order.returnReason} /> : null}
      {status === 'expired' || status === 'cancelled' ? (
        <div className="pix-charge__end" data-testid="deposit-expired" role="status">
          <p className="pix-charge__end-title">{t('expiredTitle')}</p>
          <p className="card__muted">{t('expiredText')}</p>
        </div>
      ) : null}
      {status !== 'pending' ? (
        <button type="button" className="btn btn--ghost btn--block" data-testid="deposit-new" onClick={onNew}>
          {t('newDeposit')}
        </button>
      ) : null}
    </section>
  );
}
