import { useTranslation } from 'react-i18next';
import { Form, Input, Select, type FormProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { API_KEY_STATUSES, type OperatorRole } from '@app/contract';
import { FilterButtons } from '../../lib/list/filter-buttons';
import { roleOptions } from '../../lib/ui/role-tag';

/** The fields are the query parameters of GET /api-keys. */
export interface ApiKeyFilterValues {
  q?: string;
  role?: OperatorRole | null;
  status?: (typeof API_KEY_STATUSES)[number] | null;
}

/** The keys' filters, sent to the server when the operator searches (each search starts on the first page). */
export function ApiKeyFilterBar({ formProps }: { formProps: FormProps<ApiKeyFilterValues> }) {
  const { t } = useTranslation('team');
  return (
    <Form<ApiKeyFilterValues> {...formProps} name="apiKeyFilters" layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="q">
        <Input allowClear maxLength={80} prefix={<SearchOutlined />} placeholder={t('apiKeys.search')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="role">
        <Select allowClear placeholder={t('apiKeys.role')} options={roleOptions(t)} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('apiKeys.status')}
          style={{ width: 160 }}
          options={API_KEY_STATUSES.map((value) => ({ value, label: t(`apiKeys.statuses.${value}`) }))}
        />
      </Form.Item>
      <FilterButtons form={formProps.form} />
    </Form>
  );
}
