import { Card, Col, Row, Space, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECONCILIATION_KINDS, type Reconciliation } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';

export const kindColors = {
  matched: 'green',
  paid_not_credited: 'red',
  credited_not_paid: 'volcano',
  amount_mismatch: 'orange',
  returned: 'purple',
} as const;

/** The period's totals on both sides, and how many lines of each kind. */
export function ReconciliationSummary({ report }: { report: Reconciliation }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const differs = report.psp.amount !== report.ledger.amount || report.psp.count !== report.ledger.count;
  return (
    <Row gutter={12} style={{ marginBottom: 16 }}>
      <Col span={6}>
        <Card size="small">
          <Statistic title={t('reconciliation.psp', { count: report.psp.count })} value={format.money(report.psp.amount)} />
        </Card>
      </Col>
      <Col span={6}>
        <Card size="small">
          <Statistic
            title={t('reconciliation.ledger', { count: report.ledger.count })}
            value={format.money(report.ledger.amount)}
            valueStyle={differs ? { color: '#cf1322' } : undefined}
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card size="small" title={t('reconciliation.kinds')}>
          <Space wrap>
            {RECONCILIATION_KINDS.map((kind) => (
              <Tag
                key={kind}
                color={report.counts[kind] > 0 && kind !== 'matched' ? kindColors[kind] : kind === 'matched' ? 'green' : 'default'}
              >
                {t(`reconciliation.kind.${kind}`)}: {report.counts[kind]}
              </Tag>
            ))}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
