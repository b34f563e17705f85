import { Button, Col, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { whitelabelFlags, type MerchantSettings } from '@app/contract';
import { SettingForm } from './setting-form';

interface TabProps {
  settings: MerchantSettings;
  onSaved: () => void;
}

/** The screen templates and the image hosts. */
function LooksForms({ settings, onSaved }: TabProps) {
  const { t } = useTranslation('settings');
  return (
    <>
      <SettingForm settingKey="mobileTemplate" title={t('site.templates')} initial={settings.mobileTemplate} onSaved={onSaved}>
        {() => (
          <Row gutter={16}>
            {(['mem_cen', 'dep_func'] as const).map((name) => (
              <Col span={12} key={name}>
                <Form.Item name={['value', name]} label={t(`site.template.${name}`)} rules={[{ required: true }]}>
                  <Select
                    options={[
                      { value: '1', label: t('site.template.new') },
                      { value: '0', label: t('site.template.base') },
                    ]}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        )}
      </SettingForm>
      <SettingForm settingKey="imageCDNs" title={t('site.imageCDNs')} initial={settings.imageCDNs} onSaved={onSaved}>
        {() => (
          <>
            <Typography.Paragraph type="secondary">{t('site.imageCDNsHelp')}</Typography.Paragraph>
            <Form.List name="value">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item name={field.name} style={{ width: 480 }}>
                        <Input placeholder={t('site.ownOrigin')} />
                      </Form.Item>
                      <Button icon={<DeleteOutlined />} aria-label={t('remove')} onClick={() => remove(field.name)} />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add('')} style={{ marginBottom: 16 }}>
                    {t('add')}
                  </Button>
                </>
              )}
            </Form.List>
          </>
        )}
      </SettingForm>
    </>
  );
}

/** Site name and about text in both languages, the SPEC §6 switches, the templates and the image hosts. */
export function SiteTab({ settings, onSaved }: TabProps) {
  const { t } = useTranslation('settings');
  return (
    <>
      <SettingForm settingKey="siteName" title={t('site.siteName')} initial={settings.siteName} onSaved={onSaved}>
        {() => (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name={['value', 'pt']} label={t('pt')} rules={[{ required: true, max: 60 }]}>
                <Input data-testid="settings-siteName-pt" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name={['value', 'en']} label={t('en')} rules={[{ max: 60 }]} extra={t('site.siteNameHelp')}>
                <Input data-testid="settings-siteName-en" />
              </Form.Item>
            </Col>
          </Row>
        )}
      </SettingForm>
      <SettingForm settingKey="about" title={t('site.about')} initial={settings.about} onSaved={onSaved}>
        {() => (
          <Row gutter={16}>
            {(['pt', 'en'] as const).map((language) => (
              <Col span={12} key={language}>
                <Form.Item name={['value', language]} label={t(language)} rules={[{ max: 2000 }]}>
                  <Input.TextArea rows={3} showCount maxLength={2000} data-testid={`settings-about-${language}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        )}
      </SettingForm>
      <SettingForm settingKey="whitelabel" title={t('site.whitelabel')} initial={settings.whitelabel} onSaved={onSaved}>
        {() => (
          <Row gutter={[16, 0]}>
            {whitelabelFlags.map((flag) => (
              <Col span={8} key={flag}>
                <Form.Item name={['value', flag]} valuePropName="checked" label={`${t(`flags.${flag}`)} (${flag})`}>
                  <Switch data-testid={`settings-flag-${flag}`} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        )}
      </SettingForm>
      <LooksForms settings={settings} onSaved={onSaved} />
    </>
  );
}

export type { TabProps };
