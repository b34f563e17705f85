import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { routePath } from '../../../lib/routing/route-path';
import { showToast } from '../../../lib/ui/toast-store';
import { twoFactorStatusQueryOptions, useTwoFactorStatus } from '../api/two-factor';
import { registerTwoFactorTexts } from '../i18n/two-factor-texts';
import { TwoFactorBackupCodes } from './two-factor-backup-codes';
import { TwoFactorOff } from './two-factor-off';
import { TwoFactorSetupFlow } from './two-factor-setup';
import '../../../components/ui/card.css';
import './account.css';
import './two-factor.css';

registerTwoFactorTexts();

/** /m/twoFactor: turning two-step verification on (setup, first code, backup codes) or off. */
export function TwoFactorScreen() {
  const { t } = useTranslation('twoFactor');
  const tc = useTranslation().t;
  const status = useTwoFactorStatus();
  const client = useQueryClient();
  const navigate = useNavigate();
  // Shown once, right after turning it on: the status already says "on" by then.
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey });
  const data = status.data;

  return (
    <Screen id="twoFactor" title={tc('routes:twoFactor')} className="member-screen">
      {status.isPending ? <Spinner label={tc('loading')} /> : null}
      {backupCodes ? (
        <TwoFactorBackupCodes codes={backupCodes} onDone={() => void navigate(routePath('securityCenter'), { replace: true })} />
      ) : data?.enabled ? (
        <TwoFactorOff
          status={data}
          onDisabled={() => {
            showToast(t('disabled'), 'success');
            refresh();
          }}
        />
      ) : data ? (
        <TwoFactorSetupFlow
          passwordSet={data.passwordSet}
          onEnabled={(codes) => {
            setBackupCodes(codes);
            refresh();
          }}
        />
      ) : null}
    </Screen>
  );
}
