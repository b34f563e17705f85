import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/api-error';

/** A refusal the server stored (an error code), translated, with what the player can do about it. */
export function RefusalNote({ code, testId, children }: { code: string; testId: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="kyc-note kyc-note--bad" role="alert" data-testid={testId} data-code={code}>
      <p>{t(`errors:${errorMessageKey(code)}`)}</p>
      {children}
    </div>
  );
}
