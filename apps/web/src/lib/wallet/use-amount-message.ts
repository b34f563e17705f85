import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidationKey, validationMessages } from '@app/contract';
import { useLanguage } from '../preferences/use-language';
import type { AmountCheck } from './amount-check';
import { formatMoney } from './format-money';
import { registerMoneyTexts } from './money-texts';

registerMoneyTexts();

/** The translated message of a failed amount check (contract texts or the "money" namespace). */
export function useAmountMessage() {
  const { t } = useTranslation('money');
  const [language] = useLanguage();
  return useCallback(
    (check: AmountCheck | null): string | undefined => {
      if (!check || check.ok) return undefined;
      if (isValidationKey(check.key)) return validationMessages[language][check.key];
      return t(check.key, { amount: check.limit ? formatMoney(check.limit, language) : '' });
    },
    [t, language],
  );
}
