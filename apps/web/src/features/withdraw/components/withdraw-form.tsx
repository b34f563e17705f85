import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_PATTERN, type WithdrawInfo } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { AmountField } from '../../../components/wallet/amount-field';
import { useValidationText } from '../../../lib/forms/field-errors';
import { useSubmit } from '../../../lib/forms/use-submit';
import { showToast } from '../../../lib/ui/toast-store';
import { checkAmount, type AmountCheck } from '../../../lib/wallet/amount-check';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { createWithdrawal } from '../api/withdraw';
import { withdrawalsQueryOptions } from '../api/withdrawals';
import { withdrawInfoQueryOptions } from '../api/withdraw-info';

/**
 * The withdrawal's amount and payment password, checked before sending (limits, withdrawable cash, the password's
 * format); a success clears them and reads the balances and the withdrawals again.
 */
function useWithdrawal(info: WithdrawInfo, accountId: number | null) {
  const { t } = useTranslation('withdraw');
  const client = useQueryClient();
  const { sending, send } = useSubmit();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AmountCheck | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const submit = () => {
    const check = checkAmount(amount, {
      min: info.minAmount,
      max: info.maxAmount,
      dailyRemaining: info.dailyRemaining,
      balance: info.withdrawable,
    });
    setProblem(check.ok ? null : check);
    const badPassword = info.needsPaymentPassword && !PAYMENT_PASSWORD_PATTERN.test(password);
    setPasswordError(badPassword ? 'payment_password_format' : undefined);
    if (!check.ok || badPassword) return;
    if (accountId === null) {
      showToast(t('pickAccount'), 'error');
      return;
    }
    const paymentPassword = info.needsPaymentPassword ? password : undefined;
    send(
      (requestId) => createWithdrawal({ accountId, amount: check.amount, requestId, ...(paymentPassword ? { paymentPassword } : {}) }),
      () => {
        setAmount('');
        setPassword('');
        showToast(t('submitted'), 'success');
        void client.invalidateQueries({ queryKey: withdrawInfoQueryOptions().queryKey });
        void client.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey });
        void invalidateWallet(client);
      },
      { payloadKey: `${accountId}:${check.amount}` },
    );
  };

  const changeAmount = (value: string) => {
    setAmount(value);
    setProblem(null);
  };
  const changePassword = (value: string) => {
    setPassword(value);
    setPasswordError(undefined);
  };
  return { amount, changeAmount, problem, password, changePassword, passwordError, sending, submit };
}

/** Amount (checked against limits and withdrawable cash), payment password when asked, submit. */
export function WithdrawForm({ info, accountId }: { info: WithdrawInfo; accountId: number | null }) {
  const { t } = useTranslation('withdraw');
  const tm = useTranslation('money').t;
  const message = useValidationText();
  const { amount, changeAmount, problem, password, changePassword, passwordError, sending, submit } = useWithdrawal(info, accountId);

  return (
    <form
      className="card"
      noValidate
      data-testid="withdraw-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AmountField value={amount} onValue={changeAmount} problem={problem} limits={info} />
      {info.needsPaymentPassword ? (
        <TextField
          name="paymentPassword"
          label={t('paymentPassword')}
          type="password"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          value={password}
          onValue={changePassword}
          error={message(passwordError)}
        />
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={sending} aria-busy={sending} data-testid="withdraw-submit">
        {sending ? tm('submitting') : t('submit')}
      </button>
    </form>
  );
}
