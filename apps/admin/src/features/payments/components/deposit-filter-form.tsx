import { Col, DatePicker, Form, Input, Row, Select, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { depositStatuses } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import type { DepositFilterValues } from '../api/deposit-filters';
import { FilterButtons } from '../../../lib/list/filter-buttons';

/** The deposits' filters: status, member and the days they were created (in the merchant's zone). */
export function DepositFilterForm({ formProps }: { formProps: FormProps<DepositFilterValues> }) {
  const { t } = useTranslation('payments');
  const { dateFormat } = useFormat();
  return (
    <Form {...formProps} layout="vertical">
      <Row gutter={12} align="bottom">
        <Col span={3}>
          <Form.Item name="status" label={t('fields.status')}>
            <Select
              allowClear
              placeholder={t('common:list.any')}
              options={depositStatuses.map((s) => ({ value: s, label: t(`depositStatus.${s}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="username" label={t('fields.username')}>
            <Input allowClear maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="memberId" label={t('fields.memberId')}>
            <Input allowClear maxLength={10} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={7}>
          <Form.Item name="created" label={t('fields.createdAt')}>
            <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} format={dateFormat} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <FilterButtons form={formProps.form} />
        </Col>
      </Row>
    </Form>
  );
}
