import { Checkbox, Col, DatePicker, Form, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { scheduleState } from './schedule';

/** Start (empty: at once), end, and "no expiry", which hides the end. Times are the merchant's wall clock. */
export function ScheduleFields({ name = 'schedule' }: { name?: string }) {
  const { t } = useTranslation('content');
  const noExpiry = Form.useWatch([name, 'noExpiry']) as boolean | undefined;
  return (
    <Row gutter={12} align="bottom">
      <Col span={9}>
        <Form.Item name={[name, 'start']} label={t('schedule.start')} extra={t('schedule.startHelp')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} data-testid="schedule-start" />
        </Form.Item>
      </Col>
      <Col span={9}>
        <Form.Item name={[name, 'end']} label={t('schedule.end')} hidden={noExpiry}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="DD/MM/YYYY HH:mm" style={{ width: '100%' }} data-testid="schedule-end" />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[name, 'noExpiry']} valuePropName="checked">
          <Checkbox>{t('schedule.noExpiry')}</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}

const COLORS = { live: 'green', scheduled: 'blue', ended: 'default' } as const;

/** Whether players see the item now, with its window. */
export function ScheduleTag({
  startDate,
  endDate,
  format,
}: {
  startDate: string | null;
  endDate: string | null;
  format: (v: string) => string;
}) {
  const { t } = useTranslation('content');
  const state = scheduleState(startDate, endDate);
  const window = `${startDate ? format(startDate) : t('schedule.now')} → ${endDate ? format(endDate) : t('schedule.never')}`;
  return (
    <span>
      <Tag color={COLORS[state]}>{t(`schedule.states.${state}`)}</Tag>
      <span style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{window}</span>
    </span>
  );
}
