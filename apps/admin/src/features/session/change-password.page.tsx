import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useLogout } from '@refinedev/core';
import { Button, Typography } from 'antd';
import { useMe } from '../../lib/session/use-me';
import { PasswordChangeForm } from './password-change-form';

/** The forced change after an admin set the password: nothing else opens until it is done (the server agrees). */
export function ChangePasswordPage() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const { me } = useMe();
  if (me && !me.mustChangePassword) return <Navigate to="/" replace />;

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('password.forcedTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('password.forcedIntro')}</Typography.Paragraph>
      <PasswordChangeForm onDone={() => navigate('/', { replace: true })} />
      <Button type="link" onClick={() => logout()} style={{ paddingLeft: 0, marginTop: 16 }}>
        {t('refine:buttons.logout')}
      </Button>
    </>
  );
}
