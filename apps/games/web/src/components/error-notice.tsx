import { useTranslation } from 'react-i18next';
import { errorKey } from '../i18n/i18n';

/** A game's refusal or failure, translated from its error code; nothing while there is none. */
export function ErrorNotice({ error, testId, values }: { error: string; testId?: string; values?: Record<string, string> }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="notice notice--error" role="alert" data-testid={testId}>
      {t(errorKey(error), values)}
    </p>
  );
}
