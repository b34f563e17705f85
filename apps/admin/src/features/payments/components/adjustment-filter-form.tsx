import { Button, Col, Form, Input, Row, Select, type FormProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_STATUSES } from '@app/contract';
import type { AdjustmentFilterValues } from '../api/adjustment-filters';

/** The adjustments' filters: status (pending to begin with) and member. */
export function AdjustmentFilterForm({ formProps }: { formProps: FormProps<AdjustmentFilterValues> }) {
  const { t } = useTranslation('payments');
  return (
    <Form {...formProps} layout="vertical" initialValues={{ status: 'pending' }}>
      <Row gutter={12} align="bottom">
        <Col span={4}>
          <Form.Item name="status" label={t('fields.status')}>
            <Select
              allowClear
              placeholder={t('common:list.any')}
              options={ADJUSTMENT_STATUSES.map((s) => ({ value: s, label: t(`adjustments.status.${s}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="memberId" label={t('fields.memberId')}>
            <Input allowClear maxLength={10} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('common:list.search')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
