import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { roleOptions } from '../../lib/ui/role-tag';
import type { ApiKeyFilters } from './api-key-filters';

/** Filters applied as they are typed: the whole list is already in the browser. */
export function ApiKeyFilterBar({ onChange }: { onChange: (filters: ApiKeyFilters) => void }) {
  const { t } = useTranslation('team');
  return (
    <Form<ApiKeyFilters>
      name="apiKeyFilters"
      layout="inline"
      onValuesChange={(_, all) => onChange(all)}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="text">
        <Input allowClear prefix={<SearchOutlined />} placeholder={t('apiKeys.search')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="role">
        <Select allowClear placeholder={t('apiKeys.role')} options={roleOptions(t)} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('apiKeys.status')}
          style={{ width: 160 }}
          options={(['active', 'revoked'] as const).map((value) => ({ value, label: t(`apiKeys.statuses.${value}`) }))}
        />
      </Form.Item>
    </Form>
  );
}
