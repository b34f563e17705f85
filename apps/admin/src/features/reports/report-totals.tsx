import { useTranslation } from 'react-i18next';
import { Card, Col, Row, Statistic, Tooltip, Typography } from 'antd';
import type { ReportFigures } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';

interface Tile {
  key: string;
  value: string;
  hint?: string;
  sub?: string;
}

/** The range's totals, one tile each: the money first, then the players. */
export function ReportTotals({ totals }: { totals: ReportFigures }) {
  const { t } = useTranslation('reports');
  const { money } = useFormat();
  const operations = (count: number) => t('operations', { count });
  const tiles: Tile[] = [
    { key: 'ggr', value: money(totals.ggr), hint: t('ggrHint'), sub: `${t('bets')} ${money(totals.bets)}` },
    { key: 'ngr', value: money(totals.ngr), hint: t('ngrHint') },
    { key: 'bonusCost', value: money(totals.bonusCost), hint: t('bonusCostHint') },
    { key: 'deposits', value: money(totals.deposits.amount), sub: operations(totals.deposits.count) },
    { key: 'withdrawals', value: money(totals.withdrawals.amount), sub: operations(totals.withdrawals.count) },
    { key: 'firstDeposits', value: money(totals.firstDeposits.amount), sub: operations(totals.firstDeposits.count) },
    { key: 'registrations', value: String(totals.registrations) },
    { key: 'activePlayers', value: String(totals.activePlayers ?? 0), hint: t('activePlayersHint') },
  ];
  return (
    <Row gutter={[12, 12]} data-testid="report-totals">
      {tiles.map((tile) => (
        <Col key={tile.key} xs={12} md={6} xl={3}>
          <Card size="small" style={{ height: '100%' }}>
            <Tooltip title={tile.hint}>
              <Statistic title={t(tile.key)} value={tile.value} valueStyle={{ fontSize: 18 }} />
            </Tooltip>
            {tile.sub && <Typography.Text type="secondary">{tile.sub}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
