import { Col, Row, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDetail } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { DepositStatusTag } from './payment-tags';

/** The member's recent deposits and rounds, to judge whether the money was played before it is taken out. */
export function WithdrawalHistory({ detail }: { detail: WithdrawalDetail }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  return (
    <Row gutter={16}>
      <Col span={10}>
        <Typography.Title level={5}>{t('detail.deposits')}</Typography.Title>
        <Table
          size="small"
          rowKey="orderNo"
          pagination={false}
          dataSource={detail.deposits}
          locale={{ emptyText: t('common:list.empty') }}
          columns={[
            { key: 'at', title: t('fields.createdAt'), dataIndex: 'createdAt', render: (at: string) => format.dateTime(at) },
            { key: 'amount', title: t('fields.amount'), dataIndex: 'amount', align: 'right', render: (a: string) => format.money(a) },
            {
              key: 'status',
              title: t('fields.status'),
              dataIndex: 'status',
              render: (s: WithdrawalDetail['deposits'][number]['status']) => <DepositStatusTag status={s} />,
            },
          ]}
        />
      </Col>
      <Col span={14}>
        <Typography.Title level={5}>{t('detail.rounds')}</Typography.Title>
        <Table
          size="small"
          rowKey="roundId"
          pagination={false}
          dataSource={detail.rounds}
          locale={{ emptyText: t('common:list.empty') }}
          columns={[
            { key: 'at', title: t('fields.createdAt'), dataIndex: 'createdAt', render: (at: string) => format.dateTime(at) },
            { key: 'game', title: t('detail.game'), render: (_, r) => `${r.vendor} · ${r.gameCode}` },
            { key: 'stake', title: t('detail.stake'), dataIndex: 'stake', align: 'right', render: (a: string) => format.money(a) },
            { key: 'win', title: t('detail.win'), dataIndex: 'win', align: 'right', render: (a: string) => format.money(a) },
          ]}
        />
      </Col>
    </Row>
  );
}
