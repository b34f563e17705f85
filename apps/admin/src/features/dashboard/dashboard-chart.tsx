import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Segmented, theme, type GlobalToken } from 'antd';
import type { TFunction } from 'i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardDay, Language } from '@app/contract';
import { formatMoney } from '../../lib/format/money';
import { useFormat } from '../../lib/format/use-format';
import { chartPoints } from './dashboard-series';

type View = 'money' | 'players';

/*
 * The series are returned as plain elements (not components of their own): recharts reads its chart's direct
 * children. No animation: the figures are read again every minute, and a chart redrawing itself each time distracts.
 */

/** Deposits and paid withdrawals as bars, GGR as a line; the axis in whole reais, the tooltip with the centavos. */
function moneySeries(t: TFunction, token: GlobalToken, language: Language) {
  const axisMoney = (value: number) => formatMoney(value.toFixed(0), language).replace(/[.,]00$/, '');
  const tooltipMoney = (value: unknown) => formatMoney(Number(value).toFixed(2), language);
  return [
    <YAxis key="y" tickFormatter={axisMoney} tick={{ fontSize: 12 }} width={96} />,
    <Tooltip key="tip" formatter={tooltipMoney} />,
    <Legend key="legend" />,
    <Bar key="dep" dataKey="deposits" name={t('deposits')} fill={token.colorPrimary} radius={[3, 3, 0, 0]} isAnimationActive={false} />,
    <Bar
      key="wd"
      dataKey="withdrawals"
      name={t('withdrawalsPaid')}
      fill={token.colorWarning}
      radius={[3, 3, 0, 0]}
      isAnimationActive={false}
    />,
    <Line key="ggr" dataKey="ggr" name={t('ggr')} stroke={token.colorSuccess} strokeWidth={2} dot={false} isAnimationActive={false} />,
  ];
}

/** Active players, registrations and first deposits as counts. */
function playerSeries(t: TFunction, token: GlobalToken) {
  const line = (key: string, color: string) => (
    <Line key={key} dataKey={key} name={t(key)} stroke={color} strokeWidth={2} dot={false} isAnimationActive={false} />
  );
  return [
    <YAxis key="y" allowDecimals={false} tick={{ fontSize: 12 }} width={48} />,
    <Tooltip key="tip" />,
    <Legend key="legend" />,
    line('activePlayers', token.colorPrimary),
    line('registrations', token.colorSuccess),
    line('firstDeposits', token.colorWarning),
  ];
}

/** The last 30 days, as money or as players. */
export function DashboardChart({ series }: { series: readonly DashboardDay[] }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const { language } = useFormat();
  const [view, setView] = useState<View>('money');

  return (
    <Card
      title={t('chartTitle')}
      extra={
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            { value: 'money', label: t('chartMoney') },
            { value: 'players', label: t('chartPlayers') },
          ]}
        />
      }
    >
      <div style={{ width: '100%', height: 300 }} data-testid="dashboard-chart">
        <ResponsiveContainer>
          <ComposedChart data={chartPoints(series, language)} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            {view === 'money' ? moneySeries(t, token, language) : playerSeries(t, token)}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
