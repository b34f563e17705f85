import type { ReactNode } from 'react';
import { Card, Statistic, Tooltip, Typography, theme } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

interface KpiCardProps {
  title: string;
  /** Already formatted (R$ with two decimals from the text amount, never through a float). */
  value: string;
  /** A second line: the count beside an amount, or what the figure is made of. */
  detail?: ReactNode;
  hint?: string;
  tone?: 'positive' | 'negative' | 'warning';
}

/** One figure of the day. */
export function KpiCard({ title, value, detail, hint, tone }: KpiCardProps) {
  const { token } = theme.useToken();
  const colors = { positive: token.colorSuccess, negative: token.colorError, warning: token.colorWarning };
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic
        title={
          <>
            {title}{' '}
            {hint && (
              <Tooltip title={hint}>
                <InfoCircleOutlined />
              </Tooltip>
            )}
          </>
        }
        value={value}
        // The text as given: Statistic would otherwise re-read it as a number and group its digits its own way.
        formatter={() => value}
        valueStyle={{ color: tone && colors[tone], fontSize: 22 }}
      />
      {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
    </Card>
  );
}
