import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useSubmit } from '../../../lib/forms/use-submit';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { registerMoneyTexts } from '../../../lib/wallet/money-texts';
import { formatMoney } from '../../../lib/wallet/format-money';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { promotionKeys, signInQueryOptions, signInToday, useSignIn } from '../api/promotions';
import { registerPromotionsTexts } from '../i18n/promotions-texts';
import '../../../components/ui/card.css';
import './promotions.css';

registerMoneyTexts();
registerPromotionsTexts();

/** Which reward of the list a streak day pays (the list repeats after its last day). */
export const rewardIndex = (streakDay: number, length: number) => (streakDay - 1) % length;

/**
 * /m/activity/signIn: the streak's days with their rewards, today's marked;
 * one button signs in and pays today's reward. Test ids: signin-day-<n>
 * (data-state done|today|next), signin-streak, signin-submit, signin-done.
 */
export function SignInScreen() {
  const { t } = useTranslation('promotions');
  const tm = useTranslation('money').t;
  const [language] = useLanguage();
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const status = useSignIn();
  const data = status.data;
  // Days of the current cycle done: the streak, counted within the reward list.
  const doneInCycle = data ? (data.streak === 0 ? 0 : rewardIndex(data.streak, data.rewards.length) + 1) : 0;
  const todayIndex = data ? (data.signedToday ? doneInCycle - 1 : doneInCycle % data.rewards.length) : -1;

  const submit = () =>
    send(
      () => signInToday(),
      (answer) => {
        showToast(t('signedToast', { amount: formatMoney(answer.todayReward, language) }), 'success');
        client.setQueryData(signInQueryOptions().queryKey, answer);
        void client.invalidateQueries({ queryKey: promotionKeys.all });
        void invalidateWallet(client);
      },
    );

  return (
    <Screen id="signIn" title={t('signInTitle')} className="member-screen">
      {status.isPending ? <Spinner label={tm('submitting')} /> : null}
      {status.isError ? <p className="card__muted">{t('notAvailable')}</p> : null}
      {data ? (
        <section className="card">
          <p className="card__muted">{t('signInHint')}</p>
          <ol className="signin-days">
            {data.rewards.map((reward, index) => {
              const state = index === todayIndex ? 'today' : index < doneInCycle ? 'done' : 'next';
              return (
                <li key={index} className={`signin-day signin-day--${state}`} data-testid={`signin-day-${index + 1}`} data-state={state}>
                  <span className="signin-day__label">{t('day', { n: index + 1 })}</span>
                  <strong className="signin-day__reward">{formatMoney(reward, language)}</strong>
                </li>
              );
            })}
          </ol>
          <p className="card__muted" data-testid="signin-streak">
            {t('streak', { count: data.streak })}
          </p>
          {data.signedToday ? (
            <p className="signin-done" data-testid="signin-done">
              {t('signedToday')}
            </p>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={sending}
              aria-busy={sending}
              data-testid="signin-submit"
              onClick={submit}
            >
              {t('signInNow', { amount: formatMoney(data.todayReward, language) })}
            </button>
          )}
        </section>
      ) : null}
    </Screen>
  );
}
