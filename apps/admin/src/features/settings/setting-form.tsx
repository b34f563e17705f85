import type { ReactNode } from 'react';
import { Button, Card, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { settingPath, type EditableSettingKey } from '@app/contract';
import { useMe } from '../../lib/session/use-me';
import { useSettingSave } from './use-setting-save';

/**
 * One merchant setting as a card with its own form and save button: the form's values are `{ value }`, the body of
 * the setting's PUT, so the server's field paths ("value.pt") land on the form's fields. `toValue` turns the form's
 * shape into the setting's where they differ. Read-only for a role without settings.manage.
 */
export function SettingForm<V>(props: {
  settingKey: EditableSettingKey;
  title: string;
  extra?: ReactNode;
  initial: V;
  onSaved: () => void;
  toValue?: (values: V) => unknown;
  children: (form: FormInstance<{ value: V }>) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { can } = useMe();
  const [form] = Form.useForm<{ value: V }>();
  const { send, saving } = useSettingSave(form, props.onSaved);
  const editable = can('settings.manage');
  const save = async () => {
    const { value } = await form.validateFields();
    await send(settingPath(props.settingKey), { value: props.toValue ? props.toValue(value) : value });
  };
  return (
    <Card
      size="small"
      title={props.title}
      extra={props.extra}
      style={{ marginBottom: 16 }}
      data-testid={`settings-card-${props.settingKey}`}
    >
      <Form form={form} layout="vertical" initialValues={{ value: props.initial }} disabled={!editable}>
        {props.children(form)}
        {editable && (
          <div>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid={`settings-save-${props.settingKey}`}>
              {t('save')}
            </Button>
          </div>
        )}
      </Form>
    </Card>
  );
}
