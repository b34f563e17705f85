import { Form, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { API, type RegionRule } from '@app/contract';
import { EndpointForm } from './endpoint-form';
import { SettingForm } from './setting-form';
import type { TabProps } from './site-tab';

const tags = (placeholder: string) => <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder={placeholder} />;

/** Who gets in and how: one session per member, the maintenance switch and the region rule. */
export function AccessTab({ settings, onSaved }: TabProps) {
  const { t } = useTranslation('settings');
  return (
    <>
      <SettingForm settingKey="singleSession" title={t('access.singleSession')} initial={settings.singleSession} onSaved={onSaved}>
        {() => (
          <Form.Item name="value" valuePropName="checked" extra={t('access.singleSessionHelp')}>
            <Switch data-testid="settings-single-session" />
          </Form.Item>
        )}
      </SettingForm>
      <EndpointForm<{ enabled: boolean }>
        url={API.operatorMaintenance}
        method="post"
        title={t('access.maintenance')}
        testId="maintenance"
        confirm={t('access.maintenanceConfirm')}
      >
        {() => (
          <Form.Item name="enabled" valuePropName="checked" extra={t('access.maintenanceHelp')}>
            <Switch data-testid="settings-maintenance" />
          </Form.Item>
        )}
      </EndpointForm>
      <EndpointForm<RegionRule> url={API.operatorRegion} title={t('access.region')} testId="region" confirm={t('access.regionConfirm')}>
        {() => (
          <>
            <Typography.Paragraph type="secondary">{t('access.regionHelp')}</Typography.Paragraph>
            <Form.Item name="mode" label={t('access.mode')} rules={[{ required: true }]}>
              <Select
                style={{ width: 320 }}
                options={(['off', 'allow', 'deny'] as const).map((mode) => ({ value: mode, label: t(`access.modes.${mode}`) }))}
              />
            </Form.Item>
            <Form.Item name="countries" label={t('access.countries')}>
              {tags('BR, PT')}
            </Form.Item>
            <Form.Item name="cidrs" label={t('access.cidrs')}>
              {tags('203.0.113.0/24')}
            </Form.Item>
          </>
        )}
      </EndpointForm>
    </>
  );
}

/** The rules the merchant runs under: switching changes what the whole site allows, so it asks first. */
export function JurisdictionTab() {
  const { t } = useTranslation('settings');
  return (
    <EndpointForm<{ jurisdiction: string }>
      url={API.operatorJurisdiction}
      title={t('jurisdiction.title')}
      testId="jurisdiction"
      confirm={t('jurisdiction.confirm')}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">{t('jurisdiction.help')}</Typography.Paragraph>
          <Form.Item name="jurisdiction" label={t('jurisdiction.profile')} rules={[{ required: true }]}>
            <Select
              style={{ width: 360 }}
              options={(['BR', 'NONE'] as const).map((value) => ({ value, label: t(`jurisdiction.profiles.${value}`) }))}
            />
          </Form.Item>
        </>
      )}
    </EndpointForm>
  );
}
