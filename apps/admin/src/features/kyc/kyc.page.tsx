import { List } from '@refinedev/antd';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KycQueueTable } from './kyc-queue-table';
import { KycSandboxTab } from './kyc-sandbox-tab';

/** The identity reviews: the documents waiting, the register's alerts, the sandboxes. Test id tabs: kyc-tab-<key>. */
export function KycPage() {
  const { t } = useTranslation('kyc');
  const tabs = [
    {
      key: 'pending',
      label: <span data-testid="kyc-tab-pending">{t('queues.pending')}</span>,
      children: <KycQueueTable queue="pending" />,
    },
    { key: 'alerts', label: <span data-testid="kyc-tab-alerts">{t('queues.alerts')}</span>, children: <KycQueueTable queue="alerts" /> },
    { key: 'sandbox', label: <span data-testid="kyc-tab-sandbox">{t('sandbox.title')}</span>, children: <KycSandboxTab /> },
  ];
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs items={tabs} destroyOnHidden />
    </List>
  );
}
