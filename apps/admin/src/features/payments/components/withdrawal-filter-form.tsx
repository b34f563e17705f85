import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { withdrawalStatuses } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import type { WithdrawalFilterValues } from '../api/withdrawal-filters';
import { FilterButtons } from '../../../lib/list/filter-buttons';

/**
 * The queue's filters: status (pending first of all), member, creation days (the merchant's), amount bounds, flagged
 * only, late only.
 */
export function WithdrawalFilterForm({ formProps }: { formProps: FormProps<WithdrawalFilterValues> }) {
  const { t } = useTranslation('payments');
  const { language, dateFormat } = useFormat();
  const amountInput = (
    <InputNumber<string> stringMode min="0" prefix="R$" decimalSeparator={language === 'pt' ? ',' : '.'} style={{ width: '100%' }} />
  );
  return (
    <Form {...formProps} layout="vertical">
      <Row gutter={12} align="bottom">
        <Col span={3}>
          <Form.Item name="status" label={t('fields.status')}>
            <Select
              allowClear
              placeholder={t('common:list.any')}
              options={withdrawalStatuses.map((s) => ({ value: s, label: t(`withdrawalStatus.${s}`) }))}
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
        <Col span={6}>
          <Form.Item name="created" label={t('fields.createdAt')}>
            <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} format={dateFormat} />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="minAmount" label={t('filters.minAmount')}>
            {amountInput}
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="maxAmount" label={t('filters.maxAmount')}>
            {amountInput}
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="flagged" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>{t('filters.flaggedOnly')}</Checkbox>
          </Form.Item>
          <Form.Item name="late" valuePropName="checked">
            <Checkbox>{t('filters.lateOnly')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Row justify="end">
        <Col>
          <FilterButtons form={formProps.form} last />
        </Col>
      </Row>
    </Form>
  );
}
