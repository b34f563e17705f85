import { LOGIN_PATH, type MemberPromotion, type PromotionLabel } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons/status-icons';
import { useSubmit } from '../../../lib/forms/use-submit';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useSession } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/ui/toast-store';
import { formatMoney } from '../../../lib/wallet/format-money';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { joinPromotion, promotionKeys, signInToday } from '../api/promotions';
import { labelTone } from './reward-head';
import { actionOf } from './promotion-actions';

/**
 * The status of a promotion (SPEC §4 labels): a button when there is
 * something to do (join, claim, apply, deposit or see progress; a guest's join
 * or claim goes to the login), else a status label that does not look or act
 * like a button. Test id: activity-action (data-label, data-action).
 */
export function PromotionActionButton({ promotion }: { promotion: MemberPromotion }) {
  const { t } = useTranslation('promotions');
  const ta = useTranslation('activity').t;
  const [language] = useLanguage();
  const loggedIn = useSession() !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const action = actionOf(promotion, loggedIn);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: promotionKeys.all });
    void invalidateWallet(client);
  };
  const onClick = () => {
    if (action.kind === 'login') void navigate(LOGIN_PATH);
    else if (action.kind === 'go') void navigate(action.to);
    else if (action.kind === 'join')
      send(
        () => joinPromotion(promotion.id),
        () => {
          showToast(ta('joinedToast'), 'success');
          refresh();
        },
      );
    else if (action.kind === 'claim')
      send(
        () => signInToday(),
        (status) => {
          showToast(ta('claimedToast', { amount: formatMoney(status.todayReward, language) }), 'success');
          refresh();
        },
      );
  };
  const label: PromotionLabel = promotion.label;
  if (action.kind === 'none') {
    return (
      <span className={`activity__action pill ${labelTone(label)}`} data-testid="activity-action" data-label={label} data-action="none">
        {labelTone(label) === 'pill--good' ? <CheckIcon size={14} strokeWidth={3} /> : null}
        {t(`labels.${label}`)}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="activity__action pill activity__action--live"
      data-testid="activity-action"
      data-label={label}
      data-action={action.kind}
      disabled={sending}
      aria-busy={sending}
      onClick={onClick}
    >
      {t(`labels.${label}`)}
    </button>
  );
}
