import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH, type ProtectionStatus } from '@app/contract';
import { useLanguage } from '../../../lib/preferences/use-language';
import { TOAST_MS, showToast } from '../../../lib/ui/toast-store';
import { formatDateTime } from '../../../lib/wallet/format-time';

/** After a pause or self-exclusion: says until when (from the server's answer) and goes to the login screen. */
export function useBreakEnded() {
  const { t } = useTranslation('responsibleGaming');
  const [language] = useLanguage();
  const navigate = useNavigate();
  return (status: ProtectionStatus) => {
    const exclusion = status.exclusion;
    const until = exclusion?.until ? formatDateTime(exclusion.until, language) : null;
    const text =
      exclusion?.kind === 'pause' && until
        ? t('pausedUntil', { date: until })
        : until
          ? t('excludedUntil', { date: until })
          : t('excludedForever');
    showToast(text, 'info', TOAST_MS.long);
    void navigate(LOGIN_PATH, { replace: true });
  };
}
