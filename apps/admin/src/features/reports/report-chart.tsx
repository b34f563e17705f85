import { useTranslation } from 'react-i18next';
import { Card, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '@app/contract';
import { formatMoney } from '../../lib/format/money';
import { useFormat } from '../../lib/format/use-format';
import { CHART_TOP, chartPointsOf, hasFlows } from './report-rows';

/*
 * recharts reads its chart's direct children, so the series are plain elements. No animation: a report read again
 * should not redraw itself for show.
 */

/** Days: GGR as bars, NGR as a line. Games, vendors, categories and agents: the biggest GGR as horizontal bars. */
export function ReportChart({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const { token } = theme.useToken();
  const { language } = useFormat();
  const points = chartPointsOf(report, t, language);
  const axisMoney = (value: number) => formatMoney(value.toFixed(0), language).replace(/[.,]00$/, '');
  const tooltipMoney = (value: unknown) => formatMoney(Number(value).toFixed(2), language);
  const byDay = report.groupBy === 'day';
  // The chart draws the table's page: its top on the first page, the page's leading ranks on the next ones.
  const group = t(`groups.${report.groupBy}`).toLowerCase();
  const first = (report.page - 1) * report.limit + 1;
  const title = byDay
    ? t('chartTitle')
    : report.page === 1
      ? t('chartTitleTop', { group, count: CHART_TOP })
      : t('chartTitleRanks', { group, from: first, to: first + points.length - 1 });
  const height = byDay ? 300 : Math.max(220, points.length * 28 + 60);

  return (
    <Card title={title}>
      <div style={{ width: '100%', height }} data-testid="report-chart">
        <ResponsiveContainer>
          {byDay ? (
            <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis tickFormatter={axisMoney} tick={{ fontSize: 12 }} width={96} />
              <Tooltip formatter={tooltipMoney} />
              <Legend />
              <Bar dataKey="ggr" name={t('ggr')} fill={token.colorPrimary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
              <Line dataKey="ngr" name={t('ngr')} stroke={token.colorSuccess} strokeWidth={2} dot={false} isAnimationActive={false} />
            </ComposedChart>
          ) : (
            <BarChart data={points} layout="vertical" margin={{ top: 8, right: 24, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" tickFormatter={axisMoney} tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="label" tick={{ fontSize: 12 }} width={180} />
              <Tooltip formatter={tooltipMoney} />
              <Legend />
              <Bar dataKey="ggr" name={t('ggr')} fill={token.colorPrimary} radius={[0, 3, 3, 0]} isAnimationActive={false} />
              {hasFlows(report) && (
                <Bar dataKey="ngr" name={t('ngr')} fill={token.colorSuccess} radius={[0, 3, 3, 0]} isAnimationActive={false} />
              )}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
