import { Checkbox, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { agentWhitelistKeys, type AgentNavKey } from '@app/contract';
import { SettingForm } from './setting-form';
import type { TabProps } from './site-tab';

/** SPEC §2: which entries of the agent home's grid (and the dividend footer item) the merchant allows. */
export function AgentsTab({ settings, onSaved }: TabProps) {
  const { t } = useTranslation('settings');
  // Saved in the home's own order, whatever order the boxes were ticked in.
  const ordered = (keys: Array<AgentNavKey | 'dividend'>) => agentWhitelistKeys.filter((key) => keys.includes(key));
  return (
    <SettingForm
      settingKey="agentWhitelist"
      title={t('agents.title')}
      initial={settings.agentWhitelist}
      toValue={ordered}
      onSaved={onSaved}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">{t('agents.help')}</Typography.Paragraph>
          <Form.Item name="value">
            <Checkbox.Group
              style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}
              options={agentWhitelistKeys.map((key) => ({ value: key, label: t(`agents.keys.${key}`) }))}
            />
          </Form.Item>
        </>
      )}
    </SettingForm>
  );
}
