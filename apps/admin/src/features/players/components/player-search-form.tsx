import type { ReactNode } from 'react';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { playerStatuses } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import type { PlayerSearchValues } from '../api/player-search-filters';
import { FilterButtons } from '../../../lib/list/filter-buttons';

/** The free-text fields with the longest value the server takes for each. */
const TEXT_FIELDS: Array<{ name: 'username' | 'mobile' | 'cpf' | 'email' | 'id'; max: number }> = [
  { name: 'username', max: 40 },
  { name: 'mobile', max: 24 },
  { name: 'cpf', max: 14 },
  { name: 'email', max: 254 },
  { name: 'id', max: 12 },
];

function Field({
  name,
  label,
  span,
  tooltip,
  children,
}: {
  name: string;
  label: string;
  span: number;
  tooltip?: string;
  children: ReactNode;
}) {
  return (
    <Col span={span}>
      <Form.Item name={name} label={label} tooltip={tooltip}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** Every search field of GET /players; submitting runs the search from its first page. */
export function PlayerSearchForm({ formProps }: { formProps: FormProps<PlayerSearchValues> }) {
  const { t } = useTranslation('players');
  const { dateFormat } = useFormat();
  return (
    <Form {...formProps} layout="vertical">
      <Row gutter={12}>
        {TEXT_FIELDS.map(({ name, max }) => (
          <Field
            key={name}
            name={name}
            label={t(`fields.${name}`)}
            span={4}
            tooltip={name === 'username' ? t('search.usernameHint') : undefined}
          >
            <Input allowClear maxLength={max} />
          </Field>
        ))}
        <Field name="status" label={t('fields.status')} span={4}>
          <Select
            allowClear
            placeholder={t('common:list.any')}
            options={playerStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Field>
      </Row>
      <Row gutter={12} align="bottom">
        <Field name="registered" label={t('fields.registeredAt')} span={8}>
          <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} format={dateFormat} />
        </Field>
        <Field name="vipLevel" label={t('fields.vipLevel')} span={4}>
          <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
        </Field>
        <Field name="upline" label={t('fields.upline')} span={4}>
          <Input allowClear maxLength={40} />
        </Field>
        <Col span={8}>
          <FilterButtons form={formProps.form} />
        </Col>
      </Row>
    </Form>
  );
}
