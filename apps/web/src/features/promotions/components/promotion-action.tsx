import { LOGIN_PATH, type MemberPromotion, type PromotionLabel } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmit } from '../../../lib/forms/use-submit';
import { useLanguage } from '../../../lib/preferences/use-language';
import { useSession } from '../../../lib/session/session-store';
import { showToast } from '../../../lib/ui/toast-store';
import { formatMoney } from '../../../lib/wallet/format-money';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { joinPromotion, promotionKeys, signInToday } from '../api/promotions';
import { labelTone } from './reward-center-screen';
import { actionOf } from './promotion-actions';

/**
 * The status button of a promotion (SPEC §4 labels): join, claim, apply,
 * deposit or see progress; a guest's join or claim goes to the login; the
 * other labels only show the state. Test id: activity-action (data-label, data-action).
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
  return (
    <button
      type="button"
      className={`activity__action pill ${action.kind === 'none' ? labelTone(label) : 'activity__action--live'}`}
      data-testid="activity-action"
      data-label={label}
      data-action={action.kind}
      disabled={action.kind === 'none' || sending}
      onClick={onClick}
    >
      {t(`labels.${label}`)}
    </button>
  );
}
