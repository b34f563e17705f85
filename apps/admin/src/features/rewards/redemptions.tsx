import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Radio, Table } from 'antd';
import { CanAccess, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { API, redemptionQueues, type OperatorRedemption } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useFormat } from '../../lib/format/use-format';
import { errorText } from '../../lib/i18n/error-text';
import { useRewardsCall } from './use-rewards-call';

type Queue = (typeof redemptionQueues)[number];
const NOTE_MAX = 200;

function redemptionColumns(t: TFunction, format: ReturnType<typeof useFormat>, queue: Queue, setMarking: (r: OperatorRedemption) => void) {
  return [
    { title: t('member'), dataIndex: 'username' },
    { title: t('item'), render: (_: unknown, r: OperatorRedemption) => `${r.itemName} (${r.itemCode})` },
    { title: t('price'), dataIndex: 'pricePoints' },
    { title: t('redeemedAt'), render: (_: unknown, r: OperatorRedemption) => format.dateTime(r.createdAt) },
    ...(queue === 'delivered'
      ? [
          { title: t('deliveredAt'), render: (_: unknown, r: OperatorRedemption) => format.dateTime(r.deliveredAt) },
          { title: t('deliveredBy'), dataIndex: 'deliveredBy' },
          { title: t('note'), dataIndex: 'deliveryNote' },
        ]
      : [
          {
            title: '',
            render: (_: unknown, r: OperatorRedemption) => (
              <CanAccess resource="reward-deliveries" action="edit">
                <Button size="small" type="primary" onClick={() => setMarking(r)} data-testid={`deliver-${r.id}`}>
                  {t('markDelivered')}
                </Button>
              </CanAccess>
            ),
          },
        ]),
  ];
}

/** Confirms a delivery with an optional note; the server marks it once. */
function DeliverModal({ marking, onClose, onDone }: { marking: OperatorRedemption | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('rewards');
  const { message } = App.useApp();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { send, pending } = useRewardsCall();
  const mark = async () => {
    if (!marking) return;
    setFailure(null);
    try {
      await send(fillPath(API.operatorMallRedemptionDelivered, { id: marking.id }), 'post', note.trim() ? { note: note.trim() } : {});
      void message.success(t('delivered'));
      setNote('');
      onClose();
      onDone();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal
      open={marking !== null}
      title={t('markDelivered')}
      okText={t('markDelivered')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: pending }}
      onOk={() => void mark()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{marking ? t('deliverConfirm', { item: marking.itemName, member: marking.username }) : null}</p>
      <Input.TextArea
        rows={2}
        maxLength={NOTE_MAX}
        showCount
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder={t('notePlaceholder')}
      />
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

/** Goods redeemed in the mall waiting for delivery (oldest first) or delivered; "mark delivered" once, with a note. */
export function Redemptions() {
  const { t } = useTranslation('rewards');
  const format = useFormat();
  const [queue, setQueue] = useState<Queue>('waiting');
  const [marking, setMarking] = useState<OperatorRedemption | null>(null);
  const { query } = useCustom<OperatorRedemption[]>({
    url: API.operatorMallRedemptions,
    method: 'get',
    config: { query: { queue } },
  });
  const columns = redemptionColumns(t, format, queue, setMarking);
  return (
    <>
      <Radio.Group value={queue} onChange={(e) => setQueue(e.target.value as Queue)} optionType="button" style={{ marginBottom: 16 }}>
        {redemptionQueues.map((q) => (
          <Radio.Button key={q} value={q}>
            {t(`queues.${q}`)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <Table<OperatorRedemption>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        columns={columns}
        locale={{ emptyText: t('empty') }}
      />
      <DeliverModal marking={marking} onClose={() => setMarking(null)} onDone={() => void query.refetch()} />
    </>
  );
}
