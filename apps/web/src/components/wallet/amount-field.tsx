import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/preferences/use-language';
import type { AmountCheck } from '../../lib/wallet/amount-check';
import { formatMoney } from '../../lib/wallet/format-money';
import { useAmountMessage } from '../../lib/wallet/use-amount-message';
import { TextField } from '../ui/field';

/** The limits a deposit channel and the withdraw info both carry. */
interface AmountLimits {
  minAmount: string;
  maxAmount: string;
  dailyRemaining: string;
  dailyMax: string;
}

interface AmountFieldProps {
  value: string;
  onValue: (value: string) => void;
  /** The failed check of the last submit, shown until the amount changes. */
  problem: AmountCheck | null;
  limits: AmountLimits;
}

/** The money screens' amount input (test ids field-amount, error-amount, hint-amount), with its limits as the hint. */
export function AmountField({ value, onValue, problem, limits }: AmountFieldProps) {
  const tm = useTranslation('money').t;
  const [language] = useLanguage();
  const amountMessage = useAmountMessage();
  const money = (amount: string) => formatMoney(amount, language);
  return (
    <TextField
      name="amount"
      label={tm('amount')}
      placeholder={tm('amountPlaceholder')}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onValue={onValue}
      error={amountMessage(problem)}
      hint={
        <>
          {tm('limitMin', { amount: money(limits.minAmount) })} · {tm('limitMax', { amount: money(limits.maxAmount) })}
          <br />
          {tm('limitDaily', { amount: money(limits.dailyRemaining), max: money(limits.dailyMax) })}
        </>
      }
    />
  );
}
