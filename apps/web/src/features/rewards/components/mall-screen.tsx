import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MallItem } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useSubmit } from '../../../lib/forms/use-submit';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { showToast } from '../../../lib/ui/toast-store';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { mallKeys, redeemItem, useMall } from '../api/mall';
import { registerRewardsTexts } from '../i18n/rewards-texts';
import { RedeemConfirm } from './redeem-confirm';
import '../../../components/ui/card.css';
import './rewards.css';

registerMoneyTexts();
registerRewardsTexts();

/** One item: its price and stock, and the redeem button (off when sold out or the points are short). */
function MallItemCard(props: { item: MallItem; points: number; busy: boolean; count: (n: number) => string; onRedeem: () => void }) {
  const { t } = useTranslation('rewards');
  const { item, busy, count } = props;
  const soldOut = item.stock === 0;
  const short = props.points < item.pricePoints;
  return (
    <li className="card mall-item" data-testid={`mall-item-${item.code}`}>
      <div className={`mall-item__art mall-item__art--${item.kind}`} aria-hidden="true">
        {item.kind === 'cash' ? 'R$' : '★'}
      </div>
      <strong className="mall-item__name">{item.name}</strong>
      <span className="mall-item__price">{t('points', { n: count(item.pricePoints) })}</span>
      <span className="card__muted mall-item__stock">
        {item.stock === null ? '\u00a0' : soldOut ? t('soldOut') : t('stockLeft', { count: item.stock })}
      </span>
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-testid="mall-redeem"
        disabled={busy || soldOut || short}
        aria-busy={busy}
        onClick={props.onRedeem}
      >
        {soldOut ? t('soldOut') : short ? t('notEnough') : t('redeem')}
      </button>
    </li>
  );
}

/**
 * /m/mall/mallHome (whitelabel PTSYS3): the member's points, the earning rule
 * and the items; a tap asks to confirm (item, price, points after), the
 * confirmation redeems (the same tap retried keeps its request id). Test ids:
 * mall-points, mall-item-<code> (button mall-redeem), mall-confirm, mall-closed.
 */
export function MallScreen() {
  const { t } = useTranslation('rewards');
  const tm = useTranslation('money').t;
  const [language] = useLanguage();
  const open = useSystemStatus()?.info.whitelabel.PTSYS3 === true;
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const [asking, setAsking] = useState<MallItem | null>(null);
  const mall = useMall(language, open);
  const data = mall.data;
  const count = (n: number) => n.toLocaleString(language === 'en' ? 'en-US' : 'pt-BR');

  const redeem = (item: MallItem) =>
    send(
      (requestId) => redeemItem(item.id, requestId),
      () => {
        showToast(t('redeemed', { name: item.name }), 'success');
        void client.invalidateQueries({ queryKey: mallKeys.all });
        void invalidateWallet(client);
      },
      { payloadKey: `item:${item.id}` },
    );

  return (
    <Screen id="mall" title={t('mallTitle')} className="member-screen">
      {!open || mall.isError ? (
        <p className="card__muted" data-testid="mall-closed">
          {t('mallClosed')}
        </p>
      ) : null}
      {open && mall.isPending ? <Spinner label={tm('submitting')} /> : null}
      {data ? (
        <>
          <section className="card mall-balance">
            <span className="card__muted">{t('myPoints')}</span>
            <strong className="mall-balance__points" data-testid="mall-points">
              {count(data.points)}
            </strong>
            <p className="card__muted">{data.pointsPerReal > 0 ? t('earnRule', { count: data.pointsPerReal }) : t('noEarning')}</p>
          </section>
          {data.items.length === 0 ? <p className="card__muted">{t('noItems')}</p> : null}
          <ul className="mall-items">
            {data.items.map((item) => (
              <MallItemCard key={item.id} item={item} points={data.points} busy={sending} count={count} onRedeem={() => setAsking(item)} />
            ))}
          </ul>
          {asking ? (
            <RedeemConfirm
              item={asking}
              points={data.points}
              count={count}
              onCancel={() => setAsking(null)}
              onConfirm={() => {
                setAsking(null);
                redeem(asking);
              }}
            />
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
