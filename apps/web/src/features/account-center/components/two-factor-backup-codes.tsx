import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy';

/**
 * The backup codes, shown this once (only their hashes are kept): copy them, say they are saved, done.
 * Test ids: two-factor-backup-codes, backup-code-<n>, two-factor-copy-codes, two-factor-saved, two-factor-done.
 */
export function TwoFactorBackupCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('twoFactor');
  const copy = useCopy();
  const [saved, setSaved] = useState(false);
  return (
    <section className="card two-factor" data-testid="two-factor-backup-codes">
      <p className="two-factor__done" role="status">
        {t('enabled')}
      </p>
      <h2 className="card__title">{t('backupTitle')}</h2>
      <p className="card__muted">{t('backupIntro')}</p>
      <ol className="two-factor__codes">
        {codes.map((code, index) => (
          <li key={code} data-testid={`backup-code-${index}`}>
            {code}
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn--ghost" data-testid="two-factor-copy-codes" onClick={() => copy(codes.join('\n'))}>
        {t('copyAll')}
      </button>
      <label className="two-factor__check">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} data-testid="two-factor-saved" />
        {t('saved')}
      </label>
      <button type="button" className="btn btn--primary" disabled={!saved} data-testid="two-factor-done" onClick={onDone}>
        {t('done')}
      </button>
      <p className="card__muted">{t('sessionsEnded')}</p>
    </section>
  );
}
