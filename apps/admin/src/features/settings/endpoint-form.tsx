import type { ReactNode } from 'react';
import { useCustom } from '@refinedev/core';
import { Alert, Button, Card, Form, Popconfirm, Skeleton, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/session/use-me';
import { failureText, useSettingSave } from './use-setting-save';

/**
 * A card for a setting with its own call (maintenance, region rule, jurisdiction, payment limits): reads `url`,
 * shows the form over what it answered, and sends the form (through `toBody`) to the same url. `confirm` asks before
 * a change that closes the site or changes its rules.
 */
export function EndpointForm<V extends object>(props: {
  url: string;
  method?: 'put' | 'post';
  title: string;
  testId: string;
  confirm?: string;
  toForm?: (value: V) => object;
  toBody?: (values: never) => object;
  children: (form: FormInstance) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { can } = useMe();
  const { result, query } = useCustom<V>({ url: props.url, method: 'get' });
  const [form] = Form.useForm();
  const { send, saving } = useSettingSave(form, () => void query.refetch());
  const editable = can('settings.manage');
  const save = async () => {
    const values: unknown = await form.validateFields();
    await send(props.url, props.toBody ? props.toBody(values as never) : (values as object), props.method ?? 'put');
  };
  const value = query.data ? result.data : undefined;
  const button = (
    <Button
      type="primary"
      loading={saving}
      onClick={props.confirm ? undefined : () => void save()}
      data-testid={`settings-save-${props.testId}`}
    >
      {t('save')}
    </Button>
  );
  return (
    <Card size="small" title={props.title} style={{ marginBottom: 16 }} data-testid={`settings-card-${props.testId}`}>
      {query.isError && <Alert type="error" showIcon message={failureText(query.error)} />}
      {!value && !query.isError && <Skeleton active />}
      {value && (
        <Form
          key={JSON.stringify(value)}
          form={form}
          layout="vertical"
          initialValues={props.toForm ? props.toForm(value) : value}
          disabled={!editable}
        >
          {props.children(form)}
          {editable &&
            (props.confirm ? (
              <Popconfirm title={props.confirm} onConfirm={() => void save()}>
                {button}
              </Popconfirm>
            ) : (
              button
            ))}
        </Form>
      )}
    </Card>
  );
}
