import { Button, Form, Input, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { registrationFields, type RegistrationFieldSetting } from '@app/contract';
import { SettingForm } from './setting-form';
import type { TabProps } from './site-tab';

type Rule = Omit<RegistrationFieldSetting, 'pattern' | 'messageKey'> & { pattern: string | null; messageKey: string | null };

/** Empty text means "no rule" to the server (null), not "match the empty string". */
const cleaned = (rules: Rule[]): RegistrationFieldSetting[] =>
  (rules ?? []).map((rule) => ({ ...rule, pattern: rule.pattern?.trim() || null, messageKey: rule.messageKey?.trim() || null }));

/** SPEC §5: the optional registration fields, each enabled or not, required or not, with its pattern and message. */
export function RegistrationTab({ settings, onSaved }: TabProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingForm<Rule[]> settingKey="register" title={t('register.title')} initial={settings.register} toValue={cleaned} onSaved={onSaved}>
      {() => (
        <>
          <Typography.Paragraph type="secondary">{t('register.help')}</Typography.Paragraph>
          <Form.List name="value">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap style={{ display: 'flex' }} data-testid="settings-register-row">
                    <Form.Item name={[field.name, 'field']} label={t('register.field')} rules={[{ required: true }]}>
                      <Select style={{ width: 170 }} options={registrationFields.map((f) => ({ value: f, label: f }))} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'enabled']} label={t('register.enabled')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                    <Form.Item name={[field.name, 'required']} label={t('register.required')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                    <Form.Item name={[field.name, 'pattern']} label={t('register.pattern')}>
                      <Input style={{ width: 260 }} placeholder="^\d{11}$" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'messageKey']} label={t('register.messageKey')}>
                      <Input style={{ width: 200 }} placeholder="in_cpf_incorrect" />
                    </Form.Item>
                    <Form.Item label=" ">
                      <Button icon={<DeleteOutlined />} aria-label={t('remove')} onClick={() => remove(field.name)} />
                    </Form.Item>
                  </Space>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  style={{ marginBottom: 16 }}
                  onClick={() => add({ field: undefined, enabled: true, required: false, pattern: null, messageKey: null })}
                >
                  {t('add')}
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
    </SettingForm>
  );
}
