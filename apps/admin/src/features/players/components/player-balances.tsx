import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';

/** What the player holds: cash, bonus, held (withdrawals on hold and stakes in play), points; and money in and out. */
export function PlayerBalances({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  const { balances, counts } = player;
  const money = (amount: string) => format.money(amount, balances.currency);
  const card = (title: ReactNode, value: string | number, hint?: string) => (
    <Col flex="1 1 0">
      <Card size="small">
        <Statistic
          title={
            hint ? (
              <Tooltip title={hint}>
                {title} <InfoCircleOutlined />
              </Tooltip>
            ) : (
              title
            )
          }
          value={value}
          valueStyle={{ fontSize: 20 }}
        />
      </Card>
    </Col>
  );
  return (
    <Row gutter={12} wrap={false}>
      {card(t('balances.cash'), money(balances.cash))}
      {card(t('balances.bonus'), money(balances.bonus))}
      {card(
        t('balances.held'),
        money(balances.held),
        t('balances.heldHint', { hold: money(balances.withdrawHold), inPlay: money(balances.inPlay) }),
      )}
      {card(t('balances.points'), balances.points.toLocaleString(format.language === 'pt' ? 'pt-BR' : 'en-US'))}
      {card(t('balances.deposits'), format.money(counts.depositTotal), t('balances.countHint', { count: counts.deposits }))}
      {card(t('balances.withdrawals'), format.money(counts.withdrawalTotal), t('balances.countHint', { count: counts.withdrawals }))}
    </Row>
  );
}
