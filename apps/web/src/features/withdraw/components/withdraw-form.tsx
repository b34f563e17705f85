import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_PATTERN, type WithdrawInfo } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useValidationText } from '../../../lib/forms/field-errors';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { checkAmount, type AmountCheck } from '../../../lib/wallet/amount-check';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useRequestId } from '../../../lib/wallet/request-id';
import { useAmountMessage } from '../../../lib/wallet/use-amount-message';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { createWithdrawal } from '../api/withdraw';
import { withdrawalsKey } from '../api/withdrawals';
import { withdrawInfoKey } from '../api/withdraw-info';

/** Amount (checked against limits and withdrawable cash), payment password when asked, submit. */
export function WithdrawForm({ info, accountId }: { info: WithdrawInfo; accountId: number | null }) {
  const { t } = useTranslation('withdraw');
  const tm = useTranslation('money').t;
  const [language] = useLanguage();
  const client = useQueryClient();
  const errorText = useErrorText();
  const amountMessage = useAmountMessage();
  const message = useValidationText();
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AmountCheck | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const money = (value: string) => formatMoney(value, language);

  const submit = () => {
    if (sending) return;
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
    setSending(true);
    const id = requestId.idFor(`${accountId}:${check.amount}`);
    const paymentPassword = info.needsPaymentPassword ? password : undefined;
    createWithdrawal({ accountId, amount: check.amount, requestId: id, ...(paymentPassword ? { paymentPassword } : {}) }).then(
      () => {
        requestId.done();
        setSending(false);
        setAmount('');
        setPassword('');
        showToast(t('submitted'), 'success');
        void client.invalidateQueries({ queryKey: withdrawInfoKey });
        void client.invalidateQueries({ queryKey: withdrawalsKey });
        void invalidateWallet(client);
      },
      (error: unknown) => {
        // Same id on the next press: a withdrawal whose answer was lost is not filed twice.
        setSending(false);
        showToast(errorText(error), 'error');
      },
    );
  };

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
      <TextField
        name="amount"
        label={tm('amount')}
        placeholder={tm('amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValue={(value) => {
          setAmount(value);
          setProblem(null);
        }}
        error={amountMessage(problem)}
        hint={
          <>
            {tm('limitMin', { amount: money(info.minAmount) })} · {tm('limitMax', { amount: money(info.maxAmount) })}
            <br />
            {tm('limitDaily', { amount: money(info.dailyRemaining), max: money(info.dailyMax) })}
          </>
        }
      />
      {info.needsPaymentPassword ? (
        <TextField
          name="paymentPassword"
          label={t('paymentPassword')}
          type="password"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          value={password}
          onValue={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
          error={message(passwordError)}
        />
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={sending} aria-busy={sending} data-testid="withdraw-submit">
        {sending ? tm('submitting') : t('submit')}
      </button>
    </form>
  );
}
