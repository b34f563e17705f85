import { useTranslation } from 'react-i18next';
import { useSelect } from '@refinedev/antd';
import { Form, InputNumber, Select } from 'antd';
import type { ApiKey, OperatorAccount } from '@app/contract';
import { useMe } from '../../lib/session/use-me';

/**
 * Who acted: an operator or an API key picked by name when the role may read them (the audit trail's own readers,
 * finance and risk, may not: they type the id the rows show).
 */
export function AuditActorField() {
  const { t } = useTranslation('audit');
  const { can } = useMe();
  const kind = Form.useWatch<string | undefined>('actorKind', Form.useFormInstance());
  const readable = can('operators.read');
  const keys = kind === 'api-key';
  const operators = useSelect<OperatorAccount>({
    resource: 'operators',
    optionLabel: 'username',
    optionValue: 'id',
    pagination: { mode: 'off' },
    queryOptions: { enabled: readable && !keys },
  });
  const apiKeys = useSelect<ApiKey>({
    resource: 'api-keys',
    optionLabel: 'name',
    optionValue: 'id',
    pagination: { mode: 'off' },
    queryOptions: { enabled: readable && keys },
  });
  const select = keys ? apiKeys.selectProps : operators.selectProps;

  return (
    <Form.Item name="actorId" label={t('actor')}>
      {readable ? (
        <Select {...select} allowClear showSearch style={{ width: 200 }} />
      ) : (
        <InputNumber min={1} precision={0} style={{ width: 200 }} />
      )}
    </Form.Item>
  );
}
