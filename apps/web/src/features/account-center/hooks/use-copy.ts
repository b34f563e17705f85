import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/ui/toast-store';

/** Copies a text to the clipboard and says whether it worked. */
export function useCopy() {
  const { t } = useTranslation('twoFactor');
  return useCallback(
    (text: string) => {
      navigator.clipboard.writeText(text).then(
        () => showToast(t('copied'), 'success'),
        () => showToast(t('copyFailed'), 'error'),
      );
    },
    [t],
  );
}
