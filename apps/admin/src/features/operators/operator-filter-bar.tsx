import { useTranslation } from 'react-i18next';
import { Form, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { roleOptions } from '../../lib/ui/role-tag';
import type { OperatorFilters } from './operator-filters';

/** Filters applied as they are typed: the whole list is already in the browser. */
export function OperatorFilterBar({ onChange }: { onChange: (filters: OperatorFilters) => void }) {
  const { t } = useTranslation('team');
  return (
    <Form<OperatorFilters>
      name="operatorFilters"
      layout="inline"
      onValuesChange={(_, all) => onChange(all)}
      style={{ marginBottom: 16, rowGap: 8 }}
    >
      <Form.Item name="text">
        <Input allowClear prefix={<SearchOutlined />} placeholder={t('operators.search')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="role">
        <Select allowClear placeholder={t('operators.role')} options={roleOptions(t)} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('operators.status')}
          style={{ width: 160 }}
          options={(['active', 'disabled'] as const).map((value) => ({ value, label: t(`operators.statuses.${value}`) }))}
        />
      </Form.Item>
    </Form>
  );
}
