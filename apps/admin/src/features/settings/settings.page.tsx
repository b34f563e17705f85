import type { ReactNode } from 'react';
import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { Alert, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type MerchantSettings } from '@app/contract';
import { AccessTab, JurisdictionTab } from './access-tab';
import { AgentsTab } from './agents-tab';
import { PaymentsTab } from './payments-tab';
import { RegistrationTab } from './registration-tab';
import { ServiceTab } from './service-tab';
import { SiteTab } from './site-tab';
import { failureText } from './use-setting-save';

/** The merchant's settings, one tab per group; every save is its own audited call and reaches the site in seconds. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { result, query } = useCustom<MerchantSettings>({ url: API.operatorSettings, method: 'get' });
  const settings = query.data ? result.data : undefined;
  const onSaved = () => void query.refetch();
  const withSettings = (render: (s: MerchantSettings) => ReactNode) => (settings ? render(settings) : <Skeleton active />);
  const tabs = [
    { key: 'site', label: t('tabs.site'), children: withSettings((s) => <SiteTab settings={s} onSaved={onSaved} />) },
    {
      key: 'registration',
      label: t('tabs.registration'),
      children: withSettings((s) => <RegistrationTab settings={s} onSaved={onSaved} />),
    },
    { key: 'service', label: t('tabs.service'), children: withSettings((s) => <ServiceTab settings={s} onSaved={onSaved} />) },
    { key: 'payments', label: t('tabs.payments'), children: <PaymentsTab /> },
    { key: 'agents', label: t('tabs.agents'), children: withSettings((s) => <AgentsTab settings={s} onSaved={onSaved} />) },
    { key: 'access', label: t('tabs.access'), children: withSettings((s) => <AccessTab settings={s} onSaved={onSaved} />) },
    { key: 'jurisdiction', label: t('tabs.jurisdiction'), children: <JurisdictionTab /> },
  ];
  return (
    <List title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      {query.isError && <Alert type="error" showIcon message={failureText(query.error)} style={{ marginBottom: 16 }} />}
      <Tabs items={tabs} destroyOnHidden />
    </List>
  );
}
