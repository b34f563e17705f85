import type { SignInStatus } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons/status-icons';
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

/** A day of the cycle: claimed (today's too, once signed), today's still to claim, or to come. */
export function dayState(index: number, todayIndex: number, doneInCycle: number, signedToday: boolean): 'done' | 'today' | 'next' {
  if (index === todayIndex) return signedToday ? 'done' : 'today';
  return index < doneInCycle ? 'done' : 'next';
}

/** The days of the cycle with their rewards: today's outlined, each claimed one with a check mark. */
function SignInDays({ status }: { status: SignInStatus }) {
  const { t } = useTranslation('promotions');
  const [language] = useLanguage();
  // Days of the current cycle done: the streak, counted within the reward list.
  const doneInCycle = status.streak === 0 ? 0 : rewardIndex(status.streak, status.rewards.length) + 1;
  const todayIndex = status.signedToday ? doneInCycle - 1 : doneInCycle % status.rewards.length;
  return (
    <ol className="signin-days">
      {status.rewards.map((reward, index) => {
        const state = dayState(index, todayIndex, doneInCycle, status.signedToday);
        const isToday = index === todayIndex;
        return (
          <li
            key={index}
            className={`signin-day signin-day--${state}${isToday ? ' signin-day--current' : ''}`}
            data-testid={`signin-day-${index + 1}`}
            data-state={state}
            aria-current={isToday ? 'date' : undefined}
          >
            <span className="signin-day__label">{t('day', { n: index + 1 })}</span>
            <strong className="signin-day__reward">{formatMoney(reward, language)}</strong>
            {state === 'done' ? (
              <span className="signin-day__check" data-testid="signin-check" role="img" aria-label={t('dayClaimed')}>
                <CheckIcon size={14} strokeWidth={3} />
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * /m/activity/signIn: the streak's days with their rewards, today's marked
 * (aria-current), each claimed day with a check mark; one button signs in and
 * pays today's reward. Test ids: signin-day-<n> (data-state done|today|next,
 * check signin-check), signin-streak, signin-submit, signin-done.
 */
export function SignInScreen() {
  const { t } = useTranslation('promotions');
  const tm = useTranslation('money').t;
  const [language] = useLanguage();
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const status = useSignIn();
  const data = status.data;
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
          <SignInDays status={data} />
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
