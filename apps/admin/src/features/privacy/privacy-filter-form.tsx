import { Col, DatePicker, Form, Input, Row, Select, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { FilterButtons } from '../../lib/list/filter-buttons';
import type { PrivacyFilterValues } from './privacy-filters';

/** The requests' filters: kind, status, member and the days they were made (in the merchant's zone). */
export function PrivacyFilterForm({ formProps }: { formProps: FormProps<PrivacyFilterValues> }) {
  const { t } = useTranslation('privacy');
  const { dateFormat } = useFormat();
  return (
    <Form {...formProps} layout="vertical">
      <Row gutter={12} align="bottom">
        <Col span={4}>
          <Form.Item name="kind" label={t('kind')}>
            <Select
              allowClear
              placeholder={t('common:list.any')}
              options={PRIVACY_REQUEST_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="status" label={t('status')}>
            <Select
              allowClear
              placeholder={t('common:list.any')}
              options={PRIVACY_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="memberId" label={t('memberId')}>
            <Input allowClear maxLength={10} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={7}>
          <Form.Item name="requested" label={t('requestedAt')}>
            <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} format={dateFormat} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <FilterButtons form={formProps.form} />
        </Col>
      </Row>
    </Form>
  );
}
