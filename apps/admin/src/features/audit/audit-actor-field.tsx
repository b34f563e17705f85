import { useTranslation } from 'react-i18next';
import { useSelect } from '@refinedev/antd';
import { Form, InputNumber, Select } from 'antd';
import type { ApiKey, OperatorAccount } from '@app/contract';
import { queryFilters } from '../../lib/list/query-filters';
import { useMe } from '../../lib/session/use-me';

/** The first page of matches by name, searched on the server as it is typed (GET /operators and /api-keys `q`). */
const PICK_PAGE = { mode: 'server', pageSize: 100 } as const;
const bySearch = (q: string) => queryFilters({ q });

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
    sorters: [{ field: 'username', order: 'asc' }],
    pagination: PICK_PAGE,
    onSearch: bySearch,
    queryOptions: { enabled: readable && !keys },
  });
  const apiKeys = useSelect<ApiKey>({
    resource: 'api-keys',
    optionLabel: 'name',
    optionValue: 'id',
    sorters: [{ field: 'name', order: 'asc' }],
    pagination: PICK_PAGE,
    onSearch: bySearch,
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
