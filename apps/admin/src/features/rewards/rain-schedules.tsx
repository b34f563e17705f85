import { useEffect, useState } from 'react';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, InputNumber, Popconfirm, Space, Switch, Typography } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API, type RainScheduleView } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { errorText } from '../../lib/i18n/error-text';
import { moneyOf, useRewardsCall } from './use-rewards-call';
import { SaveFooter } from './save-footer';

const toBody = (s: RainScheduleView) => ({
  code: (s.code ?? '').trim(),
  everyMinutes: Number(s.everyMinutes),
  offsetMinutes: Number(s.offsetMinutes),
  durationSeconds: Number(s.durationSeconds),
  budget: moneyOf(s.budget),
  envelopeCount: Number(s.envelopeCount),
  enabled: Boolean(s.enabled),
});

const NEW_SCHEDULE = {
  code: '',
  everyMinutes: 60,
  offsetMinutes: 0,
  durationSeconds: 300,
  budget: '50.00',
  envelopeCount: 100,
  enabled: true,
};

/** One schedule's fields in the list (name: its index). */
function ScheduleFields({ name }: { name: number }) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <Form.Item name={[name, 'code']} label={t('code')}>
        <Input style={{ width: 130 }} maxLength={32} />
      </Form.Item>
      <Form.Item name={[name, 'everyMinutes']} label={t('everyMinutes')}>
        <InputNumber min={5} max={10_080} precision={0} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name={[name, 'offsetMinutes']} label={t('offsetMinutes')}>
        <InputNumber min={0} max={10_079} precision={0} style={{ width: 70 }} />
      </Form.Item>
      <Form.Item name={[name, 'durationSeconds']} label={t('durationSeconds')}>
        <InputNumber min={10} max={86_400} precision={0} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name={[name, 'budget']} label={t('budget')}>
        <Input style={{ width: 90 }} inputMode="decimal" />
      </Form.Item>
      <Form.Item name={[name, 'envelopeCount']} label={t('envelopes')}>
        <InputNumber min={1} max={10_000} precision={0} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name={[name, 'enabled']} valuePropName="checked">
        <Switch checkedChildren={t('on')} unCheckedChildren={t('off')} />
      </Form.Item>
    </>
  );
}

/** Recurring rains (every N minutes, offset from the hour grid in UTC); saving redraws the rains not started yet. */
export function RainSchedules({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('rewards');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ schedules: RainScheduleView[] }>();
  const [failure, setFailure] = useState<string | null>(null);
  const { query } = useCustom<RainScheduleView[]>({ url: API.operatorRainSchedules, method: 'get' });
  const { send, pending } = useRewardsCall();
  useEffect(() => form.setFieldsValue({ schedules: query.data?.data ?? [] }), [query.data?.data, form]);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await work();
      void message.success(t(done));
      await query.refetch();
      onChanged();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const save = (v: { schedules: RainScheduleView[] }) =>
    run(() => send(API.operatorRainSchedules, 'put', { schedules: (v.schedules ?? []).map(toBody) }), 'saved');
  const cancel = (code: string) => run(() => send(fillPath(API.operatorRainSchedule, { code }), 'delete'), 'scheduleCancelled');
  return (
    <Card size="small" title={t('schedules')}>
      <Typography.Paragraph type="secondary">{t('schedulesIntro')}</Typography.Paragraph>
      <Form form={form} onFinish={save} size="small">
        <Form.List name="schedules">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => {
                const code = form.getFieldValue(['schedules', field.name, 'code']) as string;
                const stored = (query.data?.data ?? []).some((s) => s.code === code && s.enabled);
                return (
                  <Space key={field.key} align="baseline" wrap>
                    <ScheduleFields name={field.name} />
                    {stored ? (
                      <CanAccess resource="rewards" action="edit">
                        <Popconfirm title={t('cancelScheduleConfirm')} onConfirm={() => void cancel(code)}>
                          <Button size="small" danger>
                            {t('cancelSchedule')}
                          </Button>
                        </Popconfirm>
                      </CanAccess>
                    ) : (
                      <Button icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} aria-label={t('remove')} />
                    )}
                  </Space>
                );
              })}
              <Form.Item>
                <Button icon={<PlusOutlined />} onClick={() => add({ ...NEW_SCHEDULE })}>
                  {t('addSchedule')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <SaveFooter failure={failure} pending={pending} label={t('saveSchedules')} />
      </Form>
    </Card>
  );
}
