import { Typography } from 'antd';
import { useFormat } from '../../../lib/format/use-format';

/** An amount that moved: green in, red out, so a column of entries reads at a glance. */
export function SignedMoney({ amount }: { amount: string }) {
  const { money } = useFormat();
  const negative = amount.trim().startsWith('-');
  return <Typography.Text type={negative ? 'danger' : 'success'}>{money(amount)}</Typography.Text>;
}
