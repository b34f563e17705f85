import { useTranslation } from 'react-i18next';
import { Form, Input, Select, type FormProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { OPERATOR_STATUSES, type OperatorAccount, type OperatorRole } from '@app/contract';
import { FilterButtons } from '../../lib/list/filter-buttons';
import { roleOptions } from '../../lib/ui/role-tag';

/** The fields are the query parameters of GET /operators. */
export interface OperatorFilterValues {
  q?: string;
  role?: OperatorRole | null;
  status?: OperatorAccount['status'] | null;
}

/** The operators' filters, sent to the server when the operator searches (each search starts on the first page). */
export function OperatorFilterBar({ formProps }: { formProps: FormProps<OperatorFilterValues> }) {
  const { t } = useTranslation('team');
  return (
    <Form<OperatorFilterValues> {...formProps} name="operatorFilters" layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="q">
        <Input allowClear maxLength={80} prefix={<SearchOutlined />} placeholder={t('operators.search')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="role">
        <Select allowClear placeholder={t('operators.role')} options={roleOptions(t)} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('operators.status')}
          style={{ width: 160 }}
          options={OPERATOR_STATUSES.map((value) => ({ value, label: t(`operators.statuses.${value}`) }))}
        />
      </Form.Item>
      <FilterButtons form={formProps.form} />
    </Form>
  );
}
