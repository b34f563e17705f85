import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@app/contract';
import { Spinner } from '../../../components/ui/spinner';
import { useRegisterSettings } from '../../../lib/member/register-settings';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { checkAffiliate } from '../api/affiliate-check';
import type { RegisterMethod } from '../hooks/register-validation';
import { registerAuthTexts } from '../i18n/auth-texts';
import { AuthShell } from './auth-shell';
import { AuthTabs } from './auth-tabs';
import { RegisterMobileForm } from './register-mobile-form';
import { RegisterUsernameForm } from './register-username-form';
import { SocialButtons } from './social-buttons';
import './auth-form.css';

registerAuthTexts();

type LinkCheck = { state: 'none' } | { state: 'checking' } | { state: 'valid'; code: string } | { state: 'invalid' };

/** The invitation code of the link (query affiliateCode or code), checked with the server first (SPEC §5). */
function useLinkAffiliate(): [LinkCheck, () => void] {
  const [params] = useSearchParams();
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const [check, setCheck] = useState<LinkCheck>(code ? { state: 'checking' } : { state: 'none' });
  useEffect(() => {
    if (!code) return;
    let live = true;
    void checkAffiliate(code).then((valid) => {
      if (live) setCheck(valid ? { state: 'valid', code } : { state: 'invalid' });
    });
    return () => {
      live = false;
    };
  }, [code]);
  return [check, () => setCheck({ state: 'invalid' })];
}

/** Registration (SPEC §2): tabs only when both ways are on; mobile by default when it is the only one. */
export function RegisterScreen() {
  const { t } = useTranslation('auth');
  const status = useSystemStatus();
  const whitelabel = status?.info.whitelabel;
  const usernameOn = whitelabel?.USERNAMEREG3 !== false;
  const mobileOn = whitelabel?.MOBILENUMREG3 === true;
  const [chosen, setChosen] = useState<RegisterMethod>(usernameOn ? 'username' : 'mobileNum');
  const method: RegisterMethod = mobileOn && (chosen === 'mobileNum' || !usernameOn) ? 'mobileNum' : 'username';
  const settings = useRegisterSettings(300_000);
  const [link, refuseLink] = useLinkAffiliate();

  const fields = useMemo(
    () =>
      // Without the settings call, the copy in the cached system status stands in.
      (settings.data?.fields ?? (settings.isError ? (status?.info.register ?? []) : [])).filter(
        (f) => f.enabled && (f.field !== 'affiliateCode' || link.state === 'none' || link.state === 'invalid'),
      ),
    [settings.data, settings.isError, status?.info.register, link.state],
  );

  const ready = !settings.isPending && link.state !== 'checking';
  const formProps = {
    fields,
    linkAffiliateCode: link.state === 'valid' ? link.code : null,
    onAffiliateRefused: refuseLink,
    // Without the settings the server still refuses a BR registration without limits (limits.required, in the toast).
    limitsRequired: settings.data?.limitsRequired ?? false,
  };
  return (
    <AuthShell id="register" group="m_reg">
      {usernameOn && mobileOn ? <AuthTabs value={method} onChange={setChosen} /> : null}
      {ready && method === 'username' ? <RegisterUsernameForm {...formProps} /> : null}
      {ready && method === 'mobileNum' ? <RegisterMobileForm {...formProps} /> : null}
      {!ready ? <Spinner label={t('loading')} /> : null}
      <SocialButtons />
      <p className="auth__switch">
        {t('haveAccount')}{' '}
        <Link to={LOGIN_PATH} data-testid="register-login-link">
          {t('loginNow')}
        </Link>
      </p>
    </AuthShell>
  );
}
