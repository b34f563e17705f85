import type { ReactNode } from 'react';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { resourceTypes, serviceChannelTypes, socialTypes } from '@app/contract';
import { SettingForm } from './setting-form';
import type { TabProps } from './site-tab';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** A list of rows of the form, each a few fields and a remove button. */
function Rows(props: { name: Array<string | number>; empty: object; testId: string; children: (name: number) => ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <Form.List name={props.name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }} data-testid={props.testId}>
              {props.children(field.name)}
              <Button icon={<DeleteOutlined />} aria-label={t('remove')} onClick={() => remove(field.name)} />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => add(props.empty)}>
            {t('add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** The channels, each with its type, its title in both languages and its address. */
function ChannelRows({ url }: { url: (name: Array<string | number>) => ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <Rows name={['value', 'channels']} empty={{ csType: null, title: { pt: '', en: '' }, url: '' }} testId="settings-channel-row">
      {(n) => (
        <>
          <Form.Item name={[n, 'type']} rules={[{ required: true }]}>
            <Select style={{ width: 150 }} options={options(serviceChannelTypes)} placeholder={t('service.type')} />
          </Form.Item>
          {/* The player's site names the channel in its language; an empty English title shows the Portuguese one. */}
          <Form.Item name={[n, 'title', 'pt']} rules={[{ required: true, max: 60 }]}>
            <Input
              style={{ width: 180 }}
              placeholder={t('service.titleIn', { language: t('pt') })}
              aria-label={t('service.titleIn', { language: t('pt') })}
              data-testid="settings-channel-title-pt"
            />
          </Form.Item>
          <Form.Item name={[n, 'title', 'en']} rules={[{ max: 60 }]}>
            <Input
              style={{ width: 180 }}
              placeholder={t('service.titleIn', { language: t('en') })}
              aria-label={t('service.titleIn', { language: t('en') })}
              data-testid="settings-channel-title-en"
            />
          </Form.Item>
          {url([n, 'url'])}
        </>
      )}
    </Rows>
  );
}

/** Customer-service channels, the live chat's address, and the social and download links of the footer. */
export function ServiceTab({ settings, onSaved }: TabProps) {
  const { t } = useTranslation('settings');
  const url = (name: Array<string | number>, width = 380) => (
    <Form.Item name={name} rules={[{ required: true, type: 'url' }]}>
      <Input style={{ width }} placeholder="https://" />
    </Form.Item>
  );
  return (
    <>
      <SettingForm settingKey="customerService" title={t('service.channels')} initial={settings.customerService} onSaved={onSaved}>
        {() => <ChannelRows url={url} />}
      </SettingForm>
      <SettingForm
        settingKey="liveChat"
        title={t('service.liveChat')}
        initial={{ externalUrl: settings.liveChat.externalUrl ?? '' }}
        toValue={(v: { externalUrl: string }) => ({ externalUrl: v.externalUrl.trim() || null })}
        onSaved={onSaved}
      >
        {() => (
          <Form.Item name={['value', 'externalUrl']} label={t('service.externalUrl')} extra={t('service.externalUrlHelp')}>
            <Input style={{ width: 480 }} placeholder="https://" data-testid="settings-livechat-url" />
          </Form.Item>
        )}
      </SettingForm>
      <SettingForm settingKey="resources" title={t('service.links')} initial={settings.resources} onSaved={onSaved}>
        {() => (
          <>
            <Typography.Title level={5}>{t('service.social')}</Typography.Title>
            <Rows name={['value', 'social']} empty={{ url: '' }} testId="settings-social-row">
              {(n) => (
                <>
                  <Form.Item name={[n, 'type']} rules={[{ required: true }]}>
                    <Select style={{ width: 150 }} options={options(socialTypes)} placeholder={t('service.type')} />
                  </Form.Item>
                  {url([n, 'url'])}
                </>
              )}
            </Rows>
            <Typography.Title level={5}>{t('service.downloads')}</Typography.Title>
            <Rows name={['value', 'downloads']} empty={{ url: '' }} testId="settings-download-row">
              {(n) => (
                <>
                  <Form.Item name={[n, 'resourceType']} rules={[{ required: true }]}>
                    <Select style={{ width: 150 }} options={options(resourceTypes)} placeholder={t('service.type')} />
                  </Form.Item>
                  {url([n, 'url'])}
                </>
              )}
            </Rows>
          </>
        )}
      </SettingForm>
    </>
  );
}
