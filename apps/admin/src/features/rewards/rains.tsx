import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Popconfirm, Space, Table, Tag } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Dayjs } from 'dayjs';
import { API, type OperatorRainView } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { zonedIso } from '../../lib/format/time';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { RainSchedules } from './rain-schedules';
import { moneyOf, useRewardsCall } from './use-rewards-call';

interface NewRain {
  startsAt: Dayjs | null;
  durationSeconds: number;
  budget: string;
  envelopeCount: number;
}

function rainColumns(t: TFunction, format: ReturnType<typeof useFormat>, cancel: (id: number) => void) {
  const now = Date.now();
  return [
    { title: t('startsAt'), render: (_: unknown, r: OperatorRainView) => format.dateTime(r.startsAt) },
    { title: t('endsAt'), render: (_: unknown, r: OperatorRainView) => format.dateTime(r.endsAt) },
    { title: t('schedule'), render: (_: unknown, r: OperatorRainView) => r.scheduleCode ?? <Tag>{t('byHand')}</Tag> },
    { title: t('budget'), render: (_: unknown, r: OperatorRainView) => format.money(r.budget) },
    { title: t('envelopes'), render: (_: unknown, r: OperatorRainView) => `${r.claimed} / ${r.envelopeCount}` },
    { title: t('paid'), render: (_: unknown, r: OperatorRainView) => format.money(r.paid) },
    {
      title: '',
      render: (_: unknown, r: OperatorRainView) =>
        r.scheduleCode === null && Date.parse(r.startsAt) > now ? (
          <CanAccess resource="rewards" action="edit">
            <Popconfirm title={t('cancelRainConfirm')} onConfirm={() => cancel(r.id)}>
              <Button size="small" danger>
                {t('cancelRain')}
              </Button>
            </Popconfirm>
          </CanAccess>
        ) : null,
    },
  ];
}

/** A rain now (no start) or later: duration, budget and envelopes (each holds at least R$ 0,01). */
function NewRainForm(props: {
  form: ReturnType<typeof Form.useForm<NewRain>>[0];
  onStart: (v: NewRain) => Promise<void>;
  pending: boolean;
}) {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const { form, pending } = props;
  return (
    <CanAccess resource="rewards" action="edit">
      <Card size="small" title={t('newRain')}>
        <Form
          form={form}
          layout="inline"
          onFinish={props.onStart}
          initialValues={{ durationSeconds: 120, budget: '10.00', envelopeCount: 10 }}
        >
          <Form.Item name="startsAt" label={t('startsAt')}>
            <DatePicker showTime format={`${format.dateFormat} HH:mm`} placeholder={t('now')} />
          </Form.Item>
          <Form.Item name="durationSeconds" label={t('durationSeconds')}>
            <InputNumber min={10} max={86_400} precision={0} />
          </Form.Item>
          <Form.Item name="budget" label={t('budget')}>
            <Input addonBefore="R$" style={{ width: 140 }} inputMode="decimal" />
          </Form.Item>
          <Form.Item name="envelopeCount" label={t('envelopes')}>
            <InputNumber min={1} max={10_000} precision={0} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('startRain')}
          </Button>
        </Form>
      </Card>
    </CanAccess>
  );
}

/** Red envelope rains: the latest ones with what they paid, a new one (now or later), cancelling one not started. */
export function Rains() {
  const { t } = useTranslation('rewards');
  const { message } = App.useApp();
  const format = useFormat();
  const [form] = Form.useForm<NewRain>();
  const [failure, setFailure] = useState<string | null>(null);
  const { query } = useCustom<OperatorRainView[]>({ url: API.operatorRains, method: 'get' });
  const { send, pending } = useRewardsCall();
  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await work();
      void message.success(t(done));
      await query.refetch();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const start = (v: NewRain) =>
    run(async () => {
      await send(API.operatorRains, 'post', {
        ...(v.startsAt && { startsAt: zonedIso(v.startsAt, format.timeZone) }),
        durationSeconds: Number(v.durationSeconds),
        budget: moneyOf(v.budget),
        envelopeCount: Number(v.envelopeCount),
      });
      form.resetFields();
    }, 'rainStarted');
  const columns = rainColumns(t, format, (id) => void run(() => send(fillPath(API.operatorRain, { id }), 'delete'), 'rainCancelled'));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <NewRainForm form={form} onStart={start} pending={pending} />
      {failure && <Alert type="error" showIcon message={failure} />}
      <Table<OperatorRainView>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        columns={columns}
        pagination={{ pageSize: 10 }}
      />
      <RainSchedules onChanged={() => void query.refetch()} />
    </Space>
  );
}
