import type { CashbackRules, DepositBonusRules, ManualRules, MemberPromotion } from '@app/contract';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useSubmit } from '../../../lib/forms/use-submit';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { formatMoney } from '../../../lib/wallet/format-money';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { joinPromotion, promotionKeys, usePromotions } from '../api/promotions';
import { registerActivityTexts } from '../i18n/activity-texts';
import { registerPromotionsTexts } from '../i18n/promotions-texts';
import { CashbackPanel } from './cashback-panel';
import { labelTone, RewardHead } from './reward-head';
import '../../../components/ui/card.css';
import './promotions.css';

registerMoneyTexts();
registerPromotionsTexts();
registerActivityTexts();

/** Share of the wagering done, 0–100, from the two money strings. */
export function wageringPercent(done: string, target: string): number {
  const t = Number(target);
  return t > 0 ? Math.min(100, Math.floor((Number(done) / t) * 100)) : 100;
}

function DepositBonusCard({ promotion }: { promotion: MemberPromotion }) {
  const { t } = useTranslation('promotions');
  const [language] = useLanguage();
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const rules = promotion.rules as DepositBonusRules;
  const entry = promotion.entry;
  const money = (amount: string) => formatMoney(amount, language);
  const join = () =>
    send(
      () => joinPromotion(promotion.id),
      () => {
        showToast(t('joined'), 'success');
        void client.invalidateQueries({ queryKey: promotionKeys.all });
      },
    );
  return (
    <li className="card reward" data-testid={`reward-${promotion.code}`} data-label={promotion.label}>
      <RewardHead promotion={promotion} rulesTitle={t('depositBonusTitle', { percent: rules.percent })} />
      <p className="card__muted">
        {t('depositBonusRules', {
          cap: money(rules.cap),
          min: money(rules.minDeposit),
          times: rules.wageringMultiplier,
          days: rules.expiryDays,
        })}
      </p>
      {promotion.label === 'join' ? (
        <button type="button" className="btn btn--primary btn--block" disabled={sending} data-testid="reward-join" onClick={join}>
          {t('join')}
        </button>
      ) : null}
      {entry?.status === 'joined' ? (
        <>
          <p className="card__muted">{t('waitingDeposit')}</p>
          <Link className="btn btn--ghost btn--block" to="/m/voucherCenter">
            {t('depositNow')}
          </Link>
        </>
      ) : null}
      {entry && entry.status !== 'joined' ? (
        <>
          <p className="reward__bonus">
            {t('bonus')}: <strong data-testid="reward-bonus">{money(entry.bonus)}</strong>
          </p>
          <div
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={wageringPercent(entry.wageringDone, entry.wageringTarget)}
          >
            <div className="progress__bar" style={{ width: `${wageringPercent(entry.wageringDone, entry.wageringTarget)}%` }} />
          </div>
          <p className="card__muted" data-testid="reward-wagering">
            {t('wagering', { done: money(entry.wageringDone), target: money(entry.wageringTarget) })}
          </p>
          {entry.status === 'process' && entry.expiresAt ? (
            <p className="card__muted">{t('expires', { date: formatDateTime(entry.expiresAt, language) })}</p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

function ManualRewardCard({ promotion }: { promotion: MemberPromotion }) {
  const { t } = useTranslation('promotions');
  const [language] = useLanguage();
  const rules = promotion.rules as ManualRules;
  const canApply = promotion.label === 'join' || promotion.label === 'rejected';
  return (
    <li className="card reward" data-testid={`reward-${promotion.code}`} data-label={promotion.label}>
      <RewardHead promotion={promotion} rulesTitle={t('manualTitle', { amount: formatMoney(rules.reward, language) })} />
      <p className="card__muted">{t('manualHint')}</p>
      {promotion.label === 'rejected' && promotion.application?.reason ? (
        <p className="reward__reason" data-testid="reward-reason">
          {t('rejectedReason', { reason: promotion.application.reason })}
        </p>
      ) : null}
      {canApply ? (
        <Link className="btn btn--primary btn--block" to={`/m/applyReward?id=${promotion.id}`} data-testid="reward-apply">
          {promotion.label === 'rejected' ? t('applyAgain') : t('applyNow')}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * /m/rewardCenter: the deposit bonuses to join, in wagering (with progress)
 * and finished; rewards to apply for; the daily sign-in. Test ids:
 * reward-<code> (data-label), reward-join, reward-bonus, reward-wagering,
 * reward-apply, reward-reason, reward-signin.
 */
export function RewardCenterScreen() {
  const { t } = useTranslation('promotions');
  const tm = useTranslation('money').t;
  const client = useQueryClient();
  const list = usePromotions();
  const bonuses = (list.data ?? []).filter((p) => p.kind === 'deposit_bonus');
  const manual = (list.data ?? []).filter((p) => p.kind === 'manual');
  const signIn = (list.data ?? []).find((p) => p.kind === 'sign_in');
  const [language] = useLanguage();
  const cashbacks = (list.data ?? []).flatMap((p) => (p.kind === 'cashback' && p.cashback ? [{ p, cashback: p.cashback }] : []));
  // Reading the list brings wagering up to date (a met bonus turns into cash then): the balances follow.
  useEffect(() => {
    if (list.dataUpdatedAt) void invalidateWallet(client);
  }, [list.dataUpdatedAt, client]);

  return (
    <Screen id="rewardCenter" title={t('rewardTitle')} className="member-screen">
      {list.isPending ? <Spinner label={tm('submitting')} /> : null}
      {list.isError ? (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void list.refetch()}>
          {tm('loadFailed')}
        </button>
      ) : null}
      {signIn ? (
        <Link className="card reward reward--link" to="/m/activity/signIn" data-testid="reward-signin" data-label={signIn.label}>
          <span className="card__title">{signIn.title ?? t('goSignIn')}</span>
          <span className={`pill reward__label ${labelTone(signIn.label)}`}>{t(`labels.${signIn.label}`)}</span>
        </Link>
      ) : null}
      <ul className="reward-list">
        {bonuses.map((p) => (
          <DepositBonusCard key={p.id} promotion={p} />
        ))}
        {manual.map((p) => (
          <ManualRewardCard key={p.id} promotion={p} />
        ))}
        {cashbacks.map(({ p, cashback }) => (
          <li key={p.id} className="card reward" data-testid={`reward-${p.code}`} data-label={p.label}>
            <RewardHead
              promotion={p}
              rulesTitle={t('cashbackTitle', {
                rate: ((p.rules as CashbackRules).rateBp / 100).toLocaleString(language === 'en' ? 'en-US' : 'pt-BR'),
              })}
            />
            <CashbackPanel cashback={cashback} rules={p.rules as CashbackRules} />
          </li>
        ))}
      </ul>
    </Screen>
  );
}
