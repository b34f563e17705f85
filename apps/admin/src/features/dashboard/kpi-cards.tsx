import { useTranslation } from 'react-i18next';
import { Col, Row } from 'antd';
import type { Dashboard } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { KpiCard } from './kpi-card';

const isNegative = (amount: string) => amount.trim().startsWith('-') && !/^-0*(\.0*)?$/.test(amount.trim());

/** Today's figures, and the withdrawals waiting now (whatever day they were asked). */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const { money } = useFormat();
  const today = dashboard.today;
  const count = (n: number) => t('count', { count: n });
  const cards = [
    { key: 'registrations', title: t('registrations'), value: String(today.registrations) },
    { key: 'firstDeposits', title: t('firstDeposits'), value: money(today.firstDeposits.amount), detail: count(today.firstDeposits.count) },
    { key: 'deposits', title: t('deposits'), value: money(today.deposits.amount), detail: count(today.deposits.count) },
    {
      key: 'withdrawalsPending',
      title: t('withdrawalsPending'),
      value: money(dashboard.withdrawalsPending.amount),
      detail: count(dashboard.withdrawalsPending.count),
      hint: t('withdrawalsPendingHint'),
      tone: dashboard.withdrawalsPending.count > 0 ? ('warning' as const) : undefined,
    },
    // Only where a payout deadline applies and was missed: an alert, not a figure of every day.
    ...(dashboard.withdrawalsLate.count > 0
      ? [
          {
            key: 'withdrawalsLate',
            title: t('withdrawalsLate'),
            value: money(dashboard.withdrawalsLate.amount),
            detail: count(dashboard.withdrawalsLate.count),
            hint: t('withdrawalsLateHint'),
            tone: 'negative' as const,
          },
        ]
      : []),
    {
      key: 'withdrawalsPaid',
      title: t('withdrawalsPaid'),
      value: money(today.withdrawalsPaid.amount),
      detail: count(today.withdrawalsPaid.count),
    },
    {
      key: 'ggr',
      title: t('ggr'),
      value: money(today.ggr),
      detail: t('ggrHint', { bets: money(today.bets), wins: money(today.wins) }),
      tone: isNegative(today.ggr) ? ('negative' as const) : ('positive' as const),
    },
    { key: 'activePlayers', title: t('activePlayers'), value: String(today.activePlayers), hint: t('activePlayersHint') },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, ...card }) => (
        <Col key={key} xs={24} sm={12} lg={8} xl={6} xxl={6}>
          <KpiCard {...card} />
        </Col>
      ))}
    </Row>
  );
}
