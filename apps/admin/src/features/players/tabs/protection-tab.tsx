import { useState } from 'react';
import { Alert, Button, DatePicker, Descriptions, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useCustom, useCustomMutation } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import { API, type LimitStatus, type PlayerDetail, type ProtectionStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { fillPath } from '../../../lib/api/api-client';
import { useFormat } from '../../../lib/format/use-format';
import { useMe } from '../../../lib/session/use-me';
import { restrictionItem } from './restriction-item';

const REASON_MIN = 3;
const REASON_MAX = 500;

/** Money limits read as R$; the time limit is in minutes. */
function useLimitValue() {
  const format = useFormat();
  return (limit: LimitStatus, value: string | null) => (value === null ? null : limit.kind === 'time' ? value : format.money(value));
}

/**
 * The player's limits with what is used and left, a raise waiting for its cooling-off, a pause or exclusion, and the
 * operator's own exclusion with its reason (modules/protection on the server; the reason goes to the audit trail).
 */
export function ProtectionTab({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  const { can } = useMe();
  const [open, setOpen] = useState(false);
  const url = fillPath(API.operatorPlayerProtection, { id: player.id });
  const { result, query } = useCustom<ProtectionStatus>({ url, method: 'get' });
  const status = query.data ? result.data : undefined;

  if (query.isError) return <Alert type="error" showIcon message={query.error.message} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {status && status.missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t('protection.missing', { kinds: status.missing.map((k) => t(`protection.kinds.${k}`)).join(', ') })}
        />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('protection.limits')}
      </Typography.Title>
      <LimitsTable limits={status?.limits ?? []} loading={query.isLoading} />
      <Descriptions
        size="small"
        bordered
        column={1}
        title={t('protection.exclusion')}
        extra={
          can('players.manage') && (
            <Button danger onClick={() => setOpen(true)} data-testid="player-exclude">
              {t('protection.exclude')}
            </Button>
          )
        }
        items={[
          {
            key: 'state',
            label: t('protection.exclusion'),
            children: status?.exclusion ? (
              <Space wrap>
                <Tag color="red">{t(`protection.exclusionKinds.${status.exclusion.kind}`)}</Tag>
                <span>{t('protection.since', { at: format.dateTime(status.exclusion.since) })}</span>
                <span>
                  {status.exclusion.until ? t('protection.until', { at: format.dateTime(status.exclusion.until) }) : t('protection.noEnd')}
                </span>
              </Space>
            ) : (
              t('protection.notExcluded')
            ),
          },
          restrictionItem(status, t, format),
        ]}
      />
      <ExcludeModal player={player} open={open} onClose={() => setOpen(false)} onDone={() => void query.refetch()} />
    </Space>
  );
}

/** Each kind of limit: its period and value, what is used and left, and a change waiting for its cooling-off. */
function LimitsTable({ limits, loading }: { limits: LimitStatus[]; loading: boolean }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  const valueOf = useLimitValue();
  const columns = [
    { key: 'kind', title: t('protection.kind'), render: (l: LimitStatus) => t(`protection.kinds.${l.kind}`) },
    { key: 'period', title: t('protection.period'), render: (l: LimitStatus) => (l.period ? t(`protection.periods.${l.period}`) : '—') },
    { key: 'value', title: t('protection.value'), render: (l: LimitStatus) => valueOf(l, l.value) ?? t('protection.none') },
    { key: 'used', title: t('protection.used'), render: (l: LimitStatus) => (l.value === null ? '—' : valueOf(l, l.used)) },
    { key: 'left', title: t('protection.left'), render: (l: LimitStatus) => valueOf(l, l.left) ?? '—' },
    {
      key: 'pending',
      title: t('protection.pending'),
      render: (l: LimitStatus) =>
        l.pending === null
          ? '—'
          : l.pending.value === null
            ? t('protection.pendingRemoval', { at: format.dateTime(l.pending.effectiveAt) })
            : t('protection.pendingValue', { value: valueOf(l, l.pending.value), at: format.dateTime(l.pending.effectiveAt) }),
    },
  ];

  return <Table<LimitStatus> size="small" rowKey="kind" loading={loading} pagination={false} dataSource={limits} columns={columns} />;
}

function ExcludeModal({ player, open, onClose, onDone }: { player: PlayerDetail; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('players');
  const { dateFormat } = useFormat();
  const [form] = Form.useForm<{ until: Dayjs | null; reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate, mutation } = useCustomMutation<ProtectionStatus>();
  const submit = ({ until, reason }: { until: Dayjs | null; reason: string }) => {
    setFailure(null);
    mutate(
      {
        url: fillPath(API.operatorPlayerExclusion, { id: player.id }),
        method: 'post',
        values: { until: until ? until.endOf('day').toISOString() : null, reason: reason.trim() },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
          onDone();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('protection.excludeTitle', { username: player.username })}
      okText={t('protection.confirm')}
      cancelText={t('protection.cancel')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('protection.excludeHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ until: null, reason: '' }}>
        <Form.Item name="until" label={t('protection.excludeUntil')}>
          <DatePicker format={dateFormat} style={{ width: '100%' }} disabledDate={(d) => d.isBefore(new Date(), 'day')} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('protection.reason')}
          rules={[{ required: true, whitespace: true, min: REASON_MIN, max: REASON_MAX, message: t('protection.reasonLength') }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
