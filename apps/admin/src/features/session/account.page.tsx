import { useTranslation } from 'react-i18next';
import { Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { useMe } from '../../lib/session/use-me';
import { PasswordChangeForm } from './password-change-form';

/** The signed-in operator: who they are, what their role holds, and their password. */
export function AccountPage() {
  const { t } = useTranslation('session');
  const { me } = useMe();

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Card title={t('account.title')} loading={!me}>
          {me && (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('account.username')}>{me.username}</Descriptions.Item>
              <Descriptions.Item label={t('account.displayName')}>{me.displayName}</Descriptions.Item>
              <Descriptions.Item label={t('account.role')}>{t(`common:roles.${me.role}`)}</Descriptions.Item>
              <Descriptions.Item label={t('account.merchant')}>{me.merchantName}</Descriptions.Item>
              <Descriptions.Item label={t('account.timeZone')}>{me.timeZone}</Descriptions.Item>
              <Descriptions.Item label={t('account.idle')}>{t('account.idleMinutes', { count: me.idleMinutes })}</Descriptions.Item>
              <Descriptions.Item label={t('account.permissions')}>
                <Space size={[4, 4]} wrap>
                  {me.permissions.map((permission) => (
                    <Tag key={permission}>{t(`team:permissions.${permission}`)}</Tag>
                  ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('password.submit')}>
          <PasswordChangeForm />
        </Card>
      </Col>
    </Row>
  );
}
