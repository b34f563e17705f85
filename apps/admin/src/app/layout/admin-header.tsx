import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '@refinedev/core';
import { Avatar, Button, Flex, Layout, Tag, Typography, theme } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useMe } from '../../lib/session/use-me';
import { LanguageSwitch } from './language-switch';

/** The bar above every signed-in page: the merchant's time zone, the language, who is signed in, and sign-out. */
export function AdminHeader() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { me } = useMe();
  const { mutate: logout } = useLogout();

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '0 24px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
        {me && (
          <Typography.Text type="secondary" style={{ marginRight: 'auto' }}>
            {me.merchantName} · {t('timeZone', { zone: me.timeZone })}
          </Typography.Text>
        )}
        <LanguageSwitch />
        {me && (
          <Link to="/account" title={t('signedInAs', { name: me.username })}>
            <Flex align="center" gap={8}>
              <Avatar size="small" icon={<UserOutlined />} />
              <Typography.Text strong>{me.displayName}</Typography.Text>
              <Tag>{t(`roles.${me.role}`)}</Tag>
            </Flex>
          </Link>
        )}
        <Button icon={<LogoutOutlined />} onClick={() => logout()}>
          {t('refine:buttons.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
